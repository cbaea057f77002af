// Human against human: whole games played by clicking, every position checked against
// the engine's, passes shown, the result and the WOF score announced.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertShows, openApp, openSettings, openWithPlayers, oracle, readBoard, useBrowser, waitForPosition } from "./harness.mjs";

const env = useBrowser();

/**
 * Plays `game` (from the oracle) by clicking, checking every position on the way; with
 * `stable`, that exactly the engine's stable discs are marked (otherwise none).
 */
async function playThrough(page, game, { stable = false } = {}) {
  const marks = (shown, expected, where) =>
    assert.deepEqual(shown.stable, stable ? [...expected.stable].sort() : [], `stable discs ${where}`);
  assertShows(await readBoard(page), game.positions[0], "at the start");
  let passes = 0;
  for (const [i, mv] of game.moves.entries()) {
    const expected = game.positions[i + 1];
    const where = `after move ${i + 1} (${game.moves.slice(0, i + 1).join("")})`;
    if (mv === "pass") {
      // The app passes by itself, but only after showing it.
      const mover = game.positions[i].turn;
      const Mover = mover[0].toUpperCase() + mover.slice(1);
      const shown = await readBoard(page);
      assert.equal(shown.status, "pass", `status ${where}`);
      assert.equal(shown.turn, mover);
      assert.match(shown.text, new RegExp(`${Mover} has no legal move and passes`));
      assert.ok(await page.locator(".banner:not(.result)").isVisible(), "the pass banner is on the board");
      const start = Date.now();
      const after = await waitForPosition(page, expected);
      const held = Date.now() - start;
      assert.ok(held >= 1000, `the pass was shown for ${held} ms only`);
      assert.match(after.text, new RegExp(`${Mover} has no legal move and passes`), "still announced");
      assertShows(after, expected, where);
      passes++;
      continue;
    }
    await page.click(`[data-square="${mv}"]`);
    const shown = await waitForPosition(page, expected);
    assertShows(shown, expected, where);
    marks(shown, expected, where);
    assert.equal(shown.last, mv, `last-move mark ${where}`);
    if (expected.status === "moves") {
      assert.equal(shown.status, "to-move");
      assert.match(shown.text, /played [a-h][1-8], flipping \d+/);
    }
  }
  return passes;
}

async function expectResult(page, game) {
  const shown = await readBoard(page);
  assert.equal(shown.status, "game-over");
  assert.equal(shown.result, game.outcome.winner);
  assert.ok(
    shown.text.includes(`Game over: ${game.outcome.text}`),
    `"${shown.text}" announces ${game.outcome.text}`,
  );
  assert.equal(await page.locator(".banner.result").textContent(), game.outcome.text, "the result is on the board");
  // Two humans: the result by colour, the WOF score explained when squares are left empty.
  assert.ok((await page.locator("[data-result-text]").textContent()).startsWith(game.outcome.text));
}

test("a whole game with a pass, clicked square by square, matches the engine", async () => {
  const game = oracle("random", "1", "--with-pass");
  assert.ok(game.moves.includes("pass"), "the scripted game contains a pass");
  const page = await openWithPlayers(env, "human", "human");
  // Illegal squares play nothing, and say so: an occupied one and an empty one that flips nothing.
  const before = await readBoard(page);
  await page.click('[data-square="d4"]');
  await page.click('[data-square="a1"]');
  await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes("a1 is not a legal move"));
  const after = await readBoard(page);
  assert.deepEqual({ ...after, text: "" }, { ...before, text: "" });
  const passes = await playThrough(page, game);
  assert.ok(passes >= 1);
  await expectResult(page, game);
  await page.close();
});

test("another whole game with the stable discs shown, and New game starts over", async () => {
  const game = oracle("random", "7");
  assert.ok(game.positions.at(-1).stable.length > 20, "the scripted game ends with many stable discs");
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  // The settings chosen in the previous test persisted in localStorage.
  assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), "human");
  await page.getByRole("button", { name: "New game" }).click();
  await openSettings(page);
  await page.getByLabel("Show stable discs").check();
  await playThrough(page, game, { stable: true });
  const end = await readBoard(page);
  assert.ok(end.stable.length > 20);
  const label = await page.locator(`[data-square="${end.stable[0]}"]`).getAttribute("aria-label");
  assert.match(label, /, stable/, "the stable mark is named for screen readers");
  await page.getByLabel("Show stable discs").uncheck();
  assert.deepEqual((await readBoard(page)).stable, [], "unchecked: no marks");
  await expectResult(page, game);
  await page.getByRole("button", { name: "New game" }).click();
  assertShows(await readBoard(page), game.positions[0], "after New game");
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
