// The strongest level's learned evaluation: its weights are a file of their own, fetched by
// the computer's worker after the page is up, not part of either WebAssembly module. A
// damaged file does not stop the game: the level plays with the tuned evaluation and the
// console says why.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { dist, launch, oracle, openApp, readBoard, serveDist, useBrowser, watch, choosePlayer } from "./harness.mjs";

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
