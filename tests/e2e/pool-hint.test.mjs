// Hints on the pool of workers: with "Cores" above 1 the coordinator (the app's worker)
// has its helpers value the moves, and the hint looks as on one worker (the same
// `data-hint` values, exact ones the solver's); a hint that goes stale (a move played) is
// stopped in every helper. With "Cores" automatic a hint uses the device's cores too.
import assert from "node:assert/strict";
import { test } from "node:test";
import { audit, countSlices, openSettings, openWithPlayers, oracle, readBoard, sleep, slices, useBrowser } from "./harness.mjs";

const env = useBrowser();

/** Sets "Cores" as a player does: types the number in the settings and leaves the field. */
async function setCores(page, text) {
  await openSettings(page);
  const field = page.getByLabel("Cores");
  await field.fill(text);
  await field.press("Tab");
}

/** What the squares say of the hint: value and exactness of each valued square. */
const hinted = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-board] [data-hint]")].map((b) => [
        b.dataset.square,
        { value: Number(b.dataset.hint), exact: b.dataset.hintExact === "true", best: b.dataset.hintBest === "true" },
      ]),
    ),
  );

/** Pastes `obf` as a new game between two humans. */
async function paste(page, obf, black) {
  await page.getByLabel("Game to paste").fill(obf);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction((b) => document.querySelector('[role="status"]').dataset.black === b, String(black));
}

/** Waits until the coordinator and `helpers` helpers are up, and counts their slices. */
async function workersUp(page, helpers) {
  for (let i = 0; i < 200 && page.workers().length < helpers + 1; i++) await sleep(50);
  assert.equal(page.workers().length, helpers + 1, "the coordinator and its helpers");
  await countSlices(page);
}

test("a hint on two workers: every move valued by the helpers, exact values the solver's", async () => {
  // The first position of the engine's 20-empty test set (cli/data/endgame20.obf).
  const obf = "--X-OX----XOXX--OOOOXXXXOOOOXXOXOOOOXXXXOOOX-XXX---XXX-X----XX-- X";
  const { values } = oracle("solve", obf);
  const page = await openWithPlayers(env, "human", "human");
  await setCores(page, "2");
  await paste(page, obf, 26);
  await page.getByRole("button", { name: "Hint" }).click();
  await workersUp(page, 2);
  const legal = Object.keys(values).length;
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-board] [data-hint-exact="true"]').length === n,
    legal,
    { timeout: 30_000 },
  );
  const shown = await hinted(page);
  assert.deepEqual(Object.keys(shown).sort(), Object.keys(values).sort());
  const best = Math.max(...Object.values(values));
  for (const [sq, v] of Object.entries(values)) {
    assert.equal(shown[sq].value, v, `${sq}: ${JSON.stringify(shown[sq])}`);
    assert.equal(shown[sq].best, v === best, `${sq} best`);
  }
  const [coordinator, ...helpers] = await slices(page);
  assert.equal(coordinator, 0, "the coordinator searched nothing itself");
  assert.ok(helpers.every((n) => n > 0), `both helpers searched: ${helpers}`);
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
  await sleep(300);
  const before = await slices(page);
  await sleep(600);
  const during = await slices(page);
  assert.equal(during[0], 0, "the coordinator searched nothing itself");
  assert.ok(during[1] > before[1] && during[2] > before[2], `both helpers search: ${before} then ${during}`);
  // Every legal move valued, estimates (not yet exact) at one depth, the best ringed.
  const shown = await hinted(page);
  assert.deepEqual(Object.keys(shown).sort(), (await readBoard(page)).legal.sort());
  const top = Math.max(...Object.values(shown).map((h) => h.value));
  for (const [sq, h] of Object.entries(shown)) {
    assert.ok(!h.exact, `${sq}: ${JSON.stringify(shown)}`);
    assert.equal(h.best, h.value === top, `${sq}: ${JSON.stringify(shown)}`);
  }
  // A move played: the hint is gone and every helper stops at its next slice.
  const [mv] = (await readBoard(page)).legal;
  await page.click(`[data-square="${mv}"]`);
  await page.waitForFunction(() => !document.querySelector("[data-hint]"));
  await sleep(200);
  const stopped = await slices(page);
  await sleep(500);
  assert.deepEqual(await slices(page), stopped, "no worker searches after the hint went stale");
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
