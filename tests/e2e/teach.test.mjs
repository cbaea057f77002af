// A review that teaches (issue 28): every move's value and the best line at a browsed
// position, "Hint" on a browsed position and at the end of a game, and variations that
// are the player's own exploration (nobody replies by itself). At 390x844 and 1280x800.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { assertSolverHint, audit, hinted, openWithPlayers, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser();

const SIZES = [
  [390, 844],
  [1280, 800],
];

const empties = (p) => 64 - p.black - p.white;

/** The board, the browsing bar and its buttons are on screen together; at 1280x800 without scrolling. */
async function assertBrowsingInView(page, width, height) {
  const box = (selector) =>
    page.$eval(selector, (e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
  const parts = {
    board: await box("[data-board]"),
    bar: await box("[data-browsing]"),
    previous: await box("[data-browsing] button:nth-of-type(1)"),
    back: await box("[data-browsing] button:nth-of-type(3)"),
  };
  for (const [name, r] of Object.entries(parts)) {
    assert.ok(r.top >= 0 && r.bottom <= height && r.left >= 0 && r.right <= width, `${name} on screen at ${width}x${height}: ${JSON.stringify(r)}`);
  }
  if (width >= 1200) assert.equal(await page.evaluate(() => window.scrollY), 0, "the first screen");
}

/** Two humans' random game `seed` pasted, finished and reviewed, at `width`x`height`. */
async function reviewedGame(seed, width, height) {
  const game = oracle("random", seed);
  const list = game.moves.filter((m) => m !== "pass").join("");
  const page = await openWithPlayers(env, "human", "human");
  await page.setViewportSize({ width, height });
  // A fresh game first: the last test's reviewed game is kept in this browser.
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  return { game, page };
}

/** Whether `line` (squares and passes) is legal after the game's first `n - 1` moves. */
function assertLegalLine(game, n, line) {
  const before = game.moves.slice(0, n - 1).filter((m) => m !== "pass");
  const played = line.filter((m) => m !== "pass");
  // The oracle replays a move list and refuses an illegal one.
  const replayed = oracle("moves", [...before, ...played].join(""));
  const end = replayed.positions.at(-1);
  assert.ok(line.length >= 6 || end.status === "over", `the line goes 6 moves or to the end: ${line.join(" ")}`);
}

for (const [width, height] of SIZES) {
  test(`at ${width}x${height}: a browsed endgame move's values are the solver's, its best line legal and shown`, async () => {
    const { game, page } = await reviewedGame("7", width, height);
    // Heard: the live region says the review is done, with each side's loss and mistakes.
    const status = page.locator('[role="status"]');
    const said = await status.textContent();
    const lossOf = (c) => page.locator(`[data-total-loss-${c}]`).getAttribute(`data-total-loss-${c}`);
    const marked = (colour) =>
      page.$$eval("[data-ply][data-mistake]", (ls, c) => ls.filter((l) => l.classList.contains(c)).length, colour);
    assert.ok(
      said.startsWith(`Review done: Black lost ${await lossOf("black")} discs in ${await marked("black")} mistake`),
      said,
    );
    assert.equal(await page.locator("#app [aria-live]").count(), 1, "one live region");
    // The last browsed position with 14 to 16 empties and a choice of moves.
    let n = 0;
    game.moves.forEach((mv, i) => {
      const p = game.positions[i];
      if (mv !== "pass" && empties(p) >= 14 && empties(p) <= 16 && p.legal.length >= 2) n = i + 1;
    });
    assert.ok(n > 0, "the game has such a move");
    const before = game.positions[n - 1];
    const obf = `${before.board} ${before.turn === "black" ? "X" : "O"}`;
    const { values } = oracle("solve", obf);
    await page.locator(`[data-ply="${n}"] button`).click();
    await page.waitForSelector(`[data-browsing="${n}"]`);
    assert.equal(await page.locator("[data-browsing] button").nth(2).textContent(), "Back to the game");
    await assertBrowsingInView(page, width, height);
    // Heard: the browsed move and its loss, in the live region and in the move's name.
    const loss = await page.locator(`[data-ply="${n}"]`).getAttribute("data-loss");
    const words = Number(loss) === 0 ? "best" : `lost ${loss} disc`;
    assert.match(await status.textContent(), new RegExp(`^Move ${n}, ${game.moves[n - 1]}: ${words}`));
    const name = await page.locator(`[data-ply="${n}"] button`).getAttribute("aria-label") ?? (await page.locator(`[data-ply="${n}"] button`).textContent());
    assert.ok(name.includes(`(${words}`), name);
    // The score cards count the discs of the position shown, not the final score.
    const counts = await page.$$eval(".side-card .count", (cs) => cs.map((c) => parseInt(c.textContent, 10)));
    assert.deepEqual(counts, [before.black, before.white], "the browsed position's counts");
    // Every legal square of the browsed position gets its exact value, as the hint does.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-board] [data-hint-exact="true"]').length === count,
      Object.keys(values).length,
      { timeout: 30_000 },
    );
    await assertSolverHint(page, values);
    // The best line: legal, from a best move, in words and in `data-review-line`.
    const lineElement = page.locator("[data-review-line]");
    await lineElement.waitFor({ timeout: 30_000 });
    const line = (await lineElement.getAttribute("data-review-line")).split(" ");
    const shown = await hinted(page);
    assert.ok(shown[line[0]]?.best, `the line starts with a best move: ${line.join(" ")}`);
    assertLegalLine(game, n, line);
    assert.match(await lineElement.textContent(), new RegExp(`Best line: ${n} ${line[0]}, ${n + 1} ${line[1]}`));
    // On request, the line on the board as numbered discs.
    await page.getByRole("button", { name: "Show the line" }).click();
    await page.waitForSelector("[data-line-step]");
    const steps = await page.$$eval("[data-line-step]", (es) =>
      Object.fromEntries(es.map((e) => [e.closest("[data-square]").dataset.square, Number(e.dataset.lineStep)])),
    );
    line.forEach((mv, i) => {
      if (mv !== "pass") assert.equal(steps[mv], i + 1, `${mv} is move ${i + 1} of the line`);
    });
    assert.equal(Object.keys(steps).length, line.filter((m) => m !== "pass").length);
    assert.equal(await page.getByRole("button", { name: "Show the line" }).getAttribute("aria-pressed"), "true");
    await audit(page, `a browsed move's values and line at ${width}x${height}`);
    // Another move browsed: its own values; the line of the last one is gone.
    await page.getByRole("button", { name: "Previous" }).click();
    await page.waitForSelector(`[data-browsing="${n - 1}"]`);
    await assertBrowsingInView(page, width, height);
    await page.waitForFunction(() => !document.querySelector("[data-line-step]"));
    await page.waitForSelector("[data-board] [data-hint]", { timeout: 30_000 });
    const legal = await page.$$eval('[data-board] [data-legal="true"]', (bs) => bs.map((b) => b.dataset.square).sort());
    assert.deepEqual(Object.keys(await hinted(page)).sort(), legal, "every legal square valued");
    // Back to the game, over: "Hint" browses its last move and values it.
    await page.getByRole("button", { name: "Back to the game" }).click();
    await page.waitForSelector("[data-browsing]", { state: "detached" });
    assert.equal(await page.locator("[data-board] [data-hint]").count(), 0);
    const hint = page.getByRole("button", { name: "Hint" });
    assert.ok(await hint.isEnabled(), "Hint works at the end of a game");
    await hint.click();
    const last = game.moves.length - [...game.moves].reverse().findIndex((m) => m !== "pass");
    await page.waitForSelector(`[data-browsing="${last}"]`);
    await page.waitForSelector("[data-board] [data-hint-exact]", { timeout: 30_000 });
    await page.close();
  });
}

for (const [width, height] of SIZES) {
  test(`at ${width}x${height}: the chart has a scale, 24 px targets, keeps the focus on its keys, and each player's loss so far`, async () => {
    const { game, page } = await reviewedGame("7", width, height);
    const targets = page.locator("[data-chart-ply]");
    assert.equal(await targets.count(), game.moves.length, "a target a move");
    const sizes = await targets.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect()).map((r) => [r.width, r.height]));
    for (const [i, [w, h]] of sizes.entries()) assert.ok(w >= 24 && h >= 24, `move ${i + 1}: ${w}x${h}`);
    // The scale: discs for each side, move numbers.
    const scale = await page.$$eval(".eval-graph text", (ts) => ts.map((t) => t.textContent));
    for (const word of ["Black +32", "White +32", "10", "20", "50"]) assert.ok(scale.includes(word), `${word} in ${scale}`);
    assert.match(await page.locator("figure.eval-graph").getAttribute("aria-label"), /^Value for Black after each of \d+ moves/);
    // Each player's loss so far: a point a move and the start, ending at the totals.
    for (const colour of ["black", "white"]) {
      const points = (await page.locator(`.loss.${colour}`).getAttribute("points")).trim().split(" ");
      assert.equal(points.length, game.moves.length + 1, colour);
    }
    // A target taps to its move; the arrow keys keep the focus on the chart.
    await targets.nth(11).click();
    await page.waitForSelector('[data-browsing="12"]');
    const chart = page.locator("figure.eval-graph");
    await chart.focus();
    for (const [key, n] of [["ArrowRight", 13], ["ArrowRight", 14], ["ArrowLeft", 13], ["End", game.moves.length]]) {
      await page.keyboard.press(key);
      await page.waitForSelector(`[data-browsing="${n}"]`);
      assert.ok(await chart.evaluate((c) => document.activeElement === c), `the focus stays on the chart after ${key}`);
    }
    // The move browsed is scrolled into the chart's view.
    const current = await page.$eval(`[data-chart-ply="${game.moves.length}"]`, (t) => {
      const r = t.getBoundingClientRect();
      const box = t.closest("figure").getBoundingClientRect();
      return r.left >= box.left && r.right <= box.right;
    });
    assert.ok(current, "the last move's target is in the chart's view");
    await audit(page, `the chart at ${width}x${height}`);
    await page.close();
  });
}

