// The app in nine languages (issue 29): a first visit speaks the browser's language
// (Playwright's `locale` sets navigator.languages), `<html lang>` follows the words shown,
// the game screen with its settings open shows no English phrase (the list below) in any
// other language, nor do the characters' words, the board editor, the chooser of opponents
// and the help; a bad paste is refused in the player's language, with the engine's reason
// in it too, and so is a damaged save file (only the file's own words quoted as they are); the Tiger (f5d6c3d3c4) is named as that language's players name it (虎 in
// Japanese); nothing scrolls sideways at 360x640 (the game screen with its settings, the
// chooser, the help, the rules page, the practice pages: a puzzle and the opening trainer,
// which show no English either), the picker (`select[data-language]`,
// in the settings and on the About page) applies a language at once, without a reload, and
// the choice survives one; a Japanese player's first frame, before any WebAssembly, is in
// Japanese (<html lang="ja">, its title, its words) and shows no English word; the
// manifest's link follows a language picked at once; a damaged rating record, a language
// whose words cannot be had and a save file the browser will not make are said in the
// language shown, with no English word.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { holdAppWasm, launch, loadSave, openApp, openSettings, root, saveDocument, useServer, watch, within } from "./harness.mjs";

const env = useServer();

// Each language: the browser's locale that picks it, and two of its words: the New game
// button and the accessible name of d3 at the start.
// and the names of the Tiger, f5d6c3d3c4, and the Rabbit, f5d6c5f4e3 (兎), as its players know them.
const LANGUAGES = [
  { code: "en", locale: "en-US", newGame: "New game", d3: "d3, empty, legal move", tiger: "Tiger", rabbit: "Rabbit" },
  { code: "ja", locale: "ja-JP", newGame: "新しい対局", d3: "d3、空き、打てる", tiger: "虎", rabbit: "兎" },
  { code: "zh-CN", locale: "zh-CN", newGame: "新对局", d3: "d3，空，可落子", tiger: "虎", rabbit: "兔" },
  { code: "zh-TW", locale: "zh-TW", newGame: "新對局", d3: "d3，空，可落子", tiger: "虎", rabbit: "兔" },
  { code: "ko", locale: "ko-KR", newGame: "새 대국", d3: "d3, 빈칸, 둘 수 있음", tiger: "호랑이", rabbit: "토끼" },
  { code: "fr", locale: "fr-FR", newGame: "Nouvelle partie", d3: "d3, vide, coup possible", tiger: "Tiger", rabbit: "Rabbit" },
  { code: "de", locale: "de-DE", newGame: "Neue Partie", d3: "d3, leer, gültiger Zug", tiger: "Tiger", rabbit: "Rabbit" },
  { code: "es", locale: "es-ES", newGame: "Partida nueva", d3: "d3, vacía, jugada legal", tiger: "Tiger", rabbit: "Rabbit" },
  { code: "it", locale: "it-IT", newGame: "Nuova partita", d3: "d3, vuota, mossa legale", tiger: "Tiger", rabbit: "Rabbit" },
];

// The picker's options: each language's code and its name in itself.
const OPTIONS = [
  ["en", "English"],
  ["ja", "日本語"],
  ["zh-CN", "简体中文"],
  ["zh-TW", "繁體中文"],
  ["ko", "한국어"],
  ["fr", "Français"],
  ["de", "Deutsch"],
  ["es", "Español"],
  ["it", "Italiano"],
];

// English phrases of the game screen and its settings (shown text, accessible names, titles
// and placeholders). Not listed: words that are the same in another language ("Computer"
// in German and Italian, "Animation" in French and German, "Details" in German) and the
// computer levels' names (the same in the European languages).
const ENGLISH = [
  "New game",
  "Undo",
  "Redo",
  "Hint",
  "Move now",
  "Edit board",
  "Save",
  "Load",
  "Settings",
  "Language",
  "Show legal moves",
  "Show stable discs",
  "Sound",
  "Cores",
  "Automatic",
  "Changes apply",
  "If a player has no legal move",
  "they pass",
  "the game ends",
  "Played on this device",
  "Human",
  "Your move",
  "Black",
  "White",
  "discs",
  "empty",
  "legal move",
  "Board",
  "Choose your opponent",
  "Game controls",
  "Moves",
  "No moves yet",
  "Copy",
  "Paste game",
  "Paste a game",
  "Analyze the game",
  "Thinking",
  "Its best move",
  "Rules",
  "About",
  "Help",
  // The first opponent's character in the settings: its portrait's name, tagline, play
  // and details.
  "the chick",
  "A fluffy chick",
  "Looks only at the move",
  "1 ply",
  "softmax at",
];

