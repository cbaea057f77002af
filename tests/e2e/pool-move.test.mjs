// The computer's move on a pool of workers: Oracle (alpha-beta) with "Cores" 2 has its
// search split at the root among the coordinator's two helpers; its move is legal, both
// helpers search and the coordinator searches nothing itself; the thinking panel follows
// the shared search; Undo while it thinks stops the search in every helper; a helper that
// hangs is replaced by the coordinator's watchdog and the move still comes, and so is one
// that sends what cannot be read. With Cores left automatic the move stays on one worker.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MIDDLE_GAME, actAndSee, blackToMove, loadSave, openWithPlayers, oracle, saveDocument, useBrowser } from "./harness.mjs";
import { assertWorkersIdle, countSlices, slices, waitForWorkers } from "./workers.mjs";

const env = useBrowser();

const moves = MIDDLE_GAME.match(/../g);
const WHITE_TO_MOVE = '[role="status"][data-turn="white"]';

const status = (page) => page.evaluate(() => document.querySelector('[role="status"]').dataset);
const lastMove = (page) => page.evaluate(() => document.querySelector('[data-last="true"]')?.dataset.square);
const legalSquares = (page) => page.$$eval('[data-legal="true"]', (bs) => bs.map((b) => b.dataset.square).sort());

/** A page with the middle game loaded, Oracle playing White on `cores` cores (to move). */
async function oracleToMove(cores) {
  const page = await openWithPlayers(env, "human", "human");
  await loadSave(
    page,
    saveDocument({ moves, toMove: "white", options: { white: { player: "computer", level: 6 }, cores } }),
  );
  // Loaded: the game's 25 discs on the board (26 once Oracle has replied).
  await page.waitForFunction(() => document.querySelectorAll('[data-disc="black"], [data-disc="white"]').length >= 25);
  return page;
}

