// An opponent for every player (issue 26): whom you play is on the first screen
// (`[data-opponent]`, its level in `data-opponent-level`) and changes there; a first
// visit meets the level a first-timer beats about half the time; after a game against the
// computer your rating (`[data-player-rating]`) moves and a next opponent is suggested
// (the level above after a win, the one below after two losses in a row), one tap to
// accept; the rating survives a reload; a file naming a level this version lacks loads
// with the nearest one and says so.
import assert from "node:assert/strict";
import { test } from "node:test";
import { audit, launch, loadSave, openApp, saveDocument, useServer } from "./harness.mjs";

const env = useServer();

/** The levels as the chooser lists them, weakest first: [{ id, rating }]. */
async function ladder(page) {
  await page.locator("[data-opponent]").click();
  const dialog = page.locator("[data-opponent-chooser]");
  await dialog.waitFor({ state: "visible" });
  const levels = await dialog.locator(".level-choice").evaluateAll((buttons) =>
    buttons.map((b) => ({
      id: b.dataset.level,
      rating: Number(b.querySelector("[data-rating]").dataset.rating),
      name: b.querySelector("strong").textContent.split(" the ")[0],
    })),
  );
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
  return levels;
}

/** A position where Black (to move) has one move left, a1, which ends the game: Black
 * wins when `fill` is "X", loses when it is "O". `extra` makes positions differ. */
function lastMove(fill, level, extra = "") {
  const board = `-OX${extra}`.padEnd(64, fill);
  return saveDocument({
    start: `${board} X`,
    toMove: "black",
    options: { white: { player: "computer", level: Number(level) }, sound: false, animation: false },
  });
}

/** Plays a1 (the last move) and waits for the rated result. */
async function finish(page) {
  await page.locator('[data-square="a1"]').click();
  await page.locator("[data-player-rating]").waitFor();
  return Number(await page.locator("[data-player-rating]").getAttribute("data-player-rating"));
}

const elo = (rating, opponent, score, games) => {
  const expected = 1 / (1 + 10 ** ((opponent - rating) / 400));
  return rating + Math.max(160 / (games + 1), 32) * (score - expected);
};

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`at ${width}x${height} the opponent is on the first screen and changes there`, async () => {
    const browser = await launch({ viewport: { width, height } });
    try {
      const page = await browser.context.newPage();
      await openApp(page, env.server.url);
      const opponent = page.locator("[data-opponent]");
      const box = await opponent.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= height, `on the first screen: ${JSON.stringify(box)}`);
      // A target of 24 px at least: the name and the margin its ::after adds around it.
      const hits = await page.evaluate(
        ({ x, top, bottom }) =>
          [top - 4, bottom + 4].map((y) => document.elementFromPoint(x, y)?.closest("[data-opponent]") != null),
        { x: box.x + box.width / 2, top: box.y, bottom: box.y + box.height },
      );
      assert.deepEqual(hits, [true, true], "a tap just above or below the name opens the chooser");
      assert.ok(box.height + 10 >= 24, `a target of ${box.height + 10} px`);
      const levels = await ladder(page);
      assert.ok(levels.length >= 12, `${levels.length} levels`);
      for (let i = 1; i < levels.length; i++) assert.ok(levels[i].rating > levels[i - 1].rating, "weakest first");
      // A first visit meets a level a first-timer (1000) beats about half the time.
      const current = await opponent.getAttribute("data-opponent-level");
      const first = levels.find((l) => l.id === current);
      assert.ok(first, "the opponent is a level of the ladder");
      assert.ok(Math.abs(first.rating - 1000) <= 70, `the default is rated ${first.rating}`);
      // Choose the fourth: the name, the level and the settings follow.
      await opponent.click();
      const dialog = page.locator("[data-opponent-chooser]");
      await audit(page, `the chooser at ${width}x${height}`);
      await dialog.locator(`.level-choice[data-level="${levels[3].id}"]`).click();
      await dialog.waitFor({ state: "hidden" });
      await page.waitForFunction((id) => document.querySelector("[data-opponent]")?.dataset.opponentLevel === id, levels[3].id);
      assert.match(await opponent.textContent(), new RegExp(levels[3].name));
      assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), `ai-${levels[3].id}`);
      // The focus goes back to the opponent's button (the dialog's opener).
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-opponent")), true);
    } finally {
      await browser.close();
    }
  });
}

