// A long evening of play: 30 games of the computer against itself at the two fastest levels,
// five of them reviewed, on five pages side by side (six games each, so that the suite stays
// short: the app shows each move at least 0.4 s after the last, so a game takes about 25 s).
// The first page reviews its games 1, 3 and 5 (reviews again and again), the second and
// third their first game, the others none. After every page's first game (and its review),
// and again at the end, each page's JavaScript heap (after a garbage collection), its DOM
// elements, and the WebAssembly memory of the app and of each worker are sampled: none grows
// beyond the first game's but for what is bounded by design, and nothing is logged as an error.
import assert from "node:assert/strict";
import { test } from "node:test";
import { choosePlayer, openApp, readBoard, useBrowser } from "./harness.mjs";
import { waitForWorkers, workersMemory } from "./workers.mjs";

const env = useBrowser();

const GAMES_PER_PAGE = 6;
/** The games each page reviews (from 1). */
const REVIEWED = [[1, 3, 5], [1], [1], [], []];
/**
 * What may grow by design after the first game: the app keeps the last 8 games replaced by a
 * new one for Undo (src/app/model/mod.rs, KEPT_GAMES), a few kB, which may take the app's
 * memory into one more 64 KiB page, and the allocator may round up to a second; the
 * JavaScript heap after a collection varies by a few percent with what the engine has
 * compiled; the move list has as many items as the game has moves and passes.
 */
const APP_PAGES_SLACK = 2 * 65_536;
const HEAP_SLACK = 1.25;
const ELEMENTS_SLACK = 1.05;

/** Plays one game of the computer against itself to its end, from "New game". */
async function playOneGame(page) {
  await page.getByRole("button", { name: "New game" }).click();
  // The new game under way: the last one's end is gone, its moves too.
  await page.waitForFunction(
    () =>
      document.querySelector('[role="status"]').dataset.status !== "game-over" &&
      document.querySelectorAll("[data-ply]").length < 10,
    null,
    { timeout: 30_000 },
  );
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over", null, {
    timeout: 300_000,
  });
  const shown = await readBoard(page);
  assert.ok(shown.black + shown.white > 0 && shown.result, `a result: ${JSON.stringify(shown.result)}`);
}

/** Reviews the finished game and waits for its totals. */
async function review(page) {
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
}

/** What a page holds now: its heap after a collection, its elements, its and its workers' WebAssembly memory. */
async function sample(page, cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return {
    heap: usedSize,
    elements: await page.evaluate(() => document.getElementsByTagName("*").length),
    app: await page.evaluate(() => window.wasmBindings.wasm_memory_bytes()),
    workers: await workersMemory(page),
  };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

test("thirty games and five reviews: no memory grows beyond the first game's, no error", async () => {
  const pages = [];
  for (const reviewed of REVIEWED) {
    const page = await env.browser.context.newPage();
    await openApp(page, env.server.url);
    // The two fastest levels, against each other; no animation, so that five pages side by
    // side stay light for the machine.
    await choosePlayer(page, "Black", "ai-0");
    await choosePlayer(page, "White", "ai-1");
    await page.getByLabel("Animation", { exact: true }).uncheck();
    pages.push({ page, cdp: await env.browser.context.newCDPSession(page), reviewed, games: 0, reviews: 0 });
  }
  /** Plays a page's games up to `last`, reviewing those it reviews. */
  const playUpTo = async (p, last) => {
    while (p.games < last) {
      await playOneGame(p.page);
      p.games++;
      if (p.reviewed.includes(p.games)) {
        await review(p.page);
        p.reviews++;
      }
    }
  };
  // The first game (and its review) on every page, side by side: the baseline.
  await Promise.all(pages.map((p) => playUpTo(p, 1)));
  for (const { page } of pages) await waitForWorkers(page, (n) => n >= 1, "the worker");
  const first = [];
  for (const { page, cdp } of pages) first.push(await sample(page, cdp));
  // The rest of the evening.
  await Promise.all(pages.map((p) => playUpTo(p, GAMES_PER_PAGE)));
  const last = [];
  for (const { page, cdp } of pages) last.push(await sample(page, cdp));

  assert.equal(
    pages.reduce((n, p) => n + p.games, 0),
    30,
  );
  assert.equal(
    pages.reduce((n, p) => n + p.reviews, 0),
    5,
  );
  for (const [i, { page }] of pages.entries()) {
    const [a, b] = [first[i], last[i]];
    const which = `page ${i + 1}`;
    console.log(
      `${which}: heap ${mb(a.heap)} -> ${mb(b.heap)}, elements ${a.elements} -> ${b.elements}, ` +
        `app memory ${mb(a.app)} -> ${mb(b.app)}, workers ${a.workers.map(mb)} -> ${b.workers.map(mb)}`,
    );
    assert.ok(b.heap <= a.heap * HEAP_SLACK, `${which}: the heap grew from ${mb(a.heap)} to ${mb(b.heap)}`);
    assert.ok(b.elements <= a.elements * ELEMENTS_SLACK, `${which}: ${a.elements} elements, then ${b.elements}`);
    assert.ok(b.app <= a.app + APP_PAGES_SLACK, `${which}: the app's memory grew from ${mb(a.app)} to ${mb(b.app)}`);
    assert.equal(b.workers.length, a.workers.length, `${which}: as many workers`);
    b.workers.forEach((w, k) =>
      assert.ok(w <= a.workers[k], `${which}: worker ${k + 1}'s memory grew from ${mb(a.workers[k])} to ${mb(w)}`),
    );
    await page.close();
  }
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
