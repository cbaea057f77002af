// Hint: the worker's analysis marks the best move and values every legal move.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openWithPlayers, readBoard, useBrowser } from "./harness.mjs";

const env = useBrowser();

const hinted = (page) =>
  page.evaluate(() => ({
    best: [...document.querySelectorAll('[data-hint="true"]')].map((b) => b.dataset.square),
    values: Object.fromEntries(
      [...document.querySelectorAll("[data-value]")].map((b) => [b.dataset.square, b.dataset.value]),
    ),
  }));

test("Hint marks a legal best move with every move's value, and goes with the next move", async () => {
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "New game" }).click();
  await page.click('[data-square="f5"]');
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForSelector('[data-hint="true"]', { timeout: 5000 });
  const board = await readBoard(page);
  const { best, values } = await hinted(page);
  assert.equal(best.length, 1);
  assert.ok(board.legal.includes(best[0]), `${best[0]} is legal`);
  assert.deepEqual(Object.keys(values).sort(), board.legal, "every legal move has a value");
  for (const v of Object.values(values)) assert.match(v, /^(\d{1,3}%|win|draw|loss)$/);
  const label = await page.locator(`[data-square="${best[0]}"]`).getAttribute("aria-label");
  assert.match(label, /best move, (\d+%|win|draw|loss)$/);
  // Playing clears it; H asks again for the new position.
  await page.click(`[data-square="${best[0]}"]`);
  await page.waitForFunction(() => !document.querySelector("[data-value]"));
  await page.keyboard.press("h");
  await page.waitForSelector('[data-hint="true"]', { timeout: 5000 });
  const again = await hinted(page);
  assert.ok((await readBoard(page)).legal.includes(again.best[0]));
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
