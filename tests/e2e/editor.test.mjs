// The board editor: a position set up by mouse and by keyboard, played on from with the
// engine's legal moves; Cancel returns to the game untouched.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertShows, openWithPlayers, oracle, readBoard, SQUARES, useBrowser } from "./harness.mjs";

const env = useBrowser();

test("Edit board: set up a position by mouse and keyboard, then play on from it", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "Edit board" }).click();
  const panel = page.getByRole("region", { name: "Edit board" });
  await panel.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), "editor-title", "the panel has the focus");
  assert.equal((await readBoard(page)).status, "editing");
  await panel.getByRole("button", { name: "Clear" }).click();
  const cleared = await readBoard(page);
  assert.ok(Object.values(cleared.squares).every((d) => d === "empty"), "an empty board");
  assert.deepEqual(cleared.legal, [], "no legal-move markers while editing");
  // By mouse: d4 and e5 black (one click), d5 and e4 white (two clicks), c3 back to
  // empty (three clicks).
  for (const [sq, clicks] of [["d4", 1], ["e5", 1], ["d5", 2], ["e4", 2], ["c3", 3]]) {
    for (let i = 0; i < clicks; i++) await page.click(`[data-square="${sq}"]`);
  }
  // By keyboard: from d4 the arrow keys reach f4, and Enter twice makes it white.
  await page.focus('[data-square="d4"]');
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), "f4");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByLabel("To move").selectOption("white");
  const set = await readBoard(page);
  const board = SQUARES.map((sq) => ({ black: "X", white: "O", empty: "-" })[set.squares[sq]]).join("");
  assert.equal(board.replaceAll("-", ""), "XOOOX", `the discs set up: ${board}`);
  assert.equal(set.turn, "white");

  await page.getByRole("button", { name: "Play from here" }).click();
  await panel.waitFor({ state: "detached" });
  const expected = oracle("obf", `${board} O`).positions[0];
  const shown = await readBoard(page);
  assertShows(shown, expected, "in the position set up");
  assert.equal(shown.status, "to-move");
  assert.match(shown.text, /Position set up/);
  // Play on: White's first legal move.
  await page.click(`[data-square="${expected.legal[0]}"]`);
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn !== "white");
  assert.ok((await readBoard(page)).white > expected.white, "White's move was played");
  await page.close();
});

test("Edit board, then Cancel: the game is as it was, and the E key opens the editor", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "New game" }).click();
  await page.click('[data-square="f5"]');
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "white");
  const before = await readBoard(page);
  await page.locator("body").press("e");
  const panel = page.getByRole("region", { name: "Edit board" });
  await panel.waitFor();
  await page.click('[data-square="a1"]');
  assert.equal((await readBoard(page)).squares.a1, "black");
  await panel.getByRole("button", { name: "Cancel" }).click();
  await panel.waitFor({ state: "detached" });
  assert.deepEqual(await readBoard(page), before);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
