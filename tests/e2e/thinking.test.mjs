// The computer's thinking, live: a panel ([data-thinking]) while it thinks, with the best
// move so far (also faintly on the board), its value, the depth or the playouts and the
// principal variation, updated several times a second; it folds, and stays folded.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MIDDLE_GAME, actAndSee, audit, blackToMove, choosePlayer, loadOutOfBook, openApp, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser();

/**
 * Records the panel while the computer answers moves: the first after `openings[0]` (a move
 * list leaving White, the computer, to move) is pasted; each later one after the next of
 * `openings` is pasted, or when they are used up, after a human move (the first legal
 * square); at least 3 moves, then more (8 at most) until `enough(perMove)`. Every distinct
 * report (by its data-elapsed-ms) with its attributes, the square shown faintly and the
 * legal squares of the position thought about, until each move lands. Returns one list of
 * reports per computer move.
 */
async function watchThinking(page, openings, enough) {
  await page.evaluate(() => {
    window.__reports = [];
    // The reports seen of the move under way: reset with the list for each move, as two
    // moves may report at the same time of their search (after the first slice, say).
    window.__seen = new Set();
    const look = () => {
      const p = document.querySelector("[data-thinking]");
      if (!p || window.__seen.has(p.dataset.elapsedMs)) return;
      window.__seen.add(p.dataset.elapsedMs);
      const ghost = document.querySelector('[data-thinking-best="true"]');
      const box = p.getBoundingClientRect();
      window.__reports.push({
        at: Number(p.dataset.elapsedMs),
        ...p.dataset,
        ghost: ghost?.dataset.square ?? null,
        visible: box.width > 0 && box.height > 0,
      });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const perMove = [];
  let game = "";
  for (let i = 0; i < 3 || (i < 8 && !enough(perMove)); i++) {
    let square = null;
    if (i < openings.length) {
      game = openings[i];
    } else {
      const legal = await page.$$eval('[data-legal="true"]', (bs) => bs.map((b) => b.dataset.square).sort());
      square = legal[0];
      game += square;
    }
    const reply = oracle("moves", game).positions.at(-1);
    await page.evaluate(() => {
      window.__reports = [];
      window.__seen = new Set();
    });
    if (square) {
      await page.click(`[data-square="${square}"]`);
    } else {
      await page.getByLabel("Game to paste").fill(game);
      await page.getByRole("button", { name: "Paste game" }).click();
    }
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
      timeout: 15_000,
    });
    assert.equal(await page.locator("[data-thinking]").count(), 0, "the panel goes with the turn");
    const reports = (await page.evaluate(() => window.__reports)).filter((r) => r.best);
    perMove.push({ legal: reply.legal, reports });
    game += await page.evaluate(() => document.querySelector('[data-last="true"]')?.dataset.square ?? "");
  }
  return perMove;
}

/**
 * The time between consecutive reports within each move, in milliseconds of the search's
 * own clock (each report's data-elapsed-ms, so that a page slowed by a loaded machine does
 * not count); the gap between two moves, and a move's start before its first report, are
 * not counted.
 */
function intervals(perMove) {
  return perMove.flatMap(({ reports }) => reports.slice(1).map((r, i) => r.at - reports[i].at));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// In the middle game (the harness's MIDDLE_GAME) Oracle thinks longer than in the opening,
// where it answered in 0.2-0.6 s with two or three reports a move.

// Oracle thinks about a second a move, long enough to measure how often the panel changes
// (8 intervals between reports). Nova thinks a tenth of a second, often less: a move of hers
// shows its first report after the first 40 ms slice, or, when her time plan ends the move
// within that slice, its search's last thought just before the move, shown while the app
// holds the reply back (0.4 s after the human's move); so each of her searched moves shows
// at least one. (CI once saw 1 report in 8 moves: the reports were then told apart by their
// time over the whole test, and her moves' first reports all come at 40-44 ms.) Each move is
// asked in a game pasted anew, one that does not follow from the last, so that her tree
// starts afresh: the 19 moves of MIDDLE_GAME, White's k-th legal move, Black's first; 21
// moves, past the book's deepest line (19).
function freshMiddleGames(count) {
  const moves = MIDDLE_GAME.match(/../g);
  const start = moves.slice(0, 19).join("");
  const whites = oracle("moves", start).positions.at(-1).legal;
  const games = whites.flatMap((white) => {
    const black = oracle("moves", start + white).positions.at(-1).legal[0];
    return black ? [start + white + black] : [];
  });
  return games.slice(0, count);
}

for (const [name, level, kind, measureRate] of [
  ["Oracle (alpha-beta)", "ai-6", "alphabeta", true],
  ["Nova (MCTS)", "ai-5", "mcts", false],
]) {
  test(`while ${name} thinks the panel shows its best move, value, ${kind === "mcts" ? "playouts" : "depth"} and line`, async () => {
    const page = await env.browser.context.newPage();
    await openApp(page, env.server.url);
    await choosePlayer(page, "Black", "human");
    await choosePlayer(page, "White", level);
    const enough = measureRate ? (perMove) => intervals(perMove).length >= 8 : () => true;
    const perMove = await watchThinking(page, kind === "mcts" ? freshMiddleGames(3) : [MIDDLE_GAME], enough);
    const reports = perMove.flatMap((m) => m.reports);
    console.log(`${name}: ${reports.length} reports over ${perMove.length} moves (${perMove.map((m) => m.reports.length).join(", ")})`);
    assert.ok(reports.length >= (measureRate ? 4 : 2), `${reports.length} reports`);
    // Every move searched shows its thinking (a lone legal move is played unsearched).
    for (const { legal, reports: rs } of perMove) {
      assert.ok(legal.length < 2 || rs.length > 0, `a move of ${legal.length} choices showed no report`);
    }
    if (measureRate) {
      // The update rate from the intervals between consecutive reports, over every move: a
      // short move with two reports (or one late report) no longer decides it alone, but
      // reports that come less than 4 times a second in most of the search fail it.
      const gaps = intervals(perMove);
      assert.ok(gaps.length >= 8, `${gaps.length} intervals between reports (thinking long enough to measure)`);
      const typical = median(gaps);
      console.log(
        `${name}: median interval ${typical.toFixed(0)} ms = ${(1000 / typical).toFixed(1)} a second, longest ${Math.max(...gaps).toFixed(0)} ms`,
      );
      assert.ok(1000 / typical >= 4, `${(1000 / typical).toFixed(2)} updates a second (median interval ${typical} ms)`);
    }
    for (const { legal, reports: rs } of perMove) {
      for (const r of rs) {
        assert.ok(r.visible, "visible while it thinks");
        assert.ok(legal.includes(r.best), `${r.best} is legal for White`);
        const pv = r.pv.split(" ");
        assert.equal(pv[0], r.best, "the line starts with the best move");
        assert.ok(pv.length <= 8);
        assert.equal(r.ghost, r.best, "the best move so far is on the board");
        if (kind === "alphabeta") {
          assert.match(r.depth, /^\d+$/);
          assert.match(r.value, /^-?\d+$/, "a value in discs");
          assert.equal(r.playouts, undefined);
        } else {
          assert.match(r.playouts, /^\d+$/);
          assert.match(r.value, /^\d+%$/, "a win rate");
          assert.equal(r.depth, undefined);
        }
      }
    }
    const longest = perMove.map((m) => m.reports).reduce((a, b) => (b.length > a.length ? b : a));
    const progress = longest.map((r) => Number(kind === "mcts" ? r.playouts : r.depth));
    assert.ok(progress.every((x, i) => i === 0 || x >= progress[i - 1]), `${progress}`);
    if (kind === "mcts" && progress.length > 1) assert.ok(progress.at(-1) > progress[0], `playouts grow: ${progress}`);
    if (kind === "alphabeta") assert.ok(reports.some((r) => r.pv.split(" ").length >= 3), "a line of several moves");
    await page.close();
  });
}

test("the panel keeps its place, passes the audit, folds while the computer thinks, and stays folded for the next turn and after a reload", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await choosePlayer(page, "Black", "human");
  // Oracle searches its replies out of its opening book, long enough to be seen thinking.
  await choosePlayer(page, "White", "ai-6");
  await loadOutOfBook(page, 6);
  // Plays the first legal square and returns once `seen` has matched since the move.
  const playFirstLegal = async (seen) => {
    const legal = await page.$$eval('[data-legal="true"]', (bs) => bs.map((b) => b.dataset.square));
    await actAndSee(page, seen, () => page.click(`[data-square="${legal[0]}"]`));
  };
  // The panel is there for the whole game against the computer, thinking or not.
  const panel = page.locator("[data-thinking-panel]");
  const toggle = panel.getByRole("button", { name: "Thinking" });
  assert.equal(await panel.count(), 1, "the panel waits for the computer's turn");
  assert.equal(await page.locator("[data-thinking]").count(), 0, "not thinking on the human's turn");
  await actAndSee(page, "[data-thinking][data-best]", () => page.click('[data-square="f5"]'));
  await audit(page, "thinking panel");
  await blackToMove(page);
  assert.equal(await page.locator("[data-thinking]").count(), 0, "the thinking goes with the turn");
  assert.equal(await panel.getAttribute("data-open"), "true", "the panel stays, open");
  await audit(page, "thinking panel between turns");
  // Folded while the computer thinks: the panel open and the computer thinking.
  await playFirstLegal('[data-thinking][data-open="true"]');
  await toggle.click();
  assert.equal(await panel.getAttribute("data-open"), "false");
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal(await panel.locator("li").count(), 0, "folded to its button");
  await blackToMove(page);
  // The button outlives the turn, so the focus stays on it.
  assert.ok(await toggle.evaluate((b) => b === document.activeElement), "the focus stays on the button");
  // The turn after, and after a reload, it opens folded.
  await playFirstLegal("[data-thinking]");
  assert.equal(await panel.getAttribute("data-open"), "false", "remembered for the next turn");
  await blackToMove(page);
  await page.reload();
  await page.waitForFunction(() => document.body.hasAttribute("data-app-ready"));
  await playFirstLegal("[data-thinking]");
  assert.equal(await panel.getAttribute("data-open"), "false", "remembered after a reload");
  await page.close();
});

/**
 * Follows the "New game" button on every frame from the human's move until the computer's
 * reply has landed; returns how far (in px) it moved from where it was before the move.
 */
async function controlsDrift(page, square) {
  await page.evaluate(() => {
    const button = () => [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "New game");
    const from = button().getBoundingClientRect().top;
    window.__drift = 0;
    window.__following = true;
    const follow = () => {
      window.__drift = Math.max(window.__drift, Math.abs(button().getBoundingClientRect().top - from));
      if (window.__following) requestAnimationFrame(follow);
    };
    requestAnimationFrame(follow);
  });
  await actAndSee(page, "[data-thinking]", () => page.click(`[data-square="${square}"]`));
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black", null, {
    timeout: 15_000,
  });
  // One more frame after the reply, then stop following.
  return page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => {
          window.__following = false;
          done(window.__drift);
        }),
      ),
  );
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`at ${width}x${height} nothing moves under the thumb while the computer answers (New game stays within 2 px)`, async () => {
    const page = await env.browser.context.newPage();
    await page.setViewportSize({ width, height });
    await openApp(page, env.server.url);
    await choosePlayer(page, "Black", "human");
    // A quick level (its panel says little) and a slow one (its panel says much).
    for (const level of ["ai-1", "ai-6"]) {
      await choosePlayer(page, "White", level);
      await loadOutOfBook(page, Number(level.slice(3)));
      const legal = await page.$$eval('[data-legal="true"]', (bs) => bs.map((b) => b.dataset.square));
      const drift = await controlsDrift(page, legal[0]);
      assert.ok(drift <= 2, `${level}: New game moved ${drift} px while the computer answered`);
    }
    await page.close();
  });
}

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
