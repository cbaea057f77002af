// Offline: once the service worker controls the page, the app reloads with the network
// off and the server stopped, and plays a game against the computer from the cache.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertShows, launch, openApp, oracle, readBoard, serveDist, waitForPosition, watch } from "./harness.mjs";

let server;
let browser;
let watcher;
before(async () => {
  server = await serveDist();
  browser = await launch();
  watcher = watch(browser.context, server.origin);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test("the installed app reloads and plays with the network off, the computer included", async () => {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await openApp(page, server.url);
  // The service worker precaches the whole build, then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith("outflank-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const file of ["/index.html", "/worker.js", "/worker_bg.wasm", "/worker_loader.js", "/manifest.json"]) {
    assert.ok(cached.includes(file), `${file} is precached: ${cached.join(" ")}`);
  }
  assert.ok(cached.some((f) => /^\/app-[0-9a-f]+_bg\.wasm$/.test(f)), "the app's wasm is precached");

  await server.close();
  await browser.context.setOffline(true);
  const served = [];
  page.on("response", (r) => served.push([new URL(r.url()).pathname, r.fromServiceWorker(), r.status()]));
  const requestsBefore = server.requests.length;
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll("[data-board] [data-square]").length === 64);
  const doc = served.find(([p]) => p === "/");
  assert.ok(doc && doc[1] && doc[2] === 200, `the page came from the service worker: ${JSON.stringify(served)}`);
  for (const [path, fromSw, status] of served) {
    assert.ok(fromSw && status === 200, `${path} from the cache (${status})`);
  }

  // Play: Black (human) moves, the computer answers from the cached worker.
  await page.getByRole("button", { name: "New game" }).click();
  const start = oracle("moves", "");
  assertShows(await readBoard(page), start.positions[0], "offline start");
  await page.click('[data-square="e6"]');
  const afterE6 = oracle("moves", "e6").positions[1];
  assertShows(await waitForPosition(page, afterE6), afterE6, "after e6");
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
    timeout: 15_000,
  });
  const notation = await page.getByLabel("The game in notation").inputValue();
  assert.match(notation, /^e6[a-h][1-8]$/, "the computer answered offline");
  assertShows(await readBoard(page), oracle("moves", notation).positions.at(-1), `after ${notation}`);
  assert.equal(server.requests.length, requestsBefore, "nothing reached the stopped server");
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(watcher.problems(), []);
});
