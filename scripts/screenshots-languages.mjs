// Screenshots of the game screen, the review and the rules page in each of the nine
// languages at 360x640 (issue 29: to be looked at for clipping, overflow and words left in
// English). Needs a release build in dist/ (trunk build --release --offline).
//   node scripts/screenshots-languages.mjs [out-dir]   (default test-artifacts/languages)
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { artifacts, launch, openApp, openSettings, serveDist } from "../tests/e2e/harness.mjs";

const out = process.argv[2] ?? join(artifacts, "languages");
mkdirSync(out, { recursive: true });
const LOCALES = { en: "en-US", ja: "ja-JP", "zh-CN": "zh-CN", "zh-TW": "zh-TW", ko: "ko-KR", fr: "fr-FR", de: "de-DE", es: "es-ES", it: "it-IT" };
// A short whole game between two people (a wipe-out), reviewed.
const GAME = "e6f4e3f6g5d6e7f5c5";

/** The catalog's text of message `id` in `code` (a single-line message). */
function message(code, id) {
  const text = readFileSync(new URL(`../locales/${code}/main.ftl`, import.meta.url), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(`${id} = `));
  return line.slice(id.length + 3);
}

const server = await serveDist();
try {
  for (const [code, locale] of Object.entries(LOCALES)) {
    const browser = await launch({ locale, viewport: { width: 360, height: 640 } });
    try {
      const page = await browser.context.newPage();
      await openApp(page, server.url);
      await page.screenshot({ path: join(out, `${code}-game.png`) });
      await openSettings(page);
      await page.locator("#player-white").selectOption("human");
      await page.locator("#load-moves").fill(GAME);
      await page.locator("#load-moves").press("Enter");
      await page.getByRole("button", { name: message(code, "analyze-game"), exact: true }).click();
      await page.waitForSelector("[data-total-loss-black]", { timeout: 30_000 });
      await page.locator("[data-total-loss-black]").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(out, `${code}-review.png`) });
      await page.screenshot({ path: join(out, `${code}-review-full.png`), fullPage: true });
      await page.locator("#open-rules").click();
      await page.waitForSelector(".rules-page figure svg");
      await page.screenshot({ path: join(out, `${code}-rules.png`) });
      await page.screenshot({ path: join(out, `${code}-rules-full.png`), fullPage: true });
      console.log(`${code}: done`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
