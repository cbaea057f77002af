// Every core of the device: the "Cores" setting (saved with the options, a bad value in a
// save file refused), the review of a game on a pool of helper workers (the same review
// as one worker's), a cancelled review stopped in every helper, and a helper that dies
// mid-review replaced without the player noticing.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  audit,
  loadSave,
  openSettings,
  openWithPlayers,
  oracle,
  saveDocument,
  setCores,
  useBrowser,
} from "./harness.mjs";
import { assertWorkersIdle, countSlices, moreSlices, slices, waitForWorkers } from "./workers.mjs";

const env = useBrowser();

/** What the move list says of each move after a review: { loss, best }. */
const marks = (page) =>
  page.$$eval("[data-ply]", (items) => items.map((li) => ({ loss: li.dataset.loss, best: li.dataset.bestMove })));

/**
 * Checks a finished review of `game`: every move reviewed with a legal best move, and in
 * the last moves, which the review solves exactly, the solver's own losses and best moves
 * (before them the values come from 8-ply searches whose tables remember the positions a
 * worker saw before, so they may differ by a disc or two between one worker and several).
 */
async function checkReview(page, game) {
  const shown = await marks(page);
  assert.equal(shown.length, game.moves.length, "every move, passes included");
  const exact = oracle("losses", game.moves.filter((m) => m !== "pass").join("")).losses;
  let checked = 0;
  for (const [i, m] of shown.entries()) {
    assert.match(m.loss, /^\d+$/, `move ${i + 1}`);
    if (game.moves[i] === "pass") assert.equal(m.best, "pass");
    else assert.ok(game.positions[i].legal.includes(m.best), `move ${i + 1}: ${m.best} is legal`);
    if (exact[i]) {
      assert.deepEqual(m, { loss: String(exact[i].loss), best: exact[i].best }, `move ${i + 1}: the solver's`);
      checked++;
    }
  }
  assert.ok(checked >= 12, `${checked} moves checked against the solver`);
}

/**
 * Pastes the random game of `seed` (played to its end) between two humans, in a new game
 * (so that a review of the same game shown before is gone).
 */
async function pasteGame(page, seed) {
  const game = oracle("random", seed);
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.getByLabel("Game to paste").fill(game.moves.filter((m) => m !== "pass").join(""));
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  return game;
}


test("Cores: typed in the settings, saved with the options, audited; a bad value in a file is refused", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await openSettings(page);
  const field = page.getByLabel("Cores");
  assert.equal(await field.inputValue(), "", "the device's default at first");
  assert.equal(await field.getAttribute("placeholder"), "Automatic");
  await audit(page, "the settings with Cores");
  await setCores(page, "2");
  const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem("outflank.save")).options.cores);
  assert.equal(await saved(), 2);
  await page.reload();
  await page.waitForSelector("body[data-app-ready]");
  await openSettings(page);
  assert.equal(await page.getByLabel("Cores").inputValue(), "2", "kept after a reload");
  // Emptied: the default again, and no longer written.
  await setCores(page, "");
  assert.equal(await saved(), undefined);
  await setCores(page, "3");
  // A file with 0 cores is refused with the reason; the setting stays as it was.
  await loadSave(page, saveDocument({ toMove: "black", options: { cores: 0 } }));
  const notice = page.getByRole("alert");
  await notice.waitFor();
  assert.match(
    await notice.textContent(),
    /Could not load the game: the field "options\.cores" should be a number of cores from 1 to 64, not the number 0/,
  );
  assert.equal(await page.getByLabel("Cores").inputValue(), "3");
  // A good one sets it.
  await loadSave(page, saveDocument({ toMove: "black", options: { cores: 1 } }), "one.json");
  await page.waitForFunction(() => document.querySelector("input[type=number]").value === "1");
  await page.close();
});

test("the review on two workers, from helpers the coordinator spawns, and on one: the solver's values at the end", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await setCores(page, "1");
  const game = await pasteGame(page, "7");
  const analyze = page.getByRole("button", { name: "Analyze the game" });
  let started = Date.now();
  await analyze.click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  const one = (Date.now() - started) / 1000;
  await checkReview(page, game);
  assert.equal(page.workers().length, 1, "one core: the worker searches alone");

  // Two cores: the same game again (pasted anew, so the review is asked again).
  await setCores(page, "2");
  await pasteGame(page, "7");
  started = Date.now();
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("#review-progress");
  await countSlices(page);
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  const two = (Date.now() - started) / 1000;
  console.log(`review of ${game.moves.length} moves: ${one.toFixed(1)} s on one worker, ${two.toFixed(1)} s on two`);
  await checkReview(page, game);
  // The coordinator (the app's worker, the first) and its two helpers; the coordinator
  // only hands out positions.
  assert.equal(page.workers().length, 3);
  const [coordinator] = await slices(page);
  assert.equal(coordinator, 0, "the coordinator searched nothing itself");
  await page.close();
});

test("a cancelled review stops in every helper; a helper that dies is replaced and the review completes", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await setCores(page, "2");
  const game = await pasteGame(page, "11");
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("#review-progress");
  // Both helpers are up and searching.
  await waitForWorkers(page, (n) => n === 3, "the coordinator and two helpers");
  await countSlices(page);
  await moreSlices(page, await slices(page), [1, 2]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForSelector("#review-progress", { state: "detached" });
  await assertWorkersIdle(page, "no worker searches after the review is cancelled");

  // Asked again, then one helper crashes mid-review: its position goes to another, a new
  // helper takes its place, and every move is reviewed all the same.
  const problems = env.watcher.problems().length;
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForFunction(() => Number(document.querySelector("#review-progress")?.value) >= 3, null, {
    timeout: 30_000,
  });
  await page.workers()[2].evaluate(() => {
    setTimeout(() => {
      throw new Error("a helper crashed (test)");
    });
  });
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  await waitForWorkers(page, (n) => n === 3, "the crashed helper was replaced");
  const logged = env.watcher.problems().slice(problems);
  assert.ok(logged.every((p) => /helper crashed \(test\)|helper worker 1 failed; replaced/.test(p)), logged.join("\n"));
  await checkReview(page, game);
  await page.close();
});

test("no request left the origin and nothing else was logged as an error", () => {
  const problems = env.watcher.problems().filter((p) => !/helper crashed \(test\)|helper worker 1 failed; replaced/.test(p));
  assert.deepEqual(problems, []);
});