// English phrases of the chooser of opponents (its levels' names and the characters' lines
// aside; "Club" and "Expert" are also French words, "Details" German).
const CHOOSER_ENGLISH = [
  "Choose your opponent",
  "Your rating",
  "everybody starts",
  "Start again",
  "Close",
  "Beginner",
  "Casual",
  "Strong",
  "Master",
  // The characters' words.
  "the robot",
  "the tortoise",
  "Plays thousands of random games",
  "Thinks four moves ahead",
  "counts the last",
  "clever sister",
  "The strongest",
];

// English phrases of the help.
const HELP_ENGLISH = ["Help", "Playing", "Tap", "takes back", "Keyboard shortcuts", "This help", "Move over the board", "Every move is compared", "Close"];

// English phrases of the rules page: its prose, its diagrams' captions and their pictures'
// accessible names ("pass" and the OBF letters are written in code, the same in every language).
const RULES_ENGLISH = [
  "How to play",
  "The board and the discs",
  "Making a move",
  "outflanks",
  "legal move",
  "Flipping",
  "empty square",
  "No move",
  "the winner",
  "A few tips",
  "Black",
  "White",
  "discs",
  "to move",
  "marked",
  "Back to the game",
];

// English phrases of the board editor's panel.
const EDITOR_ENGLISH = ["Edit board", "Click or tap", "To move", "Start position", "Clear", "Play from here", "Cancel", "Black", "White"];

/** Every word the game screen shows or names: its text and its elements' accessible names, titles and placeholders. */
const screenWords = (page) =>
  page.evaluate(() => {
    const app = document.querySelector(".app");
    const attributes = [...app.querySelectorAll("[aria-label], [title], [placeholder], optgroup[label]")].flatMap((e) =>
      ["aria-label", "title", "placeholder", "label"].map((a) => e.getAttribute(a)).filter(Boolean),
    );
    return [app.innerText, ...attributes].join("\n");
  });

/** The phrases of `phrases` (the game screen's by default) that `text` shows, each as whole words. */
const englishIn = (text, phrases = ENGLISH) => phrases.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));

/** Where `<link rel="manifest">` points, as written in the page. */
const manifestLink = (page) => page.locator('link[rel="manifest"]').getAttribute("href");

/** A browser whose navigator.languages is `locale`'s, at 360x640. */
const browserIn = (locale) => launch({ locale, viewport: { width: 360, height: 640 } });

