// The strongest level's learned evaluation: its weights are a file of their own, fetched by
// the computer's worker after the page is up, not part of either WebAssembly module. A
// damaged file does not stop the game: the level plays with the tuned evaluation and the
// console says why.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  dist,
  launch,
  oracle,
  openApp,
  readBoard,
  serveDist,
  useBrowser,
  watch,
  choosePlayer,
  loadSave,
  saveDocument,
  weightsFetched,
} from "./harness.mjs";
import { workersMemory } from "./workers.mjs";

const env = useBrowser();
const notation = (page) => page.getByLabel("The game in notation").inputValue();

/** The strongest level's option value ("ai-<id>"): the last level offered. */
async function strongest(page) {
  return page.locator('select[id="player-white"] option[value^="ai-"]').last().getAttribute("value");
}

/** Plays Black's first legal move and waits for White's reply; returns the moves. */
async function oneExchange(page) {
  const shown = await readBoard(page);
  await page.click(`[data-square="${shown.legal[0]}"]`);
  await page
    .waitForFunction(() => document.querySelector('[aria-label="The game in notation"]')?.value.length >= 4, null, {
      timeout: 15_000,
    })
    .catch(() => null); // not answered: the check below says so
  const played = await notation(page);
  assert.equal(played.length, 4, `one move each: ${played}`);
  return played;
}

test("the weights file is in the build, valid, and not inside the WebAssembly", () => {
  const bytes = readFileSync(join(dist, "patterns.ofpw"));
  assert.equal(bytes.subarray(0, 4).toString("latin1"), "OFPW");
  const source = readFileSync(join(dist, "..", "engine", "data", "patterns.ofpw"));
  assert.ok(bytes.equals(source), "the engine's own file, copied as it is");
  assert.ok(bytes.length > 500_000, `${bytes.length} bytes`);
  const book = readFileSync(join(dist, "book.ofbk"));
  assert.equal(book.subarray(0, 4).toString("latin1"), "OFBK");
  assert.ok(book.equals(readFileSync(join(dist, "..", "engine", "data", "book.ofbk"))), "the engine's own book");
  // At least 30,000 positions grown from the start (the count is in the header).
  assert.ok(book.readUInt32LE(6) >= 30_000, `${book.readUInt32LE(6)} book positions`);
});

test("the worker fetches the weights once the page is up, and the strongest level plays with them", async () => {
  const page = await env.browser.context.newPage();
  const fetched = page.waitForRequest((r) => r.url().endsWith("/patterns.ofpw"), { timeout: 15_000 });
  await openApp(page, env.server.url);
  await fetched;
  const level = await strongest(page);
  await choosePlayer(page, "Black", "human");
  await choosePlayer(page, "White", level);
  await page.getByRole("button", { name: "New game" }).click();
  const played = await oneExchange(page);
  assert.ok(oracle("moves", played).positions.length === 3, `legal: ${played}`);
  // The request went to our server (the service worker's precache may add one more).
  assert.ok(env.server.requests.some((p) => p.endsWith("/patterns.ofpw")), env.server.requests.join(" "));
  await page.close();
});

/** A game of 34 plies, Black to move at 26 empties. */
const LATE_MIDDLE_GAME = "c4e3f2e2d2c3f3d6c2b3f4b2c5e1d3b1a1g4a2f1h4b6d1c1b5g3f5g6g5b4h2h3h7h6".match(/../g);

/**
 * The most the strongest level's worker may hold in WebAssembly memory, which never shrinks:
 * what it held on issue 27's start (30.7 MB after a whole game, with the book of then:
 * docs/measurements/2026-12-05-worker-memory-deeper-book.md) and the 10 MB more that the
 * issue allows.
 */
const WORKER_MEMORY_BUDGET = 40.7 * 2 ** 20;

test("the strongest level's worker, with its search tables, weights and book, stays within its memory budget", async () => {
  const page = await env.browser.context.newPage();
  const fetched = weightsFetched(page);
  await openApp(page, env.server.url);
  await fetched;
  // Oracle against itself from 26 empties to the end: its search's table, then the
  // solver's, made once for the game and kept from move to move, beside the book and the
  // weights it has had since the start.
  const computer = { player: "computer", level: 6 };
  await loadSave(
    page,
    saveDocument({ moves: LATE_MIDDLE_GAME, toMove: "black", options: { black: computer, white: computer, sound: false } }),
  );
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over", null, {
    timeout: 120_000,
  });
  const memory = await workersMemory(page);
  assert.ok(memory.length >= 1, "a worker");
  console.log(`workers' WebAssembly memory: ${memory.map((m) => `${(m / 2 ** 20).toFixed(1)} MB`).join(", ")}`);
  for (const m of memory) assert.ok(m <= WORKER_MEMORY_BUDGET, `${m} bytes`);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});

/**
 * Serves `file` as `damaged` bytes to a fresh browser, plays one exchange against the
 * strongest level; returns the moves and what the console and network watcher saw.
 */
async function exchangeWithDamaged(file, damaged) {
  const server = await serveDist();
  const browser = await launch();
  try {
    const watcher = watch(browser.context, server.origin);
    await browser.context.route(`**/${file}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/octet-stream", body: damaged }),
    );
    const page = await browser.context.newPage();
    await openApp(page, server.url);
    await choosePlayer(page, "Black", "human");
    await choosePlayer(page, "White", await strongest(page));
    await page.getByRole("button", { name: "New game" }).click();
    const played = await oneExchange(page);
    return { played, problems: watcher.problems() };
  } finally {
    await browser.close();
    await server.close();
  }
}

test("a damaged weights file: the strongest level still plays, and the console says why", async () => {
  const damaged = Buffer.from(readFileSync(join(dist, "patterns.ofpw")));
  damaged[damaged.length >> 1] ^= 0x40;
  const { problems } = await exchangeWithDamaged("patterns.ofpw", damaged);
  assert.equal(problems.length, 1, problems.join("\n"));
  assert.match(problems[0], /without its learned evaluation: patterns\.ofpw: pattern weights file damaged/);
});

test("a damaged opening book: the strongest level still plays, and the console says why", async () => {
  const good = readFileSync(join(dist, "book.ofbk"));
  const { played, problems } = await exchangeWithDamaged("book.ofbk", Buffer.from(good.subarray(0, good.length - 100)));
  assert.ok(oracle("moves", played).positions.length === 3, `legal: ${played}`);
  assert.equal(problems.length, 1, problems.join("\n"));
  assert.match(problems[0], /without its opening book: book\.ofbk: opening book damaged/);
});
