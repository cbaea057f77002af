// The evaluation over the game: asked for after a whole game, the chart shows Black's
// expected margin after every move, exactly what the engine computes, ending on the
// final score; it is not offered while the computer thinks.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openWithPlayers, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser();

test("Evaluate the game: a chart of the margin after every move, solved at the end", async () => {
  const game = oracle("random", "7");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const expected = oracle("evaluate", list);
  const page = await openWithPlayers(env, "human", "human");
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  const evaluate = page.getByRole("button", { name: "Evaluate the game" });
  const started = Date.now();
  await evaluate.click();
  const chart = page.getByRole("img", { name: /^Evaluation over/ });
  await chart.waitFor({ timeout: 20_000 });
  console.log(`evaluation of ${game.moves.length} moves: ${Date.now() - started} ms`);
  const shown = (await chart.getAttribute("data-margins")).split(",").map(Number);
  assert.deepEqual(shown, expected.margins, "the engine's margins, one per position");
  assert.equal(shown.length, game.moves.length + 1);
  const final = game.positions.at(-1);
  const margin = final.black - final.white;
  const winner = margin > 0 ? "Black" : "White";
  // Empties go to the winner in the final score.
  const scored = margin === 0 ? 0 : Math.sign(margin) * (64 - 2 * Math.min(final.black, final.white));
  assert.equal(shown.at(-1), scored, "it ends on the final score");
  assert.match(await chart.getAttribute("aria-label"), new RegExp(`${winner} wins by ${Math.abs(scored)} discs \\(solved\\)`));
  assert.ok(await evaluate.isDisabled(), "up to date: nothing more to evaluate");
  await page.close();
});

test("the evaluation is not offered while the computer thinks", async () => {
  const page = await openWithPlayers(env, "human", "ai-5");
  await page.getByRole("button", { name: "New game" }).click();
  await page.click('[data-square="f5"]');
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "thinking");
  assert.ok(await page.getByRole("button", { name: "Evaluate the game" }).isDisabled());
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "to-move");
  await page.getByRole("button", { name: "Evaluate the game" }).click();
  const chart = page.getByRole("img", { name: /^Evaluation over 2 moves/ });
  await chart.waitFor();
  assert.equal((await chart.getAttribute("data-margins")).split(",").length, 3);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
