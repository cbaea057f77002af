// A small static file server for the built app (dist/), used by scripts/serve.sh and by
// the end-to-end tests. Same-origin only, no caching headers beyond `no-cache`, correct
// MIME types (application/wasm for .wasm, which streaming compilation needs).
//
//   node scripts/static-server.mjs [dir] [port]    (defaults: dist 8080, on 127.0.0.1)
import { createServer } from "node:http";
import { createReadStream, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port). Resolves to
 * { url, origin, requests, close } where `requests` lists every path asked for.
 */
export async function serve(dir, port = 0) {
  const root = resolve(dir);
  const requests = [];
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push(path);
    let file = resolve(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (path.endsWith("/")) file = join(file, "index.html");
    let size;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error("not a file");
      size = st.size;
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] || "application/octet-stream",
      "content-length": size,
      "cache-control": "no-cache",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  const sockets = new Set();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", ok);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: `${origin}/`,
    origin,
    requests,
    close: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] || "dist";
  const port = Number(process.argv[3] || 8080);
  serve(dir, port).then(
    (s) => console.log(`Serving ${dir} on ${s.url} (Ctrl+C to stop)`),
    (e) => {
      console.error(`Cannot serve on 127.0.0.1:${port}: ${e.message}`);
      process.exit(1);
    },
  );
}
