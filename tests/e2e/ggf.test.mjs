// GGF: the "GGF" button beside "Copy" gives the game as a GGF record that the engine reads back move for move;
// "Paste game" reads GGF (the board and every move checked), and a bad record is refused
// with the reason while the game stays as it was.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openWithPlayers, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser({ permissions: ["clipboard-read", "clipboard-write"] });

const notation = (page) => page.getByLabel("The game in notation").inputValue();

async function paste(page, text) {
  await page.getByLabel("Game to paste").fill(text);
  await page.getByRole("button", { name: "Paste game" }).click();
}

test("GGF copied, then pasted the record back: the same game; a bad record is refused", async () => {
  const game = oracle("random", "1", "--with-pass");
  const list = game.moves.filter((m) => m !== "pass").join("");
  const page = await openWithPlayers(env, "human", "human");
  await paste(page, list);
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "GGF", exact: true }).click();
  await page.getByText("Copied", { exact: true }).waitFor();
  const record = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(record, /^\(;GM\[Othello\].*BO\[8 -{27}O\*-{6}\*O-{27} \*\]B\[[A-H][1-8]\]W\[/);
  assert.ok(record.endsWith(";)"), record);
  const written = [...record.matchAll(/[BW]\[([A-Z0-9]+)\]/g)].map((m) => m[1]);
  assert.deepEqual(
    written,
    game.moves.map((m) => (m === "pass" ? "PA" : m.toUpperCase())),
    "every move in order, passes as PA",
  );
  // A new game, then the record pasted: the same game again.
  await page.getByRole("button", { name: "New game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.black === "2");
  await paste(page, record);
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  assert.equal(await notation(page), list);
  // A record with an illegal move: refused with the reason, nothing lost.
  const bad = record.replace(/W\[[A-H][1-8]\]/, "W[A1]");
  await paste(page, bad);
  const alert = page.getByRole("alert");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Could not load the GGF record: move 2 \(a1\)/);
  assert.equal(await notation(page), list, "the game is as it was");
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
