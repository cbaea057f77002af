// The practice pages through their contract: a wrong move refused with its value, "Try
// again", a right move solved; progress and the daily puzzle the same across a reload; a
// damaged puzzle file refused with a message while the game still works; the puzzles not
// fetched by the first screen and played offline; a reviewed game's mistakes in the queue
// of #puzzles/mistakes; the pages by keyboard, Back, their layouts (audited) and Japanese.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { serve } from "../../scripts/static-server.mjs";
import { audit, choosePlayer, dist, freshBrowser, launch, oracle, openApp, useServer } from "./harness.mjs";

const env = useServer();

/** A fresh browser (its own storage) watched for errors; `close` checks there were none. */
const fresh = (options = {}) => freshBrowser(env, options);

/** Opens the app at `hash` and waits for the puzzle. */
async function openPuzzle(page, hash) {
  await page.goto(`${env.server.url}${hash}`);
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  return page.locator("[data-puzzle]");
}

/** The puzzle's solution, as "Show the solution" draws it: each move's value and the best. */
async function solution(page) {
  await page.getByRole("button", { name: "Show the solution" }).click();
  await page.waitForSelector("[data-puzzle] [data-hint-best]");
  // The button is gone: the focus is on a best move, not lost to the page.
  await page.waitForFunction(() => document.activeElement?.matches("[data-puzzle] [data-hint-best]"));
  return page.$$eval("[data-puzzle] [data-hint]", (squares) =>
    squares.map((s) => ({ square: s.dataset.square, value: Number(s.dataset.hint), best: s.dataset.hintBest === "true" })),
  );
}

const square = (page, name) => page.locator(`[data-puzzle] [data-square="${name}"]`);

/** Plays `moves`, right moves of a line's steps from step `from`: each brings the
 * computer's reply and the next step (`continue`), but a move of the last step solves it. */
async function playLine(page, moves, from = 1) {
  const steps = Number(await page.locator("[data-puzzle]").getAttribute("data-puzzle-steps"));
  for (const [i, move] of moves.entries()) {
    await square(page, move).click();
    if (from + i === steps) {
      await page.waitForSelector('[data-puzzle][data-puzzle-result="solved"]');
    } else {
      await page.waitForSelector(`[data-puzzle][data-puzzle-result="continue"][data-puzzle-step="${from + i + 1}"]`);
    }
  }
}

/** The solution of the puzzle a fresh player sees at `hash` (`init` prepares its page),
 * learnt step by step as a player would: each step's from a browser of its own that plays
 * the steps known, then shows the solution. The first step's id, right move, a wrong move
 * and its loss; each step's (`steps`) and the right move of every step (`line`). */
async function solutionSeenAt(hash, init = async () => {}) {
  const line = [];
  const steps = [];
  let first;
  for (;;) {
    const b = await fresh();
    await init(b.page);
    const puzzle = await openPuzzle(b.page, hash);
    await playLine(b.page, line);
    const id = await puzzle.getAttribute("data-puzzle-id");
    const count = Number(await puzzle.getAttribute("data-puzzle-steps"));
    const values = await solution(b.page);
    await b.close();
    const best = Math.max(...values.map((v) => v.value));
    const right = values.find((v) => v.best);
    const wrong = values.filter((v) => !v.best).sort((a, b) => a.value - b.value)[0];
    assert.equal(right.value, best, "the ringed move has the best value");
    const step = { right: right.square, wrong: wrong.square, loss: best - wrong.value };
    first ??= { id, ...step };
    steps.push(step);
    line.push(right.square);
    if (line.length >= count) return { ...first, steps, line };
  }
}

/** What the page says after a right move of step `n` of `answer`. */
function rightWords(answer, n) {
  const move = answer.line[n - 1];
  return n === answer.line.length
    ? `Right: ${move} is the best move.`
    : new RegExp(`^Right: ${move}\\. The computer (answers [a-h][1-8]; your move|has no move and passes; your move again)\\.$`);
}

