// Variations from the review (issue 10, part 3): after "Analyze the game", a move of the list
// shows its position with the best move ringed and the legal squares playable; the move of
// the game goes on to the next one, another move starts a variation, played on like a game;
// "Back to the game", or undoing the variation, returns to the whole game, its review and
// the move the variation left.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertShows, openWithPlayers, oracle, readBoard, useBrowser, waitForPosition } from "./harness.mjs";

const env = useBrowser();

const N = 10; // the move browsed
const plies = (page) => page.locator("[data-ply]").count();

async function reviewed(page, game) {
  await page.getByLabel("Game to paste").fill(game.moves.filter((m) => m !== "pass").join(""));
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
}

async function browse(page, n) {
  await page.locator(`[data-ply="${n}"] button`).click();
  await page.waitForSelector(`[data-browsing="${n}"]`);
}

test("a move of the reviewed game follows it, another starts a variation, and Back or Undo returns", async () => {
  const game = oracle("random", "7");
  assert.notEqual(game.moves[N - 1], "pass");
  const page = await openWithPlayers(env, "human", "human");
  await reviewed(page, game);
  const total = await plies(page);
  assert.equal(total, game.moves.length);

  // The position before move N: its discs, its legal squares playable, the best move ringed.
  await browse(page, N);
  const before = game.positions[N - 1];
  const shown = await readBoard(page);
  const discs = (p) => Object.fromEntries(Object.entries(p.squares));
  const want = discsOf(before);
  assert.deepEqual(discs(shown), want, "the browsed position");
  assert.deepEqual(shown.legal, [...before.legal].sort(), "its legal squares are playable");
  const current = await page.locator("[data-ply] [aria-current='true']").count();
  assert.equal(current, 1, "the browsed move is marked in the list");
  assert.equal(await page.locator('[data-review-best="true"]').count(), 1, "the best move is ringed");

  // The move of the game: on to the next move, the game unchanged.
  await page.click(`[data-square="${game.moves[N - 1]}"]`);
  await page.waitForSelector(`[data-browsing="${N + 1}"]`);
  assert.equal(await plies(page), total);

  // Another move: a variation from the position before move N.
  await browse(page, N);
  const other = before.legal.find((sq) => sq !== game.moves[N - 1]);
  await page.click(`[data-square="${other}"]`);
  await page.waitForSelector(`[data-variation="${N}"]`);
  assert.equal(await page.locator("[data-browsing]").count(), 0, "no longer browsing");
  const line = [...game.moves.slice(0, N - 1), other].filter((m) => m !== "pass").join("");
  const variation = oracle("moves", line);
  assertShows(await waitForPosition(page, variation.positions.at(-1)), variation.positions.at(-1), "in the variation");
  assert.equal(await plies(page), N, "the move list is the variation's");
  // It is played on like a game.
  const reply = variation.positions.at(-1).legal[0];
  await page.click(`[data-square="${reply}"]`);
  await page.waitForFunction((n) => document.querySelectorAll("[data-ply]").length === n, N + 1);

  // Back to the game: the whole game, its review, the move the variation left.
  await page.locator(`[data-variation="${N}"]`).getByRole("button", { name: "Back to the game" }).click();
  await page.waitForSelector(`[data-browsing="${N}"]`);
  assert.equal(await plies(page), total);
  assert.equal(await page.locator("[data-loss]").count(), total, "the review is back");
  assert.deepEqual(discs(await readBoard(page)), want);

  // Undo takes back the variation's moves, then returns to the game.
  await page.click(`[data-square="${other}"]`);
  await page.waitForSelector(`[data-variation="${N}"]`);
  await page.getByRole("button", { name: "Undo" }).click();
  await page.waitForSelector(`[data-browsing="${N}"]`);
  assert.equal(await page.locator("[data-variation]").count(), 0);
  assert.equal(await plies(page), total);
  assert.equal(await page.locator("[data-loss]").count(), total);
  await page.close();
});

/** The squares' discs of an oracle position, as readBoard gives them. */
function discsOf(position) {
  const names = { X: "black", O: "white", "-": "empty" };
  const files = "abcdefgh";
  return Object.fromEntries([...position.board].map((c, i) => [files[i % 8] + (Math.floor(i / 8) + 1), names[c]]));
}

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
