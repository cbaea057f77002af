// Hints on the pool of workers: with "Cores" above 1 the coordinator (the app's worker)
// has its helpers value the moves, and the hint looks as on one worker (the same
// `data-hint` values, exact ones the solver's); a hint that goes stale (a move played) is
// stopped in every helper. With "Cores" automatic a hint uses the device's cores too.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  assertSolverHint,
  audit,
  hinted,
  openWithPlayers,
  oracle,
  readBoard,
  setCores,
  useBrowser,
} from "./harness.mjs";
import { assertWorkersIdle, countSlices, moreSlices, slices, waitForWorkers } from "./workers.mjs";

const env = useBrowser();

/** Pastes `obf` as a new game between two humans. */
async function paste(page, obf, black) {
  await page.getByLabel("Game to paste").fill(obf);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction((b) => document.querySelector('[role="status"]').dataset.black === b, String(black));
}

/** Waits until the coordinator and `helpers` helpers are up, and counts their slices. */
async function workersUp(page, helpers) {
  await waitForWorkers(page, (n) => n === helpers + 1, "the coordinator and its helpers");
  await countSlices(page);
}

test("a hint on two workers: every move valued by the helpers, exact values the solver's", async () => {
  // The first position of the engine's 20-empty test set (cli/data/endgame20.obf).
  const obf = "--X-OX----XOXX--OOOOXXXXOOOOXXOXOOOOXXXXOOOX-XXX---XXX-X----XX-- X";
  const { values } = oracle("solve", obf);
  const page = await openWithPlayers(env, "human", "human");
  await setCores(page, "2");
  await paste(page, obf, 26);
  // What the workers started from here fetch (the coordinator, if it starts with the hint,
  // and the two helpers it spawns): each the weights it searches with, and the opening book
  // only the coordinator, whose players play from it.
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").at(-1)));
  await page.getByRole("button", { name: "Hint" }).click();
  await workersUp(page, 2);
  const legal = Object.keys(values).length;
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-board] [data-hint-exact="true"]').length === n,
    legal,
    { timeout: 30_000 },
  );
  await assertSolverHint(page, values);
  const [coordinator, ...helpers] = await slices(page);
  assert.equal(coordinator, 0, "the coordinator searched nothing itself");
  assert.ok(helpers.every((n) => n > 0), `both helpers searched: ${helpers}`);
  const count = (file) => fetched.filter((f) => f === file).length;
  const started = count("worker_bg.wasm");
  assert.ok(started >= 2, `the helpers started: ${fetched.join(" ")}`);
  assert.deepEqual([count("patterns.ofpw"), count("book.ofbk")], [started, started - 2], `fetched: ${fetched.join(" ")}`);
  await audit(page, "a hint on two workers");
  await page.close();
});

test("a middle-game hint deepens on both helpers, looks as on one worker, and a move played stops it in every helper", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await setCores(page, "2");
  await page.getByLabel("Game to paste").fill("f5d6c3d3c4f4f6f3");
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelectorAll("[data-ply]").length === 8);
  await page.getByRole("button", { name: "Hint" }).click();
  await workersUp(page, 2);
  await page.waitForSelector("[data-hint-best]", { timeout: 10_000 });
  await moreSlices(page, await slices(page), [1, 2]);
  assert.equal((await slices(page))[0], 0, "the coordinator searched nothing itself");
  // Every legal move valued, estimates (not yet exact) at one depth, the best ringed.
  const shown = await hinted(page);
  assert.deepEqual(Object.keys(shown).sort(), (await readBoard(page)).legal.sort());
  const top = Math.max(...Object.values(shown).map((h) => Number(h.value)));
  for (const [sq, h] of Object.entries(shown)) {
    assert.ok(!h.exact, `${sq}: ${JSON.stringify(shown)}`);
    assert.equal(h.best, Number(h.value) === top, `${sq}: ${JSON.stringify(shown)}`);
  }
  // A move played: the hint is gone and every helper stops at its next slice.
  const [mv] = (await readBoard(page)).legal;
  await page.click(`[data-square="${mv}"]`);
  await page.waitForFunction(() => !document.querySelector("[data-hint]"));
  await assertWorkersIdle(page, "no worker searches after the hint went stale");
  await page.close();
});

test("with Cores automatic a hint uses the device's cores", async () => {
  const page = await openWithPlayers(env, "human", "human");
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  await page.click('[data-square="f5"]');
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForSelector("[data-hint-best]", { timeout: 10_000 });
  const helpers = Math.min(cores, 8);
  if (helpers > 1) await workersUp(page, helpers);
  else assert.equal(page.workers().length, 1);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
