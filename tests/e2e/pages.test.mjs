// The Rules and About pages and the help, reached from the game and back, by keyboard;
// the rules' diagrams render; the shortcuts for Save and Load work.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openApp, openSettings, useBrowser } from "./harness.mjs";

const env = useBrowser({ acceptDownloads: true });

const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

/** Presses Tab until the focused element's text is `text` (at most 60 times). */
async function tabTo(page, text) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedText(page)) === text) return;
  }
  assert.fail(`Tab never reached "${text}"`);
}

test("the Rules page, by keyboard: diagrams render and Back returns to the game", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await tabTo(page, "Rules");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "How to play Othello" }).waitFor();
  await page.waitForSelector(".rules-page svg");
  const diagrams = await page.locator(".rules-page figure svg").count();
  assert.ok(diagrams >= 7, `${diagrams} diagrams`);
  // Each diagram has a board with discs and a caption, and a real size on screen.
  const box = await page.locator(".rules-page figure svg").first().boundingBox();
  assert.ok(box.width > 100 && box.height > 100, JSON.stringify(box));
  assert.ok((await page.locator(".rules-page figcaption").count()) >= diagrams);
  // The focus is on "Back to the game"; Enter goes back, to the Rules button.
  assert.equal(await focusedText(page), "Back to the game");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-board] [data-square]");
  assert.equal(await focusedText(page), "Rules");
  await page.close();
});

test("the About page lists the licences, and its Back button works by mouse", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await page.getByRole("button", { name: "About" }).click();
  await page.getByRole("heading", { name: "About Outflank" }).waitFor();
  await page.waitForSelector(".about-page .page-body table, .about-page .page-body ul");
  const text = await page.locator(".about-page").textContent();
  assert.match(text, /MIT/);
  assert.match(text, /yew/);
  await page.getByRole("button", { name: "Back to the game" }).first().click();
  await page.waitForSelector("[data-board] [data-square]");
  await page.close();
});

test("? opens the help with every shortcut; Escape closes it; S saves and O opens Load", async () => {
  const page = await env.browser.context.newPage();
  // Playwright turns on its file-chooser interception when the first listener is added, by
  // an asynchronous message: a chooser opened before that lands is never reported. Listen
  // from the start so the interception is on long before O is pressed.
  const choosers = [];
  page.on("filechooser", (chooser) => choosers.push(chooser));
  await openApp(page, env.server.url);
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Help" });
  // Its text but the title comes with the whole English catalog, fetched after the start.
  await dialog.locator("dl").waitFor();
  const text = await dialog.textContent();
  for (const what of ["New game", "Undo", "Redo", "Hint", "Save", "Load", "Black / White"]) {
    assert.ok(text.includes(what), `the help lists ${what}`);
  }
  // Keys do nothing behind the dialog.
  await page.keyboard.press("n");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  // The browser moves the focus back out of the closed dialog (a moment after it hides).
  await page.waitForFunction(() => !document.activeElement?.closest("dialog"), null, { timeout: 2000 });

  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("s")]);
  assert.match(download.suggestedFilename(), /^outflank-move-\d+\.json$/);
  await Promise.all([page.waitForEvent("filechooser", { timeout: 5000 }), page.keyboard.press("o")]);
  assert.equal(choosers.length, 1, "O opened the file chooser of Load");
  // W moves the focus to White's player choice.
  await page.keyboard.press("w");
  assert.equal(await page.evaluate(() => document.activeElement.id), "player-white");
  await page.close();
});

test("Tab reaches every control on the game screen, and Space toggles an option", async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await openSettings(page);
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll("#app button:not([disabled]), #app select, #app input:not([tabindex='-1'])")]
      .filter((e) => e.offsetParent !== null && !e.closest("[data-board]"))
      .map((e) => e.id || e.getAttribute("aria-label") || e.textContent.trim() || e.closest("label")?.textContent.trim()),
  );
  const seen = new Set();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    seen.add(
      await page.evaluate(() => {
        const e = document.activeElement;
        return e.id || e.getAttribute("aria-label") || e.textContent.trim() || e.closest("label")?.textContent.trim();
      }),
    );
  }
  for (const c of controls) assert.ok(seen.has(c), `Tab reaches ${c}`);
  // Space on the Sound checkbox turns sound off, by keyboard alone.
  await page.getByLabel("Sound", { exact: true }).focus();
  await page.keyboard.press("Space");
  assert.equal(await page.getByLabel("Sound", { exact: true }).isChecked(), false);
  await page.close();
});

test("no request left the origin and nothing was logged as an error", () => {
  assert.deepEqual(env.watcher.problems(), []);
});
