// Hint: every legal move's value in discs (`data-hint`), exact ones marked
// (`data-hint-exact`), the best ringed (`data-hint-best`), deeper values replacing the first.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertSolverHint, audit, hinted, openWithPlayers, oracle, readBoard, useBrowser } from "./harness.mjs";

const env = useBrowser();

test("at the start the four moves, one by symmetry, get one value and are all best", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForSelector("[data-hint]", { timeout: 5000 });
  // Every answer as it deepens (each new data-hint-depth) has the four equal.
  let depth = 0;
  for (let i = 0; i < 6; i++) {
    const shown = await hinted(page);
    assert.deepEqual(Object.keys(shown).sort(), ["c4", "d3", "e6", "f5"]);
    const values = new Set(Object.values(shown).map((h) => h.value));
    assert.equal(values.size, 1, JSON.stringify(shown));
    const [value] = values;
    assert.match(value, /^-?\d+$/, "a signed integer");
    assert.ok(Math.abs(Number(value)) <= 4, `the start is about even: ${value}`);
    for (const h of Object.values(shown)) {
      assert.ok(h.best && !h.exact);
      const said = Number(value) > 0 ? `+${value}` : value;
      const unit = Math.abs(Number(value)) === 1 ? "disc" : "discs";
      assert.ok(h.label.endsWith(`, best move, ${said} ${unit}`), h.label);
    }
    // The next, deeper answer, unless this was the last.
    depth = await page
      .waitForFunction(
        (d) => {
          const now = Number(document.querySelector("[data-board]").dataset.hintDepth ?? 0);
          const done = document.getElementById("hint").getAttribute("aria-busy") !== "true";
          return (now > d || done) && { now, done };
        },
        depth,
        { timeout: 15_000 },
      )
      .then((h) => h.jsonValue())
      .then(({ now, done }) => (done && now <= depth ? null : now));
    if (depth === null) break;
  }
  await audit(page, "hint at the start");
  // Playing clears it; H asks again for the new position.
  await page.click('[data-square="f5"]');
  await page.waitForFunction(() => !document.querySelector("[data-hint]"));
  await page.keyboard.press("h");
  await page.waitForSelector("[data-hint-best]", { timeout: 5000 });
  const after = await hinted(page);
  assert.deepEqual(Object.keys(after).sort(), (await readBoard(page)).legal);
  await page.close();
});

test("twenty empties: every move's exact value, as the solver finds it, within seconds", async () => {
  // The first position of the engine's 20-empty test set (cli/data/endgame20.obf).
  const obf = "--X-OX----XOXX--OOOOXXXXOOOOXXOXOOOOXXXXOOOX-XXX---XXX-X----XX-- X";
  const { values } = oracle("solve", obf);
  const page = await openWithPlayers(env, "human", "human");
  await page.getByLabel("Game to paste").fill(obf);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.black === "26");
  const started = Date.now();
  await page.getByRole("button", { name: "Hint" }).click();
  const legal = Object.keys(values).length;
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-board] [data-hint-exact="true"]').length === n,
    legal,
    { timeout: 15_000 },
  );
  const seconds = (Date.now() - started) / 1000;
  await assertSolverHint(page, values);
  console.log(`exact hint values of ${legal} moves at 20 empties in ${seconds.toFixed(2)} s`);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