for (const [width, height] of SIZES) {
  test(`at ${width}x${height}: the review is kept with the game, there after a reload and in the save file`, async () => {
    const { game, page } = await reviewedGame("7", width, height);
    const losses = await page.$$eval("[data-ply]", (ls) => ls.map((l) => l.dataset.loss));
    const totals = await page.locator("[data-total-loss-black]").getAttribute("data-total-loss-black");
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("outflank.save")));
    assert.equal(saved.review.length, game.moves.length, "saved in localStorage with the game");
    await page.reload();
    await page.waitForSelector("body[data-app-ready]");
    await page.waitForSelector("[data-total-loss-black]", { timeout: 5000 });
    assert.deepEqual(await page.$$eval("[data-ply]", (ls) => ls.map((l) => l.dataset.loss)), losses);
    assert.equal(await page.locator("[data-total-loss-black]").getAttribute("data-total-loss-black"), totals);
    assert.ok(await page.getByRole("button", { name: "Analyze the game" }).isDisabled(), "not asked again");
    // Browsing works at once, and the save file carries the review too.
    await page.locator('[data-ply="20"] button').click();
    await page.waitForSelector('[data-browsing="20"]');
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save", exact: true }).click()]);
    const file = JSON.parse(readFileSync(await download.path(), "utf8"));
    assert.equal(file.review.length, game.moves.length);
    assert.equal(file.version, 1, "a field older versions ignore");
    await page.close();
  });
}

