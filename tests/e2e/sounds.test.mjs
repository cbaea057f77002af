// Every sound the game makes, heard as a player would: each event is performed and the
// tones it scheduled are recognised by their notes (waveform and pitch), so a move by
// Black, a move by White, the start, a corner taken by a human and by the computer, a
// pass, a win and a loss each prove they play their own sound.
import assert from "node:assert/strict";
import { test } from "node:test";
import { START_OBF, choosePlayer, loadSave, openApp, oracle, saveDocument, useBrowser } from "./harness.mjs";

const env = useBrowser();

// Each sound's notes in order: [waveform, first frequency in Hz] (src/app/sound/mod.rs).
const SOUNDS = {
  "black move": [["triangle", 330], ["sine", 1400]],
  "white move": [["triangle", 620], ["sine", 2200]],
  start: [["triangle", 523.25], ["triangle", 659.25], ["triangle", 783.99], ["triangle", 1046.5]],
  "corner cheer": [["triangle", 783.99], ["triangle", 987.77], ["triangle", 1174.66], ["triangle", 1567.98], ["sine", 3135.96]],
  "corner gloat": [["square", 783.99], ["square", 659.25], ["square", 880], ["square", 783.99], ["square", 659.25]],
  pass: [["sine", 587.33], ["sine", 493.885]],
  win: [["triangle", 523.25], ["triangle", 659.25], ["triangle", 783.99], ["triangle", 1046.5], ["sine", 2093]],
  loss: [["triangle", 392], ["triangle", 369.99], ["triangle", 349.23], ["triangle", 329.63]],
  draw: [["sine", 587.33], ["sine", 587.33]],
};
const BY_LENGTH = Object.entries(SOUNDS).sort((a, b) => b[1].length - a[1].length);

/** Names the sounds in a list of started oscillators ({ type, freq }), in order. */
function decode(tones) {
  const heard = [];
  let i = 0;
  while (i < tones.length) {
    const match = BY_LENGTH.find(([, notes]) =>
      notes.every(([type, freq], k) => tones[i + k]?.type === type && Math.abs(tones[i + k].freq - freq) < 0.5),
    );
    if (!match) return [...heard, `unknown tone ${JSON.stringify(tones[i])}`];
    heard.push(match[0]);
    i += match[1].length;
  }
  return heard;
}

/** Runs `act`, then waits until the sounds heard since are `expected` (or times out). */
async function expectSounds(page, expected, act, what) {
  const from = await page.evaluate(() => window.__tones.length);
  await act();
  // Every note of the sounds expected started (a sound's notes start together).
  const notes = expected.reduce((n, name) => n + SOUNDS[name].length, 0);
  await page
    .waitForFunction(([f, n]) => window.__tones.length - f >= n, [from, notes], { timeout: 6000 })
    .catch(() => null); // fewer: the comparison below names what was heard
  // A later cue (a pass shown after a pause, say) has no event of its own to wait for:
  // the one fixed wait of this file gives it the time it would take.
  await page.waitForTimeout(300);
  const heard = decode(await page.evaluate((f) => window.__tones.slice(f), from));
  assert.deepEqual(heard, expected, what);
}

const CORNERS = ["a1", "h1", "a8", "h8"];

test("every game event plays its own sound", async () => {
  const page = await env.browser.context.newPage();
  await page.addInitScript(() => {
    // Record every tone: its waveform and the first frequency it was given.
    window.__tones = [];
    const create = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (...a) {
      const osc = create.apply(this, a);
      const set = osc.frequency.setValueAtTime.bind(osc.frequency);
      osc.frequency.setValueAtTime = (v, t) => {
        osc.__freq ??= v;
        return set(v, t);
      };
      const start = osc.start.bind(osc);
      osc.start = (...s) => {
        window.__tones.push({ type: osc.type, freq: osc.__freq });
        return start(...s);
      };
      return osc;
    };
  });
  await openApp(page, env.server.url);
  assert.ok(await page.getByLabel("Sound", { exact: true }).isChecked(), "sound is on by default");
  await choosePlayer(page, "Black", "human");
  await choosePlayer(page, "White", "human");
  // Browsers start audio only on a gesture: the very first click, New game, unlocks it
  // and is heard.
  const newGame = page.getByRole("button", { name: "New game" });
  await expectSounds(page, ["start"], () => newGame.click(), "New game, the first click of the visit");
  await expectSounds(page, ["black move"], () => page.click('[data-square="f5"]'), "Black's move");
  await expectSounds(page, ["white move"], () => page.click('[data-square="d6"]'), "White's move");

  // Black (a human) ends the game by taking a1: a cheer, then the win.
  const corner = `-OOOOOOX${"X".repeat(56)} X`;
  const human = { player: "human" };
  const computer = { player: "computer", level: 0 };
  const saved = (start, moves, toMove, black, white) =>
    saveDocument({ start, moves, toMove, options: { black, white, animation: false } });
  await loadSave(page, saved(corner, [], "black", human, computer));
  await page.waitForSelector('[data-square="a1"][data-legal="true"]');
  await expectSounds(page, ["corner cheer", "win"], () => page.click('[data-square="a1"]'), "a human's corner and win");

  // The computer (Black) takes a1 and beats the human: a gloat, then the loss.
  await expectSounds(
    page,
    ["corner gloat", "loss"],
    () => loadSave(page, saved(corner, [], "black", computer, human)),
    "the computer's corner and the human's loss",
  );

  // A move after which the other side must pass: the move, then the pass.
  const game = oracle("random", "1", "--with-pass");
  const p = game.moves.indexOf("pass");
  const mv = game.moves[p - 1];
  const mover = game.positions[p - 1].turn;
  await loadSave(page, saved(START_OBF, game.moves.slice(0, p - 1), mover, human, human));
  await page.waitForSelector(`[data-square="${mv}"][data-legal="true"]`);
  const moveSound = CORNERS.includes(mv) ? "corner cheer" : `${mover} move`;
  await expectSounds(page, [moveSound, "pass"], () => page.click(`[data-square="${mv}"]`), `${mv} and the pass`);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
