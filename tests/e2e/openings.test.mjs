// Opening names: playing a named line by clicks shows its name beside the title
// (`[data-opening]`, named by the worker) and in the move list; the same line played in a symmetric orientation
// shows the same name; leaving the named lines keeps the longest one followed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { audit, openWithPlayers, useBrowser } from "./harness.mjs";

const env = useBrowser();

/** Clicks the moves of `line` (f5d6… notation), each after the previous one is on the board. */
async function play(page, line) {
  const moves = line.match(/[a-h][1-8]/g);
  for (const sq of moves) {
    const before = await page.evaluate(() => document.querySelectorAll("[data-ply]").length);
    await page.click(`[data-square="${sq}"]`);
    await page.waitForFunction((n) => document.querySelectorAll("[data-ply]").length === n, before + 1, {
      timeout: 5_000,
    });
  }
}

/** The opening's name as the page shows it ("" for none), once the worker has answered. */
async function opening(page) {
  // The name comes from the worker: the line is busy until it answered about these moves.
  await page.waitForSelector('.opening[aria-busy="false"]', { state: "attached", timeout: 5_000 });
  const [attribute, text] = await page.evaluate(() => {
    const el = document.querySelector("[data-opening]");
    return [el.dataset.opening, el.textContent];
  });
  assert.equal(text, attribute, "the element's text is its data-opening");
  return attribute;
}

async function newGame() {
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "New game" }).click();
  await page.waitForSelector('[role="status"][data-status="to-move"][data-black="2"][data-white="2"]');
  return page;
}

test("the Tiger played by clicks is named beside the title and in the move list", async () => {
  const page = await newGame();
  assert.equal(await opening(page), "", "no name before the first move");
  await play(page, "f5");
  assert.equal(await opening(page), "", "one move is no named line");
  await play(page, "d6");
  assert.equal(await opening(page), "Perpendicular Opening");
  await play(page, "c3d3c4");
  assert.equal(await opening(page), "Tiger");
  const listed = await page.locator(".moves .opening-line").textContent();
  assert.equal(listed, "Opening: Tiger");
  await audit(page, "the game with an opening name");
  // One more move that no named line stops at: still the Tiger.
  await play(page, "f4");
  assert.equal(await opening(page), "Tiger");
  // Then Stephenson, a named continuation.
  await play(page, "f6");
  assert.equal(await opening(page), "Stephenson");
  // Undo goes back to the Tiger.
  await page.getByRole("button", { name: "Undo" }).click();
  await page.waitForFunction(() => document.querySelectorAll("[data-ply]").length === 6);
  assert.equal(await opening(page), "Tiger");
  await page.close();
});

test("a symmetric transposition has the same name", async () => {
  // The Tiger from c4 (the board turned half a turn) and from d3 (reflected in a diagonal).
  for (const line of ["c4e3f6e6f5", "d3c5f6f5e6"]) {
    const page = await newGame();
    await play(page, line);
    assert.equal(await opening(page), "Tiger", line);
    await page.close();
  }
  // The Buffalo (f5f6e6f4c3) from e6: reflected in the a1-h8 diagonal.
  const page = await newGame();
  await play(page, "e6f6f5d6c3");
  assert.equal(await opening(page), "Buffalo/Kenichi Variation");
  await page.close();
});
