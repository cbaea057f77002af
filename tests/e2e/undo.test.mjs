// Undo and Redo against the computer go back to the human's turn; Undo while the computer
// thinks cancels its move; Play again swaps the colours; the rematch's options.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  blackToMove,
  choosePlayer,
  loadSave,
  openApp,
  openWithPlayers,
  readBoard,
  saveDocument,
  useBrowser,
} from "./harness.mjs";
import { assertWorkersIdle, countSlices, moreSlices, slices, waitForWorkers } from "./workers.mjs";

const env = useBrowser();

/** Waits until it is Black's (the human's) turn with `discs` discs on the board, and reads it. */
async function humanToMove(page, discs) {
  await blackToMove(page, discs, 15_000);
  return readBoard(page);
}

async function playFirstLegal(page) {
  const { legal } = await readBoard(page);
  await page.click(`[data-square="${legal[0]}"]`);
}

test("Undo and Redo against the computer stop at the human's turns", async () => {
  const page = await openWithPlayers(env, "human", "ai-0");
  await page.getByRole("button", { name: "New game" }).click();
  const start = await humanToMove(page, 4);
  await playFirstLegal(page);
  const second = await humanToMove(page, 6);
  await playFirstLegal(page);
  const third = await humanToMove(page, 8);
  await page.getByRole("button", { name: "Undo" }).click();
  assert.deepEqual((await humanToMove(page, 6)).squares, second.squares, "one Undo: back before my second move");
  await page.keyboard.press("u");
  assert.deepEqual((await humanToMove(page, 4)).squares, start.squares, "U: back to the start");
  await page.getByRole("button", { name: "Redo" }).click();
  assert.deepEqual((await humanToMove(page, 6)).squares, second.squares, "Redo: my move and the reply");
  await page.keyboard.press("r");
  assert.deepEqual((await humanToMove(page, 8)).squares, third.squares, "R: again");
  await page.close();
});

test("Undo while the computer thinks cancels its move cleanly", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await choosePlayer(page, "Black", "human");
  // The level that thinks longest, so the Undo surely comes while it thinks.
  const slowest = await page.evaluate(() => {
    const opts = [...document.querySelectorAll("#player-white option[data-budget-ms]")];
    opts.sort((a, b) => Number(b.dataset.budgetMs) - Number(a.dataset.budgetMs));
    return { value: opts[0].value, budget: Number(opts[0].dataset.budgetMs) };
  });
  await choosePlayer(page, "White", slowest.value);
  await page.getByRole("button", { name: "New game" }).click();
  const start = await humanToMove(page, 4);
  await waitForWorkers(page, (n) => n >= 1, "the worker");
  await countSlices(page);
  const before = await slices(page);
  await playFirstLegal(page);
  await page.waitForSelector('[role="status"][data-status="thinking"]');
  await moreSlices(page, before, [0], 1);
  await page.getByRole("button", { name: "Undo" }).click();
  assert.deepEqual((await humanToMove(page, 4)).squares, start.squares);
  // The cancelled search stops in the worker, unanswered: no reply can come.
  await assertWorkersIdle(page, "the worker searches no more after the Undo");
  const after = await readBoard(page);
  assert.deepEqual(after.squares, start.squares, "the stale search changed nothing");
  assert.equal(after.status, "to-move");
  // And the game goes on: the next move gets a reply.
  await playFirstLegal(page);
  await humanToMove(page, 6);
  await page.close();
});

test("Play again swaps the colours and starts again", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  const doc = saveDocument({
    moves: ["e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"],
    toMove: "none",
    options: { white: { player: "computer", level: 0 } },
  });
  await loadSave(page, doc, "end.json");
  await page.getByRole("button", { name: "Play again" }).click();
  assert.equal(await page.getByLabel("Black", { exact: true }).inputValue(), "ai-0");
  assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), "human");
  // The computer now opens as Black; then it is the human's turn as White.
  await page.waitForFunction(() => {
    const s = document.querySelector('[role="status"]');
    return s.dataset.turn === "white" && s.dataset.status === "to-move";
  });
  assert.equal(await page.getByRole("button", { name: "Play again" }).count(), 0);
  await page.close();
});

test("after a loss to the computer, the loser chooses the rematch's options", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  // A finished game: only a white disc on the board, so White (the computer) has won.
  const doc = saveDocument({
    start: `${"-".repeat(27)}O${"-".repeat(36)} X`,
    toMove: "none",
    options: { white: { player: "computer", level: 0 }, sound: false },
  });
  await loadSave(page, doc, "lost.json");
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.result === "white");
  await page.getByRole("button", { name: "Rematch options" }).click();
  const panel = page.getByRole("region", { name: "Rematch" });
  await panel.waitFor();
  assert.match(await panel.textContent(), /You lost, so you choose the rematch’s options/);
  // The focus is on the panel, and it offers the colours swapped.
  assert.equal(await page.evaluate(() => document.activeElement.id), "rematch-title");
  assert.equal(await page.getByLabel("Black in the rematch").inputValue(), "ai-0");
  assert.equal(await page.getByLabel("White in the rematch").inputValue(), "human");
  // Nothing changed yet: the finished game is still on the board.
  assert.equal(await page.getByLabel("Black", { exact: true }).inputValue(), "human");
  // The loser keeps Black, picks a stronger opponent and the other rule, by keyboard.
  await page.getByLabel("Black in the rematch").selectOption("human");
  await page.getByLabel("White in the rematch").selectOption("ai-1");
  await page.locator("#rematch-rule").selectOption("gameover");
  await page.getByRole("button", { name: "Start rematch" }).focus();
  await page.keyboard.press("Enter");
  await panel.waitFor({ state: "detached" });
  assert.equal(await page.getByLabel("Black", { exact: true }).inputValue(), "human");
  assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), "ai-1");
  assert.equal(await page.locator("#pass-rule").inputValue(), "gameover");
  const shown = await readBoard(page);
  assert.equal(shown.status, "to-move");
  assert.equal(shown.turn, "black");
  assert.deepEqual([shown.black, shown.white], [2, 2], "a new game from the start");
  await page.close();
});

test("the rematch's options can be cancelled, leaving the finished game", async () => {
  const page = await openWithPlayers(env, "human", "human");
  // Black wipes White out in nine moves: White lost and chooses.
  await page.getByLabel("Game to paste").fill("e6 f4 e3 f6 g5 d6 e7 f5 c5");
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.result === "black");
  await page.getByRole("button", { name: "Rematch options" }).click();
  const panel = page.getByRole("region", { name: "Rematch" });
  assert.match(await panel.textContent(), /White lost, so White chooses the rematch’s options/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await panel.waitFor({ state: "detached" });
  assert.equal((await readBoard(page)).result, "black", "the finished game is still shown");
  assert.equal(await page.getByRole("button", { name: "Rematch options" }).count(), 1);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
