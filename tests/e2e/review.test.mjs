// "Analyze the game": every move against the best, its loss in discs (exactly the solver's
// in the last 14 moves), the mistakes marked in the move list and on the chart, each
// player's total, and browsing the game from the list, the chart and the arrow keys.
import assert from "node:assert/strict";
import { test } from "node:test";
import { actAndSee, audit, openWithPlayers, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser();

/** What the move list says of each move: { ply, loss, best, mistake }. */
const marks = (page) =>
  page.$$eval("[data-ply]", (items) =>
    items.map((li) => ({
      ply: Number(li.dataset.ply),
      loss: li.dataset.loss,
      best: li.dataset.bestMove,
      mistake: li.dataset.mistake ?? null,
    })),
  );

function mistakeOf(loss) {
  if (loss >= 12) return "blunder";
  if (loss >= 6) return "mistake";
  if (loss >= 2) return "inaccuracy";
  return null;
}

test("a random game's review: exact losses at the end, mistakes marked, totals, browsing", async () => {
  const game = oracle("random", "7");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const exact = oracle("losses", list).losses;
  const page = await openWithPlayers(env, "human", "human");
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  const started = Date.now();
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("#review-progress", { timeout: 5000 });
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`review of ${game.moves.length} moves: ${seconds.toFixed(1)} s`);
  const shown = await marks(page);
  assert.equal(shown.length, game.moves.length, "every move, passes included");
  let checked = 0;
  let blunders = 0;
  for (const [i, m] of shown.entries()) {
    assert.equal(m.ply, i + 1);
    assert.match(m.loss, /^\d+$/);
    assert.equal(m.mistake, mistakeOf(Number(m.loss)), `move ${m.ply}`);
    if (game.moves[i] === "pass") {
      assert.equal(m.best, "pass");
      assert.equal(m.loss, "0");
    } else {
      assert.ok(game.positions[i].legal.includes(m.best), `move ${m.ply}: ${m.best} is legal`);
    }
    const want = exact[i];
    if (want) {
      assert.equal(Number(m.loss), want.loss, `move ${m.ply}: the solver's loss`);
      assert.equal(m.best, want.best, `move ${m.ply}: the best move`);
      checked++;
      if (want.loss >= 12) blunders++;
    }
  }
  assert.ok(checked >= 12, `${checked} moves checked against the solver`);
  assert.ok(blunders >= 1, "random play blunders in its last moves");
  // The totals are the sums of each player's losses.
  const total = (color) => page.locator(`[data-total-loss-${color}]`).textContent().then(Number);
  const sums = { black: 0, white: 0 };
  for (const [i, m] of shown.entries()) sums[game.positions[i].turn] += Number(m.loss);
  assert.equal(await total("black"), sums.black);
  assert.equal(await total("white"), sums.white);
  // The chart: one point per move, the mistakes by size.
  const points = page.locator("[data-point]");
  assert.equal(await points.count(), game.moves.length);
  assert.equal(await page.locator("circle.blunder").count(), shown.filter((m) => m.mistake === "blunder").length);
  // The result's banner fades 3.5 s after the end; audited half-way through its fade, its
  // text would be half transparent (a loaded machine can finish the review that soon).
  await page.waitForFunction(() => !document.querySelector(".banner.result:not(.faded)"), null, { timeout: 10_000 });
  await audit(page, "the game analyzed");

  // A move in the list shows its position with the best move ringed.
  const blunder = shown.findLast((m) => m.mistake === "blunder");
  await page.locator(`[data-ply="${blunder.ply}"] button`).click();
  const browse = page.locator("[data-browsing]");
  await browse.waitFor();
  assert.equal(await browse.getAttribute("data-browsing"), String(blunder.ply));
  const before = game.positions[blunder.ply - 1];
  const discs = await page.$$eval("[data-board] [data-square]", (bs) => bs.map((b) => b.dataset.disc));
  const want = [...before.board].map((c) => ({ X: "black", O: "white", "-": "empty" })[c]);
  assert.deepEqual(discs, want, "the position where the blunder was played");
  const ringed = await page.$$eval('[data-review-best="true"]', (bs) => bs.map((b) => b.dataset.square));
  assert.deepEqual(ringed, [blunder.best]);
  assert.match(await browse.textContent(), new RegExp(`Move ${blunder.ply}, .*lost ${blunder.loss} discs, a blunder; best ${blunder.best}`));
  // A point of the chart, then the arrow keys.
  await points.nth(4).click({ force: true });
  assert.equal(await browse.getAttribute("data-browsing"), "5");
  await page.locator("figure.eval-graph").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await browse.getAttribute("data-browsing"), "6");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await browse.getAttribute("data-browsing"), "4");
  await page.getByRole("button", { name: "Back to the game" }).click();
  await browse.waitFor({ state: "detached" });
  const end = await page.$$eval("[data-board] [data-square]", (bs) => bs.map((b) => b.dataset.disc));
  assert.deepEqual(end, [...game.positions.at(-1).board].map((c) => ({ X: "black", O: "white", "-": "empty" })[c]));
  await page.close();
});

test("the review can be cancelled, and is not offered while the computer thinks", async () => {
  const game = oracle("random", "11");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const page = await openWithPlayers(env, "human", "human");
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  const analyze = page.getByRole("button", { name: "Analyze the game" });
  await analyze.click();
  await page.waitForSelector("#review-progress");
  assert.ok(await analyze.isDisabled(), "one review at a time");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForSelector("#review-progress", { state: "detached" });
  assert.equal(await page.locator("[data-loss]").count(), 0, "nothing reviewed is shown");
  assert.ok(await analyze.isEnabled(), "it can be asked for again");
  await page.close();

  const vs = await openWithPlayers(env, "human", "ai-5");
  await vs.getByRole("button", { name: "New game" }).click();
  // Seen at the moment the computer thinks, however briefly (its reply may be at hand).
  const [disabled] = await actAndSee(vs, '[role="status"][data-status="thinking"]', () => vs.click('[data-square="f5"]'), {
    also: ["#evaluate:disabled"],
  });
  assert.ok(disabled, "Analyze the game is disabled while the computer thinks");
  await vs.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "to-move");
  await vs.getByRole("button", { name: "Analyze the game" }).click();
  await vs.waitForSelector("[data-ply='2'][data-loss]", { timeout: 20_000 });
  await vs.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
