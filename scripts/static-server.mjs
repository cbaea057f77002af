// A small static file server for the built app (dist/), used by scripts/serve.sh and by
// the end-to-end tests. Same-origin only, no caching headers beyond `no-cache`, correct
// MIME types (application/wasm for .wasm, which streaming compilation needs). Like the
// static hosts of the README, it answers with a file's precompressed copy (`FILE.br`, else
// `FILE.gz`, written by scripts/precompress.mjs) when the browser accepts that encoding and
// the copy is not older than the file; otherwise with the file as it is.
//
//   node scripts/static-server.mjs [dir] [port] [base]
//   (defaults: dist 8080 /, on 127.0.0.1; with base /games/outflank/ the app is at
//   http://127.0.0.1:8080/games/outflank/ and every other path is 404)
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

/** The encodings the server looks for beside a file, best first: [token, suffix]. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** The file's precompressed copy the request accepts: { encoding, file, size } or null. */
function precompressed(req, file, mtime) {
  const accepted = String(req.headers["accept-encoding"] || "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([token]) => token.trim().toLowerCase());
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepted.includes(encoding)) continue;
    const st = statSync(file + suffix, { throwIfNoEntry: false });
    if (st?.isFile() && st.mtimeMs >= mtime) return { encoding, file: file + suffix, size: st.size };
  }
  return null;
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port), under the path `base` (default `/`:
 * outside it every path is 404); with `compress: false`, never the precompressed copies.
 * Resolves to { url, origin, requests, close } where `url` is the app's address and
 * `requests` lists every path asked for.
 */
export async function serve(dir, port = 0, base = "/", { compress = true } = {}) {
  const root = resolve(dir);
  if (!base.startsWith("/") || !base.endsWith("/")) throw new Error(`base ${base} must start and end with /`);
  const requests = [];
  const server = createServer((req, res) => {
    let full;
    try {
      full = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push(full);
    if (full + "/" === base) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!full.startsWith(base)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const path = "/" + full.slice(base.length);
    let file = resolve(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (path.endsWith("/")) file = join(file, "index.html");
    let st;
    try {
      st = statSync(file);
      if (!st.isFile()) throw new Error("not a file");
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const copy = compress ? precompressed(req, file, st.mtimeMs) : null;
    const headers = {
      "content-type": TYPES[extname(file)] || "application/octet-stream",
      "content-length": copy ? copy.size : st.size,
      "cache-control": "no-cache",
      vary: "accept-encoding",
    };
    if (copy) headers["content-encoding"] = copy.encoding;
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else createReadStream(copy ? copy.file : file).pipe(res);
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
    url: `${origin}${base}`,
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
  const base = process.argv[4] || "/";
  serve(dir, port, base).then(
    (s) => console.log(`Serving ${dir} on ${s.url} (Ctrl+C to stop)`),
    (e) => {
      console.error(`Cannot serve on 127.0.0.1:${port}: ${e.message}`);
      process.exit(1);
    },
  );
}