test("#puzzles: a wrong move is refused with its value, Try again, a right move solves it; progress survives a reload", async () => {
  const answer = await solutionSeenAt("#puzzles");
  const { page, close } = await fresh();
  const puzzle = await openPuzzle(page, "#puzzles");
  assert.equal(await puzzle.getAttribute("data-puzzle-id"), answer.id, "a fresh player's first puzzle");
  assert.ok(Number(await puzzle.getAttribute("data-puzzle-count")) >= 2000);
  assert.match(await puzzle.getAttribute("data-to-move"), /^(black|white)$/);
  assert.equal(await puzzle.getAttribute("data-puzzle-result"), null);
  assert.equal(await page.locator("[data-puzzles-solved]").getAttribute("data-puzzles-solved"), "0");

  await square(page, answer.wrong).click();
  await page.waitForSelector('[data-puzzle][data-puzzle-result="wrong"]');
  const discs = answer.loss === 1 ? "1 disc" : `${answer.loss} discs`;
  assert.equal(await page.locator(".puzzle-feedback").textContent(), `${answer.wrong} loses ${discs}; there is a better move.`);
  // Refused: the board waits for "Try again".
  assert.equal(await square(page, answer.right).getAttribute("data-legal"), "false");
  // By keyboard: Enter on "Try again" puts the focus back on the square tried.
  await page.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-puzzle]:not([data-puzzle-result])");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), answer.wrong);
  // A line of several moves goes on after the computer's reply; the last move solves it.
  await playLine(page, answer.line.slice(0, 1));
  const words = rightWords(answer, 1);
  if (typeof words === "string") assert.equal(await page.locator(".puzzle-feedback").textContent(), words);
  else assert.match(await page.locator(".puzzle-feedback").textContent(), words);
  await playLine(page, answer.line.slice(1), 2);
  await page.waitForSelector('[data-puzzles-solved="1"]');

  await page.reload();
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.equal(await page.locator("[data-puzzles-solved]").getAttribute("data-puzzles-solved"), "1", "kept");
  // Solved, the puzzle is done: the reload gives the next one (it is not counted twice).
  const second = await puzzle.getAttribute("data-puzzle-id");
  assert.notEqual(second, answer.id);
  // Missed at the first try: it comes back, and the page says so.
  assert.match(await page.locator(".practice-progress").textContent(), /1 missed puzzle comes back/);
  await page.getByRole("button", { name: "Show the solution" }).click();
  await page.getByRole("button", { name: "Next puzzle" }).click();
  await page.waitForFunction((id) => {
    const p = document.querySelector("[data-puzzle]");
    return p && p.dataset.puzzleId !== id;
  }, second);
  await close();
});

// A test player is put on a puzzle through the progress the page keeps ("progress1 ...": the
// puzzle shown is the 13th number), once, so a reload keeps what the page saved.
const progressOn = (id) => `progress1 0 0 0 1 0 0 0 0 0 0 0 ${id} 0 -1 0 0`;

/** The first puzzle of the shipped file that is a line (two steps or more), as the page
 * shows it: the file is graded again with each new evaluation, so which one it is changes. */
async function firstLineId() {
  const { page, close } = await fresh();
  try {
    await openPuzzle(page, "#puzzles");
    for (let id = 0; id < 100; id++) {
      await page.evaluate((kept) => localStorage.setItem("outflank.practice", kept), progressOn(id));
      await page.reload();
      const puzzle = page.locator(`[data-puzzle][data-puzzle-id="${id}"]`);
      await puzzle.waitFor();
      if (Number(await puzzle.getAttribute("data-puzzle-steps")) >= 2) return String(id);
    }
    throw new Error("no line among the first 100 puzzles");
  } finally {
    await close();
  }
}

test("#puzzles: a line of several moves: the computer's reply after each right move (continue), a wrong move on a later step tried again, solved at its end", async () => {
  const LINE_ID = await firstLineId();
  const onLine = async (page) =>
    page.addInitScript((kept) => {
      if (!localStorage.getItem("outflank.practice")) localStorage.setItem("outflank.practice", kept);
    }, progressOn(LINE_ID));
  const answer = await solutionSeenAt("#puzzles", onLine);
  assert.equal(answer.id, LINE_ID);
  assert.ok(answer.line.length >= 2, `a line: ${answer.line}`);
  const { page, close } = await fresh();
  await onLine(page);
  const puzzle = await openPuzzle(page, "#puzzles");
  assert.equal(await puzzle.getAttribute("data-puzzle-id"), LINE_ID);
  assert.equal(await puzzle.getAttribute("data-puzzle-steps"), String(answer.line.length));
  assert.equal(await puzzle.getAttribute("data-puzzle-step"), "1");
  assert.match(await page.locator(".puzzle-facts").textContent(), new RegExp(`Move 1 of ${answer.line.length}`));
  const toMove = await puzzle.getAttribute("data-to-move");

  // The first right move: the computer replies on the board, the player goes on.
  await square(page, answer.line[0]).click();
  await page.waitForSelector('[data-puzzle][data-puzzle-result="continue"][data-puzzle-step="2"]');
  const status = page.locator('.puzzle-feedback[role="status"]');
  assert.match(await status.textContent(), rightWords(answer, 1));
  const reply = (await status.textContent()).match(/answers ([a-h][1-8])/)?.[1];
  if (reply) {
    // The computer's move is the board's last move, in the other colour.
    const last = page.locator('[data-puzzle] [data-square][data-last="true"]');
    assert.equal(await last.getAttribute("data-square"), reply);
    assert.notEqual(await last.getAttribute("data-disc"), toMove);
  }
  assert.equal(await puzzle.getAttribute("data-to-move"), toMove, "the player's move again");
  assert.match(await page.locator(".puzzle-facts").textContent(), new RegExp(`Move 2 of ${answer.line.length}`));
  assert.equal(await page.locator("[data-puzzles-solved]").getAttribute("data-puzzles-solved"), "0", "not solved yet");

  // A wrong move on the second step: refused with its value; Try again goes back to that
  // step, not to the line's start.
  const second = answer.steps[1];
  await square(page, second.wrong).click();
  await page.waitForSelector('[data-puzzle][data-puzzle-result="wrong"]');
  const discs = second.loss === 1 ? "1 disc" : `${second.loss} discs`;
  assert.equal(await status.textContent(), `${second.wrong} loses ${discs}; there is a better move.`);
  await page.getByRole("button", { name: "Try again" }).click();
  await page.waitForSelector('[data-puzzle]:not([data-puzzle-result])[data-puzzle-step="2"]');
  await playLine(page, answer.line.slice(1), 2);
  assert.equal(await status.textContent(), rightWords(answer, answer.line.length));
  await page.waitForSelector('[data-puzzles-solved="1"]');
  // Missed at the first try (the wrong move of step 2): it comes back.
  assert.match(await page.locator(".practice-progress").textContent(), /1 missed puzzle comes back/);
  await close();
});