for (const language of LANGUAGES) {
  test(`${language.code}: a first visit from a ${language.locale} browser speaks it, with no English, nothing sideways at 360x640`, async () => {
    const browser = await browserIn(language.locale);
    try {
      const watcher = watch(browser.context, env.server.origin);
      const page = await browser.context.newPage();
      await openApp(page, env.server.url);
      assert.equal(await page.evaluate(() => document.documentElement.lang), language.code);
      assert.equal((await page.locator(".controls .buttons button").first().innerText()).trim(), language.newGame);
      assert.equal(await page.locator('[data-square="d3"]').getAttribute("aria-label"), language.d3);
      await openSettings(page);
      const picker = page.locator(".settings select[data-language]");
      assert.equal(await picker.inputValue(), language.code);
      const options = await picker.locator("option").evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
      assert.deepEqual(options, OPTIONS);
      if (language.code !== "en") {
        assert.deepEqual(englishIn(await screenWords(page)), [], `no English on the game screen in ${language.code}`);
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(sideways <= 0, `${language.code}: the page scrolls sideways by ${sideways} px at 360x640`);
      // A bad paste is refused in the player's language (the engine's detail after it).
      await page.locator("#load-moves").fill("f5d6a1");
      await page.locator("#load-moves").press("Enter");
      const notice = (await page.locator(".notice[role=alert] p").innerText()).trim();
      assert.equal(/^Could not/.test(notice), language.code === "en", notice);
      assert.equal(/is not a legal move/.test(notice), language.code === "en", notice);
      assert.match(notice, /a1/);
      // A damaged save file is refused in the player's language too: only the file's own
      // words (the field's path, the value it holds) are quoted as they are.
      await loadSave(page, saveDocument({ moves: ["f5"], toMove: "white", options: { sound: "yes" } }));
      await page.waitForFunction((before) => document.querySelector(".notice[role=alert] p")?.textContent.trim() !== before, notice);
      const refusal = (await page.locator(".notice[role=alert] p").innerText()).trim();
      assert.match(refusal, /options\.sound/);
      assert.match(refusal, /yes/);
      if (language.code === "en") {
        assert.equal(refusal, 'Could not load the game: the field "options.sound" should be true or false, not the text "yes".');
      } else {
        // Outside the quotation marks (of any language), no word of the English sentence.
        const unquoted = refusal.replace(/"[^"]*"|«[^»]*»|„[^“]*“|「[^」]*」|“[^”]*”/g, "");
        const english = unquoted.match(/\b(Could|load|the|game|field|should|be|true or false|not|text)\b/g) ?? [];
        assert.deepEqual(english, [], refusal);
        assert.ok(/\b(true|false)\b/.test(unquoted), `JSON's own words stay: ${refusal}`);
      }
      // The Tiger, between two people (so that no computer's reply lengthens the line).
      await page.locator("#player-white").selectOption("human");
      await page.locator("#load-moves").fill("f5d6c3d3c4");
      await page.locator("#load-moves").press("Enter");
      await page.waitForFunction((name) => document.querySelector("[data-opening]")?.textContent === name, language.tiger);
      await page.locator("#load-moves").fill("f5d6c5f4e3");
      await page.locator("#load-moves").press("Enter");
      await page.waitForFunction((name) => document.querySelector("[data-opening]")?.textContent === name, language.rabbit);
      // The board editor's panel.
      await page.locator("#edit-board").click();
      const editor = page.locator("section.editor");
      await editor.waitFor();
      if (language.code !== "en") {
        const english = englishIn(await editor.innerText(), EDITOR_ENGLISH);
        assert.deepEqual(english, [], `no English in the board editor in ${language.code}`);
      }
      await editor.locator(".buttons button").last().click();
      await editor.waitFor({ state: "detached" });
      // The chooser of opponents: its title, the rating, the strength words, Close.
      await page.locator("[data-opponent]").click();
      const chooser = page.locator("[data-opponent-chooser]");
      await chooser.waitFor();
      const words = await chooser.innerText();
      const strengths = await chooser.locator(".strength").allInnerTexts();
      if (language.code !== "en") {
        const english = englishIn(words, CHOOSER_ENGLISH);
        assert.deepEqual(english, [], `no English in the chooser in ${language.code}`);
      }
      const levels = await page.locator('select[id="player-white"] option[value^="ai-"]').count();
      assert.ok(levels >= 12, `${levels} levels`);
      assert.equal(strengths.length, levels, strengths.join(" | "));
      const chooserSideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(chooserSideways <= 0, `${language.code}: the chooser scrolls sideways by ${chooserSideways} px`);
      await page.keyboard.press("Escape");
      await chooser.waitFor({ state: "detached" });
      // The help.
      await page.locator("#open-help").click();
      const help = page.locator("dialog#help[open]");
      await help.waitFor();
      const helpWords = await help.innerText();
      assert.ok(helpWords.length > 400, helpWords);
      if (language.code !== "en") {
        assert.deepEqual(englishIn(helpWords, HELP_ENGLISH), [], `no English in the help in ${language.code}`);
      }
      const helpSideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(helpSideways <= 0, `${language.code}: the help scrolls sideways by ${helpSideways} px`);
      await page.keyboard.press("Escape");
      await help.waitFor({ state: "detached" });
      // The rules page.
      await page.locator("#open-rules").click();
      await page.waitForSelector(".rules-page figure svg");
      assert.equal(await page.evaluate(() => document.documentElement.lang), language.code);
      const rulesWords = await page.evaluate(() => {
        const rules = document.querySelector(".rules-page");
        const names = [...rules.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"));
        return [rules.innerText, ...names].join("\n");
      });
      assert.ok(rulesWords.length > 1500, `${language.code}: the whole page: ${rulesWords.length} characters`);
      if (language.code !== "en") {
        assert.deepEqual(englishIn(rulesWords, RULES_ENGLISH), [], `no English on the rules page in ${language.code}`);
      } else {
        assert.deepEqual(englishIn(rulesWords, RULES_ENGLISH), RULES_ENGLISH, "the phrases are the English page's");
      }
      const rulesSideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(rulesSideways <= 0, `${language.code}: the rules page scrolls sideways by ${rulesSideways} px`);
      assert.deepEqual(watcher.problems(), []);
    } finally {
      await browser.close();
    }
  });
}

test("the picker applies a language at once, without a reload, keeps it after one, and is on the About page too", async () => {
  const browser = await browserIn("en-US");
  try {
    const watcher = watch(browser.context, env.server.origin);
    const page = await browser.context.newPage();
    await openApp(page, env.server.url);
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    // A mark on this page's window: a reload would lose it.
    await page.evaluate(() => (window.__samePage = true));
    await openSettings(page);
    await page.locator(".settings select[data-language]").selectOption("ja");
    await page.waitForFunction(() => document.documentElement.lang === "ja");
    await page.getByRole("button", { name: "新しい対局", exact: true }).waitFor();
    assert.equal(await page.title(), "Outflank · オセロ");
    // The installed app's manifest follows at once (not only from the next visit).
    assert.equal(await manifestLink(page), "generated/manifest-ja.json");
    assert.equal(await page.evaluate(() => window.__samePage), true, "applied without a reload");
    assert.deepEqual(englishIn(await screenWords(page)), []);
    // Kept after a reload.
    await openApp(page, env.server.url);
    assert.equal(await page.evaluate(() => window.__samePage), undefined, "the page was reloaded");
    assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
    await page.getByRole("button", { name: "新しい対局", exact: true }).waitFor();
    // The About page has the picker too; a choice there applies at once.
    await page.locator("#open-about").click();
    const about = page.locator(".about-page select[data-language]");
    await about.waitFor();
    assert.equal(await about.inputValue(), "ja");
    await about.selectOption("de");
    await page.waitForFunction(() => document.documentElement.lang === "de");
    await page.getByRole("heading", { name: "Über Outflank" }).waitFor();
    assert.equal(await manifestLink(page), "generated/manifest-de.json");
    // The page itself in German, fetched again for the language picked.
    await page.getByRole("heading", { name: "Open-Source-Software im Inneren" }).waitFor();
    await page.getByRole("button", { name: "Zurück zur Partie" }).first().click();
    await page.getByRole("button", { name: "Neue Partie", exact: true }).waitFor();
    // Back to English, as the other tests expect a new profile to be.
    await openSettings(page);
    await page.locator(".settings select[data-language]").selectOption("fr");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    assert.equal(await manifestLink(page), "generated/manifest-fr.json");
    await page.locator(".settings select[data-language]").selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    assert.equal(await manifestLink(page), "manifest.json");
    assert.deepEqual(watcher.problems(), []);
  } finally {
    await browser.close();
  }
});

/** The words of the notice on screen, once it says something other than `before`. */
async function noticeOtherThan(page, before = null) {
  await page.waitForFunction((before) => {
    const text = document.querySelector(".notice[role=alert] p")?.textContent.trim();
    return text && text !== before;
  }, before);
  return (await page.locator(".notice[role=alert] p").innerText()).trim();
}

/** The Latin words (ASCII, longer than a letter) of `text` outside its 「」 quotes, but for `names`. */
const latinWordsOutsideQuotes = (text, names = []) =>
  names.reduce((rest, name) => rest.replaceAll(name, ""), text.replace(/「[^」]*」/g, "")).match(/[A-Za-z]{2,}/g) ?? [];

test("a damaged rating record is refused in Japanese, with no English word, and kept aside; the notice follows the picker", async () => {
  const browser = await browserIn("ja-JP");
  try {
    const watcher = watch(browser.context, env.server.origin);
    const page = await browser.context.newPage();
    await openApp(page, env.server.url);
    // A record whose rating is no number: the app starts again at 1000, told why.
    const damaged = '{"version":1,"rating":"high","games":3,"lossesInARow":0}';
    await page.evaluate((record) => localStorage.setItem("outflank.rating", record), damaged);
    await openApp(page, env.server.url);
    const notice = await noticeOtherThan(page);
    assert.equal(
      notice,
      "レーティングを読み込めませんでした（「rating」欄の値が正しくありません）。1000からやり直します。以前の記録はこのサイトの保存領域の「outflank.rating.unreadable」に残してあります。",
    );
    assert.deepEqual(latinWordsOutsideQuotes(notice), [], notice);
    // The old record is kept under the backup key, as it was.
    assert.equal(await page.evaluate(() => localStorage.getItem("outflank.rating.unreadable")), damaged);
    // The notice on screen changes language with the picker.
    await openSettings(page);
    await page.locator(".settings select[data-language]").selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    assert.equal(
      await noticeOtherThan(page, notice),
      "Your rating could not be read (the field \"rating\" holds a value that is not valid); it starts again at 1000. The old record is kept under “outflank.rating.unreadable” in this site's storage.",
    );
    assert.deepEqual(watcher.problems(), []);
  } finally {
    await browser.close();
  }
});

test("a language whose words cannot be had is said in the language shown, with why, the words staying; so is a save the browser refuses", async () => {
  // No service worker: the test's routes must see the catalogs' requests.
  const browser = await launch({ locale: "ja-JP", viewport: { width: 360, height: 640 }, serviceWorkers: "block" });
  try {
    const page = await browser.context.newPage();
    await page.route(/\/generated\/i18n-fr\.json$/, (route) => route.abort("internetdisconnected"));
    await page.route(/\/generated\/i18n-de\.json$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '[["cut short' }),
    );
    await openApp(page, env.server.url);
    await openSettings(page);
    const picker = page.locator(".settings select[data-language]");
    await picker.selectOption("fr");
    const unreachable = await noticeOtherThan(page);
    assert.equal(unreachable, "Françaisを読み込めませんでした（言語ファイルを取得できませんでした）。接続を確かめて、もう一度選んでください。");
    await picker.selectOption("de");
    const damaged = await noticeOtherThan(page, unreachable);
    assert.equal(damaged, "Deutschを読み込めませんでした（言語ファイルが壊れています）。接続を確かめて、もう一度選んでください。");
    // No English word (the languages' own names aside); the words shown are still Japanese.
    for (const text of [unreachable, damaged]) {
      assert.deepEqual(latinWordsOutsideQuotes(text, ["Français", "Deutsch"]), [], text);
    }
    assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
    await page.getByRole("button", { name: "新しい対局", exact: true }).waitFor();
    assert.equal(await manifestLink(page), "generated/manifest-ja.json");
    // The pickers name the language shown, not the one refused, and the next visit does
    // not start in a language that could not be had.
    const pickers = await page.$$eval("select[data-language]", (ss) => ss.map((s) => s.value));
    assert.ok(pickers.length >= 1 && pickers.every((code) => code === "ja"), `pickers: ${pickers}`);
    assert.equal(await page.evaluate(() => localStorage.getItem("outflank.language")), null);
    // A language that can be had: the notice on screen says the same in it.
    await picker.selectOption("ko");
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    const korean = await noticeOtherThan(page, damaged);
    assert.equal(korean, "Deutsch을(를) 불러올 수 없습니다(언어 파일이 손상되었습니다). 연결을 확인하고 다시 고르세요.");
    // A save file the browser will not make: the player's words, the browser's for a report.
    const warnings = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new DOMException("blocked by the test", "SecurityError");
      };
    });
    await page.keyboard.press("Escape");
    await page.locator("#save-game").click();
    assert.equal(await noticeOtherThan(page, korean), "대국을 저장할 수 없습니다: 브라우저가 파일을 만들지 못했습니다.");
    assert.ok(warnings.some((w) => /blocked by the test/.test(w)), warnings.join("\n"));
  } finally {
    await browser.close();
  }
});

