// Keyboard only: Tab reaches the board, the arrow keys move the focus over it, Enter and
// Space play, and nothing happens on an illegal square.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertShows, oracle, readBoard, useBrowser, waitForPosition } from "./harness.mjs";

const env = useBrowser();

const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? null);

test("Tab, arrows, Enter and Space play a game against the computer", async () => {
  const page = env.browser.context.pages()[0] ?? (await env.browser.context.newPage());
  await page.goto(env.server.url);
  await page.waitForSelector("[data-board] [data-square]");
  // The first Tab stop on the page is the opponent's name in the status (it opens the
  // chooser of opponents), the next the board, on a legal move: the first in a1..h8 order.
  const start = oracle("moves", "");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-opponent")), true);
  await page.keyboard.press("Tab");
  assert.equal(await focused(page), start.positions[0].legal.slice().sort((a, b) => idx(a) - idx(b))[0]);
  assert.equal(await focused(page), "d3");
  // Only one square is a Tab stop: Tab leaves the board.
  await page.keyboard.press("Tab");
  assert.equal(await focused(page), null);
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(page), "d3");

  // Arrows move the focus and stop at the edges.
  for (const [key, want] of [
    ["ArrowUp", "d2"],
    ["ArrowUp", "d1"],
    ["ArrowUp", "d1"],
    ["ArrowLeft", "c1"],
    ["Home", "a1"],
    ["ArrowLeft", "a1"],
    ["PageDown", "a8"],
    ["End", "h8"],
    ["PageUp", "h1"],
  ]) {
    await page.keyboard.press(key);
    assert.equal(await focused(page), want, `after ${key}`);
  }
  // Enter on an illegal square changes nothing: it is told, as not legal, and flashes.
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-square="h1"][data-wrong]');
  assertShows(await readBoard(page), start.positions[0], "after Enter on h1");

  // Walk to c4 and play it with Enter.
  for (const key of ["Home", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight"]) {
    await page.keyboard.press(key);
  }
  assert.equal(await focused(page), "c4");
  // Asked before the key: on a loaded machine the oracle (cargo run) can take longer than
  // the computer's reply (0.4 s), and the position after c4 alone would be gone.
  const afterC4 = oracle("moves", "c4");
  await page.keyboard.press("Enter");
  assertShows(await waitForPosition(page, afterC4.positions[1]), afterC4.positions[1], "after c4");
  // The computer (White by default) answers; then Space plays Black's next move.
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
    timeout: 15_000,
  });
  const notation = await page.getByLabel("The game in notation").inputValue();
  const game = oracle("moves", notation);
  const now = game.positions.at(-1);
  assertShows(await readBoard(page), now, `after ${notation}`);
  // The focus stayed on c4; go to a legal square by arrows alone.
  assert.equal(await focused(page), "c4");
  const target = now.legal[0];
  await moveFocus(page, "c4", target);
  assert.equal(await focused(page), target);
  const next = oracle("moves", notation + target);
  await page.keyboard.press(" ");
  assertShows(await waitForPosition(page, next.positions.at(-1)), next.positions.at(-1), `after ${target}`);
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});

function idx(sq) {
  return (Number(sq[1]) - 1) * 8 + (sq.charCodeAt(0) - 97);
}

/** Presses arrow keys to move the focus from square `from` to square `to`. */
async function moveFocus(page, from, to) {
  const dc = to.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(to[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
}