test("#puzzles/daily: the same puzzle for everyone and after a reload; solving it starts a streak of days", async () => {
  const answer = await solutionSeenAt("#puzzles/daily");
  const { page, close } = await fresh();
  const puzzle = await openPuzzle(page, "#puzzles/daily");
  assert.equal(await puzzle.getAttribute("data-puzzle-id"), answer.id, "the same for another player");
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  assert.match(await page.locator("#puzzle-heading").textContent(), new RegExp(today));
  assert.match(await page.locator(".practice-progress").textContent(), /0 days in a row/);
  await playLine(page, answer.line);
  await page.waitForFunction(() => /1 day in a row/.test(document.querySelector(".practice-progress").textContent));
  await page.reload();
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.equal(await puzzle.getAttribute("data-puzzle-id"), answer.id, "the same after a reload");
  const progress = await page.locator(".practice-progress").textContent();
  assert.match(progress, /1 day in a row/);
  assert.match(progress, /solved today's puzzle/);
  await close();
});

test("a damaged puzzle file is refused with a message; the game still works", async () => {
  // No service worker: the test's route must see the file's request.
  const { page, close } = await fresh({ serviceWorkers: "block" });
  const bytes = readFileSync(join(dist, "puzzles.ofpz"));
  bytes[bytes.length >> 1] ^= 0x40;
  await page.route(/\/puzzles\.ofpz$/, (route) => route.fulfill({ status: 200, body: bytes, contentType: "application/octet-stream" }));
  await openApp(page, env.server.url);
  await page.getByRole("button", { name: "Practice" }).first().click();
  const alert = page.locator("[data-puzzles-error]");
  await alert.waitFor();
  assert.match(await alert.textContent(), /could not be loaded.*The game is not affected/);
  assert.match(await alert.getAttribute("data-puzzles-error"), /checksum/);
  assert.equal(await page.locator("[data-puzzle]").count(), 0);
  await page.getByRole("button", { name: "Back to the game" }).click();
  await page.waitForSelector('[data-board] [data-square="d3"]');
  await page.locator('[data-square="d3"]').click();
  await page.waitForSelector('[data-square="d3"][data-disc="black"]');
  await close();
});

test("the first screen does not fetch the puzzles; once installed, they play offline", async () => {
  const server = await serve(dist, 0);
  const browser = await launch();
  const page = await browser.context.newPage();
  await openApp(page, server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith("outflank-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.includes("/puzzles.ofpz"), "precached");
  // The service worker's precache asked for it; the page itself did not.
  const byPage = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  assert.ok(!byPage.some((u) => u.endsWith("/puzzles.ofpz")), "not part of the first screen");
  await server.close();
  await browser.context.setOffline(true);
  await page.goto(`${server.url}#puzzles`);
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.ok(Number(await page.locator("[data-puzzle]").getAttribute("data-puzzle-count")) >= 2000);
  await browser.close();
});

test("the first screen's Practice opens #puzzles by keyboard; Back returns to it; the board takes the keys", async () => {
  const { page, close } = await fresh();
  await openApp(page, env.server.url);
  const practice = page.locator("#open-practice");
  await practice.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.match(page.url(), /#puzzles$/);
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), "Back to the game");
  // The tabs replace the page in the history: Back still leads to the game.
  await page.getByRole("button", { name: "Daily puzzle" }).click();
  await page.waitForFunction(() => location.hash === "#puzzles/daily");
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  // The board by keyboard: Tab reaches a legal square, Enter plays it.
  const board = page.locator("[data-puzzle] [data-board]");
  await board.locator('[data-legal="true"]').first().focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-puzzle][data-puzzle-result]");
  await page.goBack();
  await page.waitForSelector("[data-board] [data-square]:not([data-puzzle] *)");
  await page.waitForFunction(() => document.activeElement?.id === "open-practice");
  await close();
});

test("a reviewed game's mistakes (6 discs or more) go to #puzzles/mistakes, played like puzzles", async () => {
  const game = oracle("random", "7");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const { page, close } = await fresh();
  await openApp(page, env.server.url);
  await page.goto(`${env.server.url}#puzzles/mistakes`);
  await page.waitForSelector("[data-no-mistakes]");
  await page.getByRole("button", { name: "Back to the game" }).click();
  await page.waitForSelector("[data-board] [data-square]");
  // Two humans: every move is the player's.
  await choosePlayer(page, "White", "human");
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  const mistakes = await page.$$eval("[data-ply]", (items) =>
    items
      .map((li) => ({ loss: Number(li.dataset.loss), best: li.dataset.bestMove, ply: Number(li.dataset.ply) }))
      .filter((m) => m.loss >= 6),
  );
  assert.ok(mistakes.length >= 1, "random play makes mistakes");
  await page.getByRole("button", { name: "Practise my mistakes" }).click();
  const added = page.locator("[data-mistakes-added]");
  await added.waitFor();
  assert.equal(await added.getAttribute("data-mistakes-added"), String(mistakes.length));
  await page.getByRole("link", { name: "Open my mistakes" }).click();
  const puzzle = page.locator("[data-puzzle]");
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.equal(await puzzle.getAttribute("data-puzzle-count"), String(mistakes.length));
  const first = mistakes[0];
  const played = game.moves[first.ply - 1];
  assert.match(await page.locator(".puzzle-facts").textContent(), new RegExp(`played ${played}, which lost ${first.loss} discs`));
  // The move played is refused with its loss; the review's best move solves it.
  await square(page, played).click();
  await page.waitForSelector('[data-puzzle][data-puzzle-result="wrong"]');
  assert.equal(await page.locator(".puzzle-feedback").textContent(), `${played} loses ${first.loss} discs; there is a better move.`);
  await page.getByRole("button", { name: "Try again" }).click();
  await square(page, first.best).click();
  await page.waitForSelector('[data-puzzle][data-puzzle-result="solved"]');
  // Missed at the first try: it goes to the end of the queue.
  await page.getByRole("button", { name: "Next mistake" }).click();
  await page.waitForSelector("[data-puzzle]:not([data-puzzle-result])");
  assert.equal(await puzzle.getAttribute("data-puzzle-count"), String(mistakes.length));
  await page.reload();
  await page.waitForSelector("[data-puzzle] [data-board] [data-square]");
  assert.equal(await puzzle.getAttribute("data-puzzle-count"), String(mistakes.length), "kept across a reload");
  await close();
});

// English words of the practice pages.
const ENGLISH = ["Practice", "Puzzle", "Daily puzzle", "My mistakes", "Difficulty", "to move", "Show the solution", "Back to the game", "solved", "in a row", "Theme", "Find", "values", "Black", "White", "loses", "discs", "better move", "Try again"];

for (const [locale, size] of [["ja-JP", { width: 360, height: 640 }], ["de-DE", { width: 360, height: 640 }], ["en-US", { width: 390, height: 844 }], ["en-US", { width: 1280, height: 800 }]]) {
  test(`#puzzles in ${locale} at ${size.width}x${size.height}: nothing sideways${locale === "ja-JP" ? ", no English" : ""}`, async () => {
    const { page, close } = await fresh({ locale, viewport: size });
    await openPuzzle(page, "#puzzles");
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(await wide(), 0, "no sideways scroll");
    // A wrong move's words too.
    const answer = await page.evaluate(() => document.querySelector("[data-puzzle] [data-legal='true']").dataset.square);
    await square(page, answer).click();
    await page.waitForSelector("[data-puzzle][data-puzzle-result]");
    assert.equal(await wide(), 0, "no sideways scroll after a move");
    if (locale === "en-US") await audit(page, `the puzzles at ${size.width}x${size.height}, a move tried`);
    if (locale === "ja-JP") {
      const text = await page.evaluate(() => {
        const app = document.querySelector(".app");
        const names = [...app.querySelectorAll("[aria-label], [title]")].flatMap((e) => [e.getAttribute("aria-label"), e.getAttribute("title")]);
        return [app.innerText, ...names.filter(Boolean)].join("\n");
      });
      const english = ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
      assert.deepEqual(english, [], `no English: ${text}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
    }
    await close();
  });
}
