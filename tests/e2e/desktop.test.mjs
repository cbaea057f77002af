// The desktop layout (issue 10, part 5): at 1280x800 and larger, the board, the status, the
// move list and the chart are all on the first screen without scrolling, a whole game
// reviewed and one of its moves browsed; the options are folded in a settings panel, which
// opens from its summary and passes the audit. Phones keep the board first.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { join } from "node:path";
import { artifacts, audit, launch, loadSave, openApp, oracle, saveDocument, useServer, watch } from "./harness.mjs";

const env = useServer();

/** The boxes of the parts that must be in view, the page scrolled to its top. */
function boxes(page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const rect = (sel) => document.querySelector(sel)?.getBoundingClientRect().toJSON() ?? null;
    return {
      board: rect("[data-board]"),
      status: rect(".status"),
      moves: rect(".move-list"),
      chart: rect("figure.eval-graph"),
      controls: rect(".controls"),
      settings: rect("details.settings"),
      scrollX: document.documentElement.scrollWidth,
    };
  });
}

async function analyzedGame(page) {
  const game = oracle("random", "7");
  const doc = saveDocument({ moves: game.moves, toMove: "none", options: { sound: false, animation: false } });
  await loadSave(page, doc, "game.json");
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 120_000 });
  return game;
}

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
]) {
  test(`at ${width}x${height}: board, status, move list and chart in view without scrolling; settings in a panel`, async () => {
    const browser = await launch({ viewport: { width, height } });
    try {
      const watcher = watch(browser.context, env.server.origin);
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      await openApp(page, env.server.url);
      // The options are folded: their controls are not shown until the panel opens.
      assert.equal(await page.locator("details.settings").evaluate((d) => d.open), false);
      assert.equal(await page.getByLabel("Black", { exact: true }).isVisible(), false);
      const game = await analyzedGame(page);
      // Browse a move from the list: its position and the best move, the chart still in view.
      await page.locator('[data-ply="20"] button').click();
      await page.waitForSelector('[data-browsing="20"]');
      const m = await boxes(page);
      const inView = (name) => {
        const r = m[name];
        assert.ok(r.width > 0 && r.height > 0, `${name} is shown`);
        assert.ok(r.top >= 0 && r.left >= 0, `${name} starts on the screen (${r.left}, ${r.top})`);
        assert.ok(r.bottom <= height && r.right <= width, `${name} ends on the screen (${r.right}, ${r.bottom} of ${width}x${height})`);
      };
      for (const part of ["board", "status", "moves", "chart"]) inView(part);
      assert.ok(m.scrollX <= width, "no sideways scrolling");
      const sq = await page.locator('[data-square="a1"]').boundingBox();
      assert.ok(sq.width >= 44, `squares of ${sq.width} px`);
      // The chart is beside the board, not under it.
      assert.ok(m.chart.left >= m.board.right, "the chart is beside the board");
      assert.equal(await page.locator("[data-point]").count(), game.moves.length);
      await page.screenshot({ path: join(artifacts, `desktop-${width}x${height}.png`) });
      // The settings open from their summary, work, and pass the audit.
      await page.locator("details.settings > summary").click();
      const sound = page.getByLabel("Sound", { exact: true });
      await sound.waitFor();
      await sound.check();
      assert.equal(await sound.isChecked(), true);
      await page.getByLabel("White", { exact: true }).selectOption("ai-0");
      assert.equal(await page.getByLabel("White", { exact: true }).inputValue(), "ai-0");
      await audit(page, `the settings at ${width}x${height}`);
      assert.deepEqual(watcher.problems(), []);
    } finally {
      await browser.close();
    }
  });
}

test("a phone keeps the board first, the settings folded below the controls", async () => {
  const browser = await launch({ viewport: { width: 360, height: 640 } });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await openApp(page, env.server.url);
    const m = await boxes(page);
    assert.ok(m.board.bottom <= 640, `the board is on the first screen (bottom ${m.board.bottom})`);
    assert.ok(m.status.bottom <= m.board.top + 1, "the status above the board");
    assert.ok(m.controls.top >= m.board.bottom, "the controls under the board");
    assert.ok(m.settings.top >= m.board.bottom, "the settings under the board");
    await page.locator("details.settings > summary").click();
    await page.getByLabel("Black", { exact: true }).waitFor();
    await audit(page, "the settings at 360x640");
  } finally {
    await browser.close();
  }
});
