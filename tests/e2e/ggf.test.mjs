// GGF: the "GGF" button beside "Copy" gives the game as a GGF record that the engine reads back move for move;
// "Paste game" reads GGF (the board and every move checked), and a bad record is refused
// with the reason while the game stays as it was.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openWithPlayers, oracle, useBrowser } from "./harness.mjs";

const env = useBrowser({ permissions: ["clipboard-read", "clipboard-write"] });

const notation = (page) => page.getByLabel("The game in notation").inputValue();

/** "GGF", then the live region's word that the record was copied. */
async function copyGgf(page) {
  await page.waitForFunction(() => !document.querySelector('[role="status"]').textContent.startsWith("Copied"));
  await page.getByRole("button", { name: "GGF", exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.startsWith("Copied the game"));
}

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

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`at ${width}x${height}: a record between two people keeps its players in neutral words; GGF gives RE and DT`, async () => {
    const game = oracle("random", "3");
    assert.notEqual(game.outcome.winner, "draw");
    const moves = game.moves.map((m) => (m === "pass" ? "PA" : m.toUpperCase()));
    let black = true;
    const written = moves.map((m) => {
      const tag = `${black ? "B" : "W"}[${m}]`;
      black = !black;
      return tag;
    });
    const start = "---------------------------O*------*O--------------------------- *";
    const record = `(;GM[Othello]PC[Club]DT[2025.01.02]PB[Ann Lee]PW[Bob]RE[?]TY[8]BO[8 ${start}]${written.join("")};)`;
    // You against Bramble: the record is still Ann's and Bob's game, not yours.
    const page = await openWithPlayers(env, "human", "ai-1");
    await page.setViewportSize({ width, height });
    await paste(page, record);
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
    const cards = await page.$$eval(".side-card .player", (ps) => ps.map((p) => p.textContent));
    assert.deepEqual(cards, ["Ann Lee", "Bob"], "the score cards name the record's players");
    const winner = game.outcome.winner === "black" ? "Ann Lee" : "Bob";
    const result = await page.locator("[data-result-text]").textContent();
    assert.ok(result.startsWith(`${winner} wins ${Math.max(game.outcome.black, game.outcome.white)}–`), result);
    assert.doesNotMatch(result, /\bYou\b|your/);
    assert.doesNotMatch(await page.locator('[role="status"]').textContent(), /\bYou\b/);
    assert.equal(await page.locator("[data-farewell]").count(), 0, "no computer's closing line");
    // The GGF copy keeps the players, place and date, and gives the result.
    await page.getByRole("button", { name: "GGF", exact: true }).click();
    await page.getByText("Copied", { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /PC\[Club\]PB\[Ann Lee\]PW\[Bob\]DT\[2025\.01\.02\]RE\[\?\]/);
    // Kept with the game: after a reload, still Ann's and Bob's record.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.dataset.status === "game-over");
    await page.waitForFunction(() => document.querySelector(".side-card .player")?.textContent === "Ann Lee");
    assert.deepEqual(await page.$$eval(".side-card .player", (ps) => ps.map((p) => p.textContent)), ["Ann Lee", "Bob"]);
    assert.equal(await page.locator("[data-result-text]").textContent(), result, "the same result after a reload");
    // A finished move list pasted: a record between Black and White.
    await paste(page, game.moves.filter((m) => m !== "pass").join(""));
    await page.waitForFunction(() => document.querySelector(".side-card .player").textContent === "Black");
    const colour = game.outcome.winner === "black" ? "Black" : "White";
    assert.match(await page.locator("[data-result-text]").textContent(), new RegExp(`^${colour} wins `));
    assert.equal(await page.locator("[data-farewell]").count(), 0);
    await copyGgf(page);
    const plain = await page.evaluate(() => navigator.clipboard.readText());
    const diff = game.outcome.black - game.outcome.white;
    assert.match(plain, new RegExp(`PB\\[Black\\]PW\\[White\\]RE\\[${diff > 0 ? "\\+" : ""}${diff}\\.000\\]`), plain);
    // Your own game: your names, today's date, no result until it ends.
    await page.getByRole("button", { name: "New game" }).click();
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.black === "2");
    await copyGgf(page);
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", ".");
    const own = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(own.includes(`PC[Outflank]PB[You]PW[Bramble]DT[${today}]`), own);
    assert.doesNotMatch(own, /RE\[/);
    await page.close();
  });
}

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