test("a Japanese player's first frame, before any WebAssembly, is Japanese: <html lang=\"ja\">, no English word", async () => {
  const browser = await browserIn("ja-JP");
  try {
    const page = await browser.context.newPage();
    const { release, asked: wasmAsked } = await holdAppWasm(page);
    await page.goto(env.server.url, { waitUntil: "commit" });
    await page.waitForFunction(() => document.querySelectorAll("[data-first-frame] .board .sq").length === 64);
    await within(wasmAsked, 10_000, "the app's wasm was asked for");
    assert.equal(await page.title(), "Outflank · オセロ", "the tab's title in Japanese");
    assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
    const shown = await page.locator("[data-first-frame]").innerText();
    // Names, not English: the app's and the record format's (the GGF button, as the live app).
    const english = shown.match(/[A-Za-z]{2,}/g)?.filter((w) => w !== "Outflank" && w !== "GGF") ?? [];
    assert.deepEqual(english, [], `the first frame shows: ${shown}`);
    // Japanese words, drawn: the status and the New game button.
    assert.match(shown, /新しい対局。あなたの番です。2–2。/);
    assert.ok(await page.locator("[data-first-frame] button", { hasText: "新しい対局" }).first().isVisible());
    // Its hidden parts too (the settings' select options, the titles): no English phrase of the game screen.
    const words = await page.locator("[data-first-frame]").evaluate((frame) =>
      [frame, ...frame.querySelectorAll("*")]
        .flatMap((e) => [
          ...[...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data),
          ...["title", "placeholder", "alt", "label"].map((a) => e.getAttribute(a) ?? ""),
        ])
        .join("\n"),
    );
    for (const phrase of ENGLISH) assert.ok(!words.includes(phrase), `the first frame has "${phrase}": ${words}`);
    // The board is drawn: the four discs of the start.
    assert.equal(await page.locator("[data-first-frame] .sq .disc").count(), 4);
    // The installed app's manifest is Japanese too, the same app (its id) as English's.
    const manifest = await page.evaluate(async () => {
      const url = document.querySelector('link[rel="manifest"]').href;
      const json = await (await fetch(url)).json();
      const english = await (await fetch("manifest.json")).json();
      const resolve = (u) => new URL(u, url).href;
      const icon = await fetch(resolve(json.icons[1].src));
      return {
        file: new URL(url).pathname.split("/").slice(-2).join("/"),
        lang: json.lang,
        name: json.name,
        description: json.description,
        sameId: resolve(json.id) === new URL(english.id, new URL("manifest.json", document.baseURI)).href,
        sameStart: resolve(json.start_url) === new URL(english.start_url, new URL("manifest.json", document.baseURI)).href,
        icon: icon.status,
      };
    });
    assert.deepEqual(
      { ...manifest, description: undefined },
      { file: "generated/manifest-ja.json", lang: "ja", name: "Outflank · オセロ", description: undefined, sameId: true, sameStart: true, icon: 200 },
    );
    assert.match(manifest.description, /オセロ/);
    assert.doesNotMatch(manifest.description, /[A-Za-z]{3,}/);
    release();
    await page.waitForFunction(() => document.body.hasAttribute("data-app-ready"));
    await page.getByRole("button", { name: "新しい対局", exact: true }).waitFor();
    assert.equal(await page.title(), "Outflank · オセロ");
  } finally {
    await browser.close();
  }
});