test("a win moves the rating up and suggests the level above, one tap away; it survives a reload", async () => {
  const browser = await launch({ viewport: { width: 390, height: 844 } });
  try {
    const page = await browser.context.newPage();
    await openApp(page, env.server.url);
    const levels = await ladder(page);
    await loadSave(page, lastMove("X", levels[0].id));
    await page.locator('[data-square="a1"][data-legal="true"]').waitFor();
    const rating = await finish(page);
    assert.equal(rating, Math.round(elo(1000, levels[0].rating, 1, 0)));
    assert.ok(rating > 1000);
    const suggestion = page.locator("[data-suggestion]");
    assert.equal(await suggestion.getAttribute("data-suggested-level"), levels[1].id);
    assert.match(await suggestion.textContent(), new RegExp(`Try ${levels[1].name} next\\?`));
    // Kept: a reload shows the same result and rating.
    await page.reload();
    await openApp(page, env.server.url);
    assert.equal(await page.locator("[data-player-rating]").getAttribute("data-player-rating"), String(rating));
    // One tap: a new game against the level above.
    await page.locator("[data-suggestion]").click();
    await page.waitForFunction((id) => document.querySelector("[data-opponent]")?.dataset.opponentLevel === id, levels[1].id);
    await page.locator("[data-player-rating]").waitFor({ state: "detached" });
    assert.equal(await page.locator("[data-status]").getAttribute("data-status"), "to-move");
    // The chooser still shows the rating after the new game.
    await page.locator("[data-opponent]").click();
    assert.match(await page.locator(".your-rating").textContent(), new RegExp(`Your rating: ${rating} after 1 game`));
  } finally {
    await browser.close();
  }
});

test("two losses in a row suggest the level below; one loss does not", async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await browser.context.newPage();
    await openApp(page, env.server.url);
    const levels = await ladder(page);
    const [below, level] = [levels[1], levels[2]];
    await loadSave(page, lastMove("O", level.id));
    await page.locator('[data-square="a1"][data-legal="true"]').waitFor();
    const once = await finish(page);
    assert.equal(once, Math.round(elo(1000, level.rating, 0, 0)));
    assert.equal(await page.locator("[data-suggestion]").count(), 0, "one loss: no suggestion");
    // Another game (another position), lost too.
    await loadSave(page, lastMove("O", level.id, "X"), "second.json");
    await page.locator("[data-player-rating]").waitFor({ state: "detached" });
    const twice = await finish(page);
    assert.ok(twice < once);
    const suggestion = page.locator("[data-suggestion]");
    assert.equal(await suggestion.getAttribute("data-suggested-level"), below.id);
    assert.match(await suggestion.textContent(), new RegExp(`Try ${below.name} next\\?`));
    // The same game finished again (Undo, then the same move) is not rated twice.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.locator('[data-square="a1"][data-legal="true"]').waitFor();
    assert.equal(await finish(page), twice);
  } finally {
    await browser.close();
  }
});

test("a file that names a level this version lacks loads with the nearest one, and says so", async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await browser.context.newPage();
    await openApp(page, env.server.url);
    const levels = await ladder(page);
    const highest = Math.max(...levels.map((l) => Number(l.id)));
    await loadSave(page, saveDocument({ toMove: "black", options: { white: { player: "computer", level: 250 } } }));
    const notice = page.locator(".notice");
    await notice.waitFor();
    const name = levels.find((l) => Number(l.id) === highest).name;
    assert.match(await notice.textContent(), new RegExp(`White was computer level 250, which this version of Outflank does not have: ${name}, the nearest level, plays instead\\.`));
    assert.equal(await page.locator("[data-opponent]").getAttribute("data-opponent-level"), String(highest));
  } finally {
    await browser.close();
  }
});
