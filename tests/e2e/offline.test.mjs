// Offline: once the service worker controls the page, the app reloads with the network
// off and the server stopped, and plays from the cache: a human move and the computer's
// reply, then a whole game between two computers to its end.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { serve } from "../../scripts/static-server.mjs";
import {
  assertShows,
  choosePlayer,
  dist,
  launch,
  openApp,
  oracle,
  outcomeWords,
  readBoard,
  root,
  useBrowser,
  waitForPosition,
  watch,
  weightsFetched,
  within,
} from "./harness.mjs";

const env = useBrowser();

test("the installed app reloads and plays a whole game with the network off, the computer included", async () => {
  const page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
  const weights = weightsFetched(page);
  await openApp(page, env.server.url);
  // The service worker precaches the whole build, then claims the page; the worker has its
  // weights (a reload would abort that fetch, which is not a request to the network).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await weights;
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith("outflank-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const manifests = ["ja", "zh-CN", "zh-TW", "ko", "fr", "de", "es", "it"].map((code) => `/generated/manifest-${code}.json`);
  for (const file of ["/index.html", "/worker.js", "/worker_bg.wasm", "/worker_loader.js", "/manifest.json", ...manifests]) {
    assert.ok(cached.includes(file), `${file} is precached: ${cached.join(" ")}`);
  }
  assert.ok(cached.some((f) => /^\/app-[0-9a-f]+_bg\.wasm$/.test(f)), "the app's wasm is precached");

  await env.server.close();
  await env.browser.context.setOffline(true);
  // Every response from here on, the workers' included, must come from the cache; a
  // request that went to the network would fail (offline) or not come from the service
  // worker.
  const served = [];
  const failed = [];
  env.browser.context.on("response", (r) =>
    served.push([new URL(r.url()).pathname, r.fromServiceWorker(), r.status()]),
  );
  env.browser.context.on("requestfailed", (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
  const requestsBefore = env.server.requests.length;
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
  // Asked before the click: the oracle (cargo run) can take longer than the computer's
  // reply (0.4 s) on a loaded machine, and the position after e6 alone would be gone.
  const afterE6 = oracle("moves", "e6").positions[1];
  await page.click('[data-square="e6"]');
  assertShows(await waitForPosition(page, afterE6), afterE6, "after e6");
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
    timeout: 15_000,
  });
  const notation = await page.getByLabel("The game in notation").inputValue();
  assert.match(notation, /^e6[a-h][1-8]$/, "the computer answered offline");
  assertShows(await readBoard(page), oracle("moves", notation).positions.at(-1), `after ${notation}`);

  // A whole game, the computer on both sides at its fastest level (each reply is still
  // shown no sooner than 400 ms after it was asked for: about 25 s for the game).
  const fastest = await page.locator('select[id="player-black"] option[value^="ai-"]').first().getAttribute("value");
  await choosePlayer(page, "Black", fastest);
  await choosePlayer(page, "White", fastest);
  await page.getByRole("button", { name: "New game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.result !== undefined, null, {
    timeout: 90_000,
  });
  const moves = await page.getByLabel("The game in notation").inputValue();
  const game = oracle("moves", moves);
  assert.ok(game.outcome, `the engine says ${moves} is a finished game`);
  const shown = await readBoard(page);
  assertShows(shown, game.positions.at(-1), `at the end of ${moves}`);
  assert.equal(shown.status, "game-over");
  assert.equal(shown.turn, "none");
  assert.deepEqual(shown.legal, [], "no legal square once the game is over");
  // The counts add up to the board, and the result is theirs with the empties to the winner.
  const empties = Object.values(shown.squares).filter((d) => d === "empty").length;
  assert.equal(Object.values(shown.squares).filter((d) => d === "black").length, shown.black, "black discs");
  assert.equal(Object.values(shown.squares).filter((d) => d === "white").length, shown.white, "white discs");
  assert.equal(shown.black + shown.white + empties, 64);
  const winner = shown.black > shown.white ? "black" : shown.white > shown.black ? "white" : "draw";
  assert.equal(shown.result, winner, `result for ${shown.black}–${shown.white}`);
  assert.equal(shown.result, game.outcome.winner);
  const score = {
    black: shown.black + (winner === "black" ? empties : winner === "draw" ? empties / 2 : 0),
    white: shown.white + (winner === "white" ? empties : winner === "draw" ? empties / 2 : 0),
  };
  assert.deepEqual(score, { black: game.outcome.black, white: game.outcome.white }, "the score, empties to the winner");
  assert.ok(shown.text.includes(`Game over: ${outcomeWords(game.outcome)}`), shown.text);
  // The notation holds every move played (it leaves passes out): one per disc past the start.
  assert.equal(moves.length / 2, 64 - 4 - empties, `every move is in the notation: ${moves}`);

  assert.equal(env.server.requests.length, requestsBefore, "nothing reached the stopped server");
  assert.deepEqual(failed, [], "no request tried the network");
  for (const [path, fromSw, status] of served) {
    assert.ok(fromSw && status === 200, `${path} from the cache (${status})`);
  }
});

test("a new build replaces the old cache, the worker's unhashed files included", async () => {
  // A copy of the build, so that the test can publish a "new build" in its place.
  const dir = mkdtempSync(join(tmpdir(), "outflank-build-"));
  cpSync(dist, dir, { recursive: true });
  const site = await serve(dir, 0);
  const b = await launch();
  try {
    const w = watch(b.context, site.origin);
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    await openApp(page, site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const cacheNames = () => page.evaluate(() => caches.keys());
    const [first] = await cacheNames();
    // The new build changes only worker.js, whose name Trunk does not hash; the post-build
    // hook writes the service worker for it as `trunk build` would.
    appendFileSync(join(dir, "worker.js"), "\n// rebuilt\n");
    execFileSync("node", [join(root, "scripts/write-sw.mjs")], {
      env: { ...process.env, TRUNK_STAGING_DIR: dir, TRUNK_PROFILE: "release" },
      stdio: "ignore",
    });
    // Navigating checks for a new service worker; it installs, takes over, and the old
    // cache goes.
    await page.reload();
    // The page looks at its caches until only the new one is left.
    const replaced = page.evaluate(async (old) => {
      for (;;) {
        const names = await caches.keys();
        if (names.length === 1 && names[0] !== old) return;
        await new Promise((next) => setTimeout(next, 100));
      }
    }, first);
    await within(replaced, 30_000, "the old cache replaced").catch(async () =>
      assert.fail(`the old cache is still there: ${await cacheNames()}`),
    );
    const worker = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]);
      return (await cache.match("./worker.js")).text();
    });
    assert.ok(worker.endsWith("// rebuilt\n"), "the new worker.js is cached");
    // The page that was open is told that a new version is ready.
    await page.locator('[role="alert"]', { hasText: "new version" }).waitFor({ timeout: 10_000 });
    assert.deepEqual(w.problems(), []);
  } finally {
    await b.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("under a subpath, as a static host serves it: compressed, installed, then offline, a move against the computer", async () => {
  // dist/ as it is, at /games/outflank/ (public_url = "./" makes every path relative); the
  // server answers with the .br or .gz copies the build wrote beside each file.
  const base = "/games/outflank/";
  const site = await serve(dist, 0, base);
  const b = await launch();
  try {
    const w = watch(b.context, site.origin);
    const encodings = new Map();
    b.context.on("response", async (r) => {
      const path = new URL(r.url()).pathname;
      if (!r.fromServiceWorker()) encodings.set(path, (await r.allHeaders())["content-encoding"] ?? "identity");
    });
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    const weights = weightsFetched(page);
    await openApp(page, site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await weights;
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, site.url, "the service worker's scope is the subpath");
    assert.ok(site.requests.every((p) => p.startsWith(base)), `every request under ${base}: ${site.requests.join(" ")}`);
    const appWasm = [...encodings.keys()].find((p) => /\/app-[0-9a-f]+_bg\.wasm$/.test(p));
    assert.ok(appWasm?.startsWith(base), `the app's wasm under ${base}`);
    for (const path of [base, appWasm, `${base}worker_bg.wasm`]) {
      assert.match(encodings.get(path) ?? "none", /^(br|gzip)$/, `${path} came compressed: ${encodings.get(path)}`);
    }

    await site.close();
    await b.context.setOffline(true);
    const failed = [];
    b.context.on("requestfailed", (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    const requestsBefore = site.requests.length;
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll("[data-board] [data-square]").length === 64);
    await page.getByRole("button", { name: "New game" }).click();
    assertShows(await readBoard(page), oracle("moves", "").positions[0], "offline start under the subpath");
    await page.click('[data-square="f5"]');
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
      timeout: 15_000,
    });
    const notation = await page.getByLabel("The game in notation").inputValue();
    assert.match(notation, /^f5[a-h][1-8]$/, "the computer answered offline");
    assertShows(await readBoard(page), oracle("moves", notation).positions.at(-1), `after ${notation}`);
    assert.equal(site.requests.length, requestsBefore, "nothing reached the stopped server");
    assert.deepEqual(failed, [], "no request tried the network");
    assert.deepEqual(w.problems(), []);
  } finally {
    await b.close();
    await site.close();
  }
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
