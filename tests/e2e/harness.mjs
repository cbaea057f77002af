// Shared set-up for the end-to-end tests: a static server for dist/ started by the test
// itself (so a test can stop it to check offline play), Debian's Chromium driven by
// playwright-core in a fresh profile, and checks that every page stays on its origin and
// logs no errors.
import { createServer } from "node:http";
import { mkdtempSync, rmSync, statSync, createReadStream, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const dist = join(root, "dist");
export const artifacts = join(root, "test-artifacts");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Serves dist/ on 127.0.0.1 at a free port. Returns { url, close, requests }. */
export async function serveDist() {
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(`${dist} has no build: run trunk build --release first`);
  }
  const requests = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    requests.push(path);
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist + sep) && file !== dist) {
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
    createReadStream(file).pipe(res);
  });
  const sockets = new Set();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Debian's Chromium, headless, in a fresh profile directory. */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "outflank-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
    ...options,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/**
 * Watches a browser context for requests to any origin but `origin` (the service worker's
 * included) and for console errors and uncaught exceptions on its pages. `problems()`
 * lists what it saw.
 */
export function watch(context, origin) {
  const seen = [];
  const allowed = (url) =>
    url.startsWith(origin + "/") || url.startsWith("data:") || url.startsWith("blob:");
  context.on("request", (r) => {
    if (!allowed(r.url())) seen.push(`request to another origin: ${r.url()}`);
  });
  const onPage = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") seen.push(`console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => seen.push(`uncaught exception: ${e.message}`));
  };
  context.pages().forEach(onPage);
  context.on("page", onPage);
  return { problems: () => seen.slice() };
}

/** Opens the app and waits until the board has its 64 squares. */
export async function openApp(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll("[data-board] [data-square]").length === 64);
}

/** The board as the page shows it: { squares: {d3: "empty"|"black"|"white"}, legal: [...], status attrs }. */
export async function readBoard(page) {
  return page.evaluate(() => {
    const squares = {};
    const legal = [];
    let last = null;
    for (const b of document.querySelectorAll("[data-board] [data-square]")) {
      squares[b.dataset.square] = b.dataset.disc;
      if (b.dataset.legal === "true") legal.push(b.dataset.square);
      if (b.dataset.last === "true") last = b.dataset.square;
    }
    const s = document.querySelector('[role="status"]');
    return {
      squares,
      legal: legal.sort(),
      last,
      status: s.dataset.status,
      turn: s.dataset.turn,
      black: Number(s.dataset.black),
      white: Number(s.dataset.white),
      result: s.dataset.result ?? null,
      text: s.textContent,
    };
  });
}
