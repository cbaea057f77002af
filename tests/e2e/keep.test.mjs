// Keeping the game: Save downloads it, Load restores it exactly (board and options), bad
// files are refused with a message and the game stays; a reload resumes the game.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  assertShows,
  choosePlayer,
  openApp,
  openSettings,
  openWithPlayers,
  oracle,
  readBoard,
  saveDocument,
  useBrowser,
  waitForPosition,
} from "./harness.mjs";

const env = useBrowser({ acceptDownloads: true });

const checked = (page, name) => page.getByLabel(name, { exact: true }).isChecked();

async function play(page, game) {
  for (let i = 0; i < game.moves.length; i++) {
    await page.click(`[data-square="${game.moves[i]}"]`);
    await waitForPosition(page, game.positions[i + 1]);
  }
}

async function loadFile(page, name, text) {
  await page.locator("#load-file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
}

test("Save, New game, Load restores the same board and options; a reload resumes", async () => {
  const game = oracle("moves", "f5d6c3d3c4");
  const page = await openWithPlayers(env, "human", "human");
  await page.getByLabel("Sound", { exact: true }).uncheck();
  await page.getByLabel("Show legal moves", { exact: true }).uncheck();
  await play(page, game);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Save", exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), "outflank-move-6.json");
  const saved = readFileSync(await download.path(), "utf8");
  const doc = JSON.parse(saved);
  assert.equal(doc.format, "outflank-game");
  assert.equal(doc.moves, "f5 d6 c3 d3 c4");
  assert.equal(doc.options.sound, false);

  // A reload resumes the game where it was, options included.
  await page.reload();
  await page.waitForSelector("[data-board] [data-square]");
  assertShows(await waitForPosition(page, game.positions[5]), game.positions[5], "after reload");
  assert.match((await readBoard(page)).text, /Game resumed at move 6/);
  assert.equal(await checked(page, "Sound"), false);

  // New game with other options, then Load brings everything back.
  await page.getByRole("button", { name: "New game" }).click();
  await openSettings(page);
  await page.getByLabel("Sound", { exact: true }).check();
  await page.getByLabel("Show legal moves", { exact: true }).check();
  await choosePlayer(page, "White", "ai-0");
  await waitForPosition(page, game.positions[0]);
  await loadFile(page, "outflank-move-6.json", saved);
  const shown = await waitForPosition(page, game.positions[5]);
  assertShows(shown, game.positions[5], "after Load");
  assert.match(shown.text, /Loaded 5 moves/);
  assert.equal(await checked(page, "Sound"), false);
  assert.equal(await checked(page, "Show legal moves"), false);
  assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), "human");
  await page.close();
});

test("three kinds of bad file are refused with a reason and the game stays as it was", async () => {
  const game = oracle("moves", "f5d6");
  const page = await openWithPlayers(env, "human", "human");
  await page.getByRole("button", { name: "New game" }).click();
  await play(page, game);
  const before = await readBoard(page);
  const good = saveDocument({ moves: ["f5", "d6", "c3"], toMove: "white" });
  const cases = [
    ["not JSON", "this is not a saved game", /^Could not load the game: the file is not JSON: .* at line 1, column \d+\.$/],
    ["a future version", JSON.stringify({ ...good, version: 99 }), /Could not load the game: .*version 99/],
    ["an illegal move", JSON.stringify({ ...good, moves: "f5 d6 a1" }), /Could not load the game: .*a1/],
  ];
  for (const [what, text, reason] of cases) {
    await loadFile(page, "bad.json", text);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.locator("p").textContent(), reason, what);
    assert.deepEqual(await readBoard(page), before, `the game is untouched after ${what}`);
    await page.getByRole("button", { name: "Dismiss message" }).click();
    await alert.waitFor({ state: "detached" });
  }
  // The good document loads.
  await loadFile(page, "good.json", JSON.stringify(good));
  const three = oracle("moves", "f5d6c3");
  assertShows(await waitForPosition(page, three.positions[3]), three.positions[3], "after the good file");
  await page.close();
});

test("the computer has a face, and a word at the end of the game", async () => {
  const game = oracle("moves", "e6f4e3f6g5d6e7f5c5");
  const page = await openWithPlayers(env, "human", "ai-2");
  // The choice shows the character: its portrait with its name, and a line about it.
  const about = page.locator("#player-white-about");
  const img = about.locator("img.portrait-art");
  const name = await img.getAttribute("alt");
  assert.match(name, /^\S+ the \S+/);
  // (Waited for: on a loaded machine the image may still be on its way.)
  const loaded = await img.evaluate(
    (i) =>
      new Promise((done) => {
        if (i.complete) return done(i.naturalWidth > 0);
        i.addEventListener("load", () => done(i.naturalWidth > 0), { once: true });
        i.addEventListener("error", () => done(false), { once: true });
      }),
  );
  assert.ok(loaded, "the portrait loaded");
  // Beside the status, while it plays.
  assert.equal(await page.locator(".side-card.white .portrait img").count(), 1);
  // A finished game against it: it says something at the end.
  const doc = saveDocument({ moves: game.moves, toMove: "none", options: { white: { player: "computer", level: 2 } } });
  await loadFile(page, "end.json", JSON.stringify(doc));
  await page.waitForSelector("[data-farewell]");
  const farewell = await page.locator("[data-farewell]").textContent();
  assert.ok(farewell.startsWith(name.split(" ")[0] + ":"), farewell);
  assert.equal((await readBoard(page)).result, "black");
  await page.close();
});

test("sounds play on a move when Sound is on, and not when it is off", async () => {
  const page = await env.browser.context.newPage();
  await page.addInitScript(() => {
    window.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...a) {
      window.__tones++;
      return start.apply(this, a);
    };
  });
  await openApp(page, env.server.url);
  await choosePlayer(page, "Black", "human");
  await choosePlayer(page, "White", "human");
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByLabel("Sound", { exact: true }).check();
  await page.click('[data-square="f5"]');
  await page.waitForFunction(() => window.__tones > 0);
  await page.getByLabel("Sound", { exact: true }).uncheck();
  const tones = await page.evaluate(() => window.__tones);
  await page.click('[data-square="d6"]');
  // The sounds of a move start as its render ends: the move on the board, then a frame.
  await page.waitForSelector('[data-square="d6"][data-disc="white"]');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  assert.equal(await page.evaluate(() => window.__tones), tones);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