// English phrases of the practice pages: the puzzles and the opening trainer (their tabs,
// headings, choosers, buttons and notes). Not listed: words alike in another language.
const PRACTICE_ENGLISH = [
  "Practice",
  "Puzzles",
  "Daily puzzle",
  "My mistakes",
  "Openings",
  "to move",
  "Difficulty",
  "Find the",
  "Save the draw",
  "fall for it",
  "Try again",
  "Show the solution",
  "Next puzzle",
  "Your colour",
  "Your lines",
  "best lines",
  "playing",
  "The values are",
];

/** A language's message `key` in its practice catalog (a one-line message). */
const practiceWord = (code, key) =>
  readFileSync(join(root, "locales", code, "practice.ftl"), "utf8")
    .split("\n")
    .find((line) => line.startsWith(`${key} = `))
    .slice(key.length + 3);

/** Every word a page shows or names: its text and its elements' accessible names and titles. */
const pageWords = (page) =>
  page.evaluate(() => {
    const names = [...document.querySelectorAll("[aria-label], [title]")].flatMap((e) => [
      e.getAttribute("aria-label") ?? "",
      e.getAttribute("title") ?? "",
    ]);
    return [document.body.innerText, ...names].join("\n");
  });

for (const language of LANGUAGES) {
  test(`${language.code}: the practice pages (a puzzle, the opening trainer) speak it, with no English, nothing sideways at 360x640`, async () => {
    const browser = await browserIn(language.locale);
    try {
      const page = await browser.context.newPage();
      for (const [route, ready] of [
        ["#puzzles", "[data-puzzle][data-puzzle-id] [data-square]"],
        ["#openings", "[data-trainer] [data-square]"],
      ]) {
        await page.goto(`${env.server.url}${route}`);
        await page.waitForSelector(ready);
        // The practice words are late messages: wait for the language's own tab names.
        const tab = practiceWord(language.code, route === "#puzzles" ? "practice-tab-puzzles" : "practice-tab-openings");
        await page.waitForFunction((word) => document.querySelector(".practice-tabs")?.innerText.includes(word), tab);
        assert.equal(await page.evaluate(() => document.documentElement.lang), language.code);
        const english = englishIn(await pageWords(page), PRACTICE_ENGLISH);
        if (language.code !== "en") {
          assert.deepEqual(english, [], `no English on ${route} in ${language.code}`);
        } else {
          // In English the list finds the page's words (so that it can fail elsewhere).
          assert.ok(english.length >= 6, `${route} in English: ${english}`);
        }
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(sideways <= 0, `${language.code}: ${route} scrolls sideways by ${sideways} px at 360x640`);
      }
    } finally {
      await browser.close();
    }
  });
}