test("Oracle's move on two workers: legal, searched by both helpers, the panel following it", async () => {
  const page = await oracleToMove(2);
  // The first move spawns the helpers (and they load the learned evaluation).
  await blackToMove(page);
  let game = MIDDLE_GAME + (await lastMove(page));
  assert.ok(oracle("moves", MIDDLE_GAME).positions.at(-1).legal.includes(game.slice(-2)), "the first reply is legal");
  assert.equal(page.workers().length, 3, "the coordinator and two helpers");
  await countSlices(page);
  await page.evaluate(() => {
    window.__reports = [];
    new MutationObserver(() => {
      const p = document.querySelector("[data-thinking][data-best]");
      if (p) window.__reports.push({ ...p.dataset });
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  for (let i = 0; i < 2; i++) {
    const human = (await legalSquares(page))[0];
    game += human;
    const legal = oracle("moves", game).positions.at(-1).legal;
    await actAndSee(page, WHITE_TO_MOVE, () => page.click(`[data-square="${human}"]`));
    await blackToMove(page);
    const reply = await lastMove(page);
    assert.ok(legal.includes(reply), `${reply} is one of White's moves ${legal}`);
    game += reply;
  }
  const [coordinator, ...helpers] = await slices(page);
  console.log(`slices over two moves: coordinator ${coordinator}, helpers ${helpers.join(", ")}`);
  assert.equal(coordinator, 0, "the coordinator searched nothing itself");
  assert.ok(helpers.length === 2 && helpers.every((n) => n > 0), `both helpers searched: ${helpers}`);
  const reports = await page.evaluate(() => window.__reports);
  assert.ok(reports.length >= 2, `${reports.length} reports of the shared search`);
  for (const r of reports) {
    assert.match(r.depth, /^\d+$/);
    assert.match(r.value, /^-?\d+$/, "a value in discs");
    assert.equal(r.pv.split(" ")[0], r.best, "the line starts with the best move");
  }
  await page.close();
});

test("with Cores left automatic, Oracle's move stays on one worker (two gain no depth)", async () => {
  const page = await oracleToMove(undefined);
  await blackToMove(page);
  const game = MIDDLE_GAME + (await lastMove(page));
  assert.ok(oracle("moves", MIDDLE_GAME).positions.at(-1).legal.includes(game.slice(-2)), "the reply is legal");
  assert.equal(page.workers().length, 1, "no helper was started for the move");
  await page.close();
});

test("Undo while Oracle thinks on two workers stops the search in every helper", async () => {
  const page = await oracleToMove(2);
  await blackToMove(page);
  const reply = await lastMove(page);
  await countSlices(page);
  const human = (await legalSquares(page))[0];
  const before = await slices(page);
  // Undo is pressed in the page the moment the shared search first reports a best move (its
  // helpers' answers: the coordinator searches nothing itself), so that it lands while Oracle
  // thinks however slowly this process follows: on a loaded machine a reply can come within
  // half a second of the human's move.
  await actAndSee(page, "[data-thinking][data-best]", () => page.click(`[data-square="${human}"]`), { press: "Undo" });
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.turn === "black");
  assert.equal((await status(page)).status, "to-move");
  assert.equal(await lastMove(page), reply, "the human's move taken back, Oracle's next never played");
  const after = await slices(page);
  assert.ok([1, 2].some((i) => after[i] > before[i]), `the helpers searched: ${before} -> ${after}`);
  await assertWorkersIdle(page, "no worker searches after the undo");
  await page.close();
});

/**
 * Two moves of Oracle on two workers with `breakHelper(helper)` done to the second helper
 * while the first is searched; each reply must be legal (the jobs' deadlines end a move's
 * search whatever the helpers do). Then the broken helper must have been replaced (a new
 * worker, the pool three workers again). Returns what was logged as a problem meanwhile.
 */
async function twoMovesWithABrokenHelper(breakHelper) {
  const page = await oracleToMove(2);
  await blackToMove(page);
  let game = MIDDLE_GAME + (await lastMove(page));
  const problems = env.watcher.problems().length;
  const replaced = page.waitForEvent("worker", { timeout: 60_000 });
  for (let i = 0; i < 2; i++) {
    const human = (await legalSquares(page))[0];
    game += human;
    const legal = oracle("moves", game).positions.at(-1).legal;
    // The first move: the helper is broken once the shared search has reported (if the reply
    // is in by then, the second move meets the broken helper from its start).
    await actAndSee(page, i === 0 ? "[data-thinking][data-best]" : WHITE_TO_MOVE, () =>
      page.click(`[data-square="${human}"]`),
    );
    if (i === 0) await breakHelper(page.workers()[2]);
    await blackToMove(page);
    const reply = await lastMove(page);
    assert.ok(legal.includes(reply), `${reply} is one of White's moves ${legal}`);
    game += reply;
  }
  await replaced;
  // The broken one goes once its thread is stopped.
  await waitForWorkers(page, (n) => n === 3, "the coordinator and two helpers again");
  const logged = env.watcher.problems().slice(problems);
  await page.close();
  return logged;
}

test("a helper that hangs during Oracle's move is replaced by the coordinator's watchdog and the moves come", async () => {
  // The helper stops answering without failing: its thread spins for ever. Silent 5 s
  // while it owed an answer, it is terminated and replaced.
  const logged = await twoMovesWithABrokenHelper((helper) =>
    helper.evaluate(() => {
      setTimeout(() => {
        for (;;);
      });
    }),
  );
  assert.ok(logged.length > 0 && logged.every((p) => /helper worker 1 stopped answering; replaced/.test(p)), logged.join("\n"));
});

/** What the helper tests make the coordinator log, on purpose. */
const EXPECTED =
  /helper worker 1 stopped answering; replaced|a message from a helper worker did not decode; dropped|helper worker 1 failed; replaced/;

test("a helper that sends what cannot be read during Oracle's move is replaced and the moves come", async () => {
  // The helper sends its coordinator bytes that are no message of ours: dropped and
  // reported, the helper terminated and replaced.
  const logged = await twoMovesWithABrokenHelper((helper) =>
    helper.evaluate(() => self.postMessage(new Uint8Array([250, 251, 252, 253]))),
  );
  assert.ok(logged.some((p) => /did not decode; dropped/.test(p)), logged.join("\n"));
  assert.ok(logged.some((p) => /helper worker 1 failed; replaced/.test(p)), logged.join("\n"));
  assert.ok(logged.every((p) => EXPECTED.test(p)), logged.join("\n"));
});

test("no request left the origin and nothing else was logged as an error", () => {
  const problems = env.watcher.problems().filter((p) => !EXPECTED.test(p));
  assert.deepEqual(problems, []);
});