test("Hint at the end of a game not yet reviewed reviews it, then values its last move", async () => {
  const game = oracle("random", "11");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const page = await openWithPlayers(env, "human", "human");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  const last = game.moves.length - [...game.moves].reverse().findIndex((m) => m !== "pass");
  await page.waitForSelector(`[data-browsing="${last}"]`);
  await page.waitForSelector("[data-board] [data-hint-exact]", { timeout: 30_000 });
  await page.close();
});

for (const [width, height] of SIZES) {
  test(`at ${width}x${height}: a variation against the computer is the player's: no reply, both sides played`, async () => {
    const page = await openWithPlayers(env, "human", "ai-1");
    await page.setViewportSize({ width, height });
    await page.getByRole("button", { name: "New game" }).click();
    const status = page.locator('[role="status"]');
    const toMove = () => page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "to-move");
    // Two moves each: you, then the computer's reply each time.
    for (let i = 0; i < 2; i++) {
      await toMove();
      const square = await page.$eval('[data-board] [data-legal="true"]', (b) => b.dataset.square);
      await page.click(`[data-square="${square}"]`);
      await page.waitForSelector(`[data-ply="${2 * i + 2}"]`, { timeout: 20_000 });
    }
    await toMove();
    await page.getByRole("button", { name: "Analyze the game" }).click();
    await page.waitForSelector("[data-ply='4'][data-loss]", { timeout: 30_000 });
    // Browse your first move and play another one there: a variation.
    await page.locator('[data-ply="1"] button').click();
    await page.waitForSelector('[data-browsing="1"]');
    const played = await page.$eval('[data-ply="1"] button', (b) => b.textContent.replace(/^1/, "").split(" ")[0]);
    const other = await page.$$eval('[data-board] [data-legal="true"]', (bs, p) => bs.map((b) => b.dataset.square).find((s) => s !== p), played);
    await page.click(`[data-square="${other}"]`);
    await page.waitForSelector('[data-variation="1"]');
    // White's turn in the variation: the computer does not reply; the status says so.
    assert.equal(await status.getAttribute("data-status"), "to-move", "no reply in a variation");
    assert.equal(await status.getAttribute("data-turn"), "white");
    assert.match(await status.textContent(), /Variation from move 1: White to move/);
    // The player plays White's move too.
    const white = await page.$eval('[data-board] [data-legal="true"]', (b) => b.dataset.square);
    await page.click(`[data-square="${white}"]`);
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black");
    assert.equal(await status.getAttribute("data-status"), "to-move");
    assert.match(await status.textContent(), /Variation from move 1: Black to move/);
    // Back to the game: the game as played, browsed at the move the variation left.
    await page.getByRole("button", { name: "Back to the game" }).click();
    await page.waitForSelector('[data-browsing="1"]');
    assert.equal(await page.locator("[data-ply]").count(), 4);
    await page.close();
  });
}

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
