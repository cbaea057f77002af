// The first frame: before any WebAssembly arrives (the app's wasm is held back here), the
// page already shows the board in its start position, the status and the controls, drawn by
// the HTML and CSS of index.html (scripts/first-frame.mjs); it is hidden from assistive
// technology and out of reach of the keyboard, and carries none of the page contract's
// attributes. When the app starts it replaces that frame with the same layout to the pixel
// and the same text: no layout shift, no flash.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { artifacts, audit, dist, holdAppWasm, launch, useServer, watch, within } from "./harness.mjs";

const env = useServer();

/** Every element under `selector`, in document order: tag, class and box; and the text shown. */
function layout(page, selector) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    const boxes = [root, ...root.querySelectorAll("*")].map((e) => {
      const r = e.getBoundingClientRect();
      return { tag: e.tagName, cls: e.getAttribute("class") ?? "", x: r.x, y: r.y, w: r.width, h: r.height };
    });
    return { boxes, text: root.innerText };
  }, selector);
}

test("the built page preloads the app's JavaScript, is minified, and carries a first frame without the page contract's attributes", () => {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const links = html.match(/<link[^>]*>/g) ?? [];
  const preloads = (pattern) => links.some((l) => /rel="?(module)?preload\b/.test(l) && pattern.test(l));
  assert.ok(preloads(/href="?\.\/app-[0-9a-f]+\.js/), `the app's JavaScript is preloaded: ${links.join(" ")}`);
  // Not the wasm: it would share a slow link with the CSS the first frame waits for (Trunk.toml).
  assert.ok(!preloads(/_bg\.wasm/), "the wasm is asked for by the app's JavaScript, not preloaded");
  assert.ok(!html.includes("<!--"), "index.html is minified (no comments left)");
  const start = html.indexOf("data-first-frame");
  assert.ok(start > 0, "index.html has a first frame");
  const frame = html.slice(html.lastIndexOf("<", start), html.indexOf("<dialog", start));
  assert.equal((frame.match(/class="?sq[ "]/g) ?? []).length, 64, "64 squares");
  for (const attribute of ["data-board", "data-square", "role=", "aria-live", " id="]) {
    assert.ok(!frame.includes(attribute), `the first frame has no ${attribute}`);
  }
  assert.match(frame, /aria-hidden="?true/);
  assert.match(frame, /\binert\b/);
  // English's frame, a template (not drawn until the script shows it), and every other
  // language's words for it.
  const frames = [...html.matchAll(/<template[^>]*\bdata-frame="?([A-Za-z-]+)/g)].map((m) => m[1]);
  assert.deepEqual(frames, ["en"]);
  const block = html.match(/<script[^>]*\bdata-frame-words\b[^>]*>([^<]*)<\/script>/);
  const words = JSON.parse(block[1]);
  assert.deepEqual(Object.keys(words), ["ja", "zh-CN", "zh-TW", "ko", "fr", "de", "es", "it"]);
  for (const [code, { title, words: list }] of Object.entries(words)) {
    assert.match(title, /^Outflank · /, code);
    assert.ok(list.length > 100, `${code}: ${list.length} words`);
  }
});

// The status line each language's first frame shows (the app's own words for a new game).
const STATUS = {
  "en-US": /New game\. Your move, 2–2\./,
  "ja-JP": /新しい対局。/,
  "de-DE": /Neue Partie\. Du bist am Zug, 2–2\./,
  "zh-TW": /新對局。輪到你，2–2。/,
};

/** The app's language code for a browser's locale. */
const codeOf = (locale) => (locale.startsWith("zh") ? locale : locale.split("-")[0]);

for (const [width, height, scheme, locale] of [
  [360, 640, "light", "en-US"],
  [1280, 800, "dark", "en-US"],
  [360, 640, "light", "ja-JP"],
  [360, 640, "dark", "de-DE"],
  [1280, 800, "light", "zh-TW"],
]) {
  test(`at ${width}x${height}, ${scheme}, ${locale}: the board before the WebAssembly, then the live app without a shift`, async () => {
    const browser = await launch({ viewport: { width, height }, colorScheme: scheme, locale });
    try {
      const watcher = watch(browser.context, env.server.origin);
      await browser.context.addInitScript(() => {
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.shifts.push({ value: e.value, at: e.startTime });
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      // Hold the app's WebAssembly (its preload and its fetch) until the first frame is checked.
      const { release, asked: wasmAsked } = await holdAppWasm(page);
      await page.goto(env.server.url, { waitUntil: "commit" });
      await page.waitForFunction(() => document.querySelectorAll("[data-first-frame] .board .sq").length === 64);
      await page.waitForFunction(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      // The loader asks for the app's wasm (held above) soon after; a loaded machine may
      // show the first frame before it does.
      await within(wasmAsked, 10_000, "the app's wasm was asked for");
      const first = await page.evaluate(() => {
        const discs = {};
        for (const d of document.querySelectorAll("[data-first-frame] .sq .disc")) {
          const square = [...d.closest(".board").querySelectorAll(".sq")].indexOf(d.closest(".sq"));
          discs[square] = d.classList.contains("black") ? "black" : "white";
        }
        const board = document.querySelector("[data-first-frame] .board").getBoundingClientRect();
        return {
          discs,
          board: { w: board.width, bottom: board.bottom },
          live: document.querySelectorAll("[data-board], [role='status'], [data-square]").length,
          focusable: [...document.querySelectorAll("[data-first-frame] button, [data-first-frame] select")].some(
            (e) => (e.focus(), document.activeElement === e),
          ),
        };
      });
      // d4 and e5 white, e4 and d5 black (a1 = 0, index = row * 8 + column).
      assert.deepEqual(first.discs, { 27: "white", 28: "black", 35: "black", 36: "white" }, "the start position");
      assert.ok(first.board.w >= 8 * 36 && first.board.bottom <= height, `the board on the first screen: ${JSON.stringify(first.board)}`);
      assert.equal(first.live, 0, "nothing of the page contract before the app runs");
      assert.equal(first.focusable, false, "no control of the first frame takes the focus");
      assert.match(await page.locator("[data-first-frame]").innerText(), STATUS[locale]);
      assert.equal(await page.evaluate(() => document.documentElement.lang), codeOf(locale), "<html lang> before the app");
      await audit(page, `the first frame at ${width}x${height}, ${scheme}, ${locale}`);
      await page.screenshot({ path: join(artifacts, `first-frame-${width}x${height}-${scheme}-${locale}.png`) });
      const before = await layout(page, "[data-first-frame]");

      release();
      // The app renders hidden, in steps, then takes the first frame's place and marks the body.
      await page.waitForFunction(() => document.body.hasAttribute("data-app-ready"));
      await page.waitForFunction(() => document.querySelectorAll("[data-board] [data-square]").length === 64);
      await page.waitForFunction(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      assert.equal(await page.locator("[data-first-frame]").count(), 0, "the live app replaced the first frame");
      const live = await layout(page, "#app > .app");
      assert.equal(
        live.boxes.length,
        before.boxes.length,
        "the first frame has as many elements as the live app (if not: node scripts/first-frame.mjs)",
      );
      live.boxes.forEach((b, i) => {
        const f = before.boxes[i];
        const where = `element ${i} (${b.tag}.${b.cls}): first frame ${JSON.stringify(f)}, live ${JSON.stringify(b)}`;
        assert.equal(`${f.tag}.${f.cls}`, `${b.tag}.${b.cls}`, where);
        for (const k of ["x", "y", "w", "h"]) assert.ok(Math.abs(f[k] - b[k]) < 0.5, where);
      });
      assert.equal(live.text, before.text, "the same text before and after the app starts");
      assert.equal(await page.evaluate(() => document.documentElement.lang), codeOf(locale), "<html lang> after");
      const shifts = await page.evaluate(() => window.shifts);
      assert.deepEqual(shifts, [], "no layout shift");
      assert.deepEqual(watcher.problems(), []);
    } finally {
      await browser.close();
    }
  });
}

test("the computer's worker and the service worker start only after the app has taken the first frame's place", async () => {
  const browser = await launch();
  try {
    const watcher = watch(browser.context, env.server.origin);
    await browser.context.addInitScript(() => {
      new MutationObserver(() => {
        if (!window.readyAt && document.body?.hasAttribute("data-app-ready")) window.readyAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-ready"] });
    });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(env.server.url);
    await page.waitForFunction(() => window.readyAt !== undefined);
    // When the page asked for the worker's scripts (ms into the page).
    const workerScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => /\/worker(_loader)?\.js$/.test(e.name))
          .map((e) => e.startTime),
      );
    const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    assert.deepEqual(
      { registered: await registered(), workers: await workerScripts() },
      { registered: false, workers: [] },
      "neither has started when the app starts",
    );
    // About a second later both start, without a request (the default game: the human moves first).
    await within(page.evaluate(() => navigator.serviceWorker.ready), 15_000, "the service worker").catch(() => null);
    await page
      .waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/worker(_loader)?\.js$/.test(e.name)), null, {
        timeout: 15_000,
      })
      .catch(() => null); // not both: the checks below say which
    const readyAt = await page.evaluate(() => window.readyAt);
    const workers = await workerScripts();
    assert.ok(await registered(), "the service worker is registered");
    assert.ok(
      workers.length > 0 && workers.every((t) => t >= readyAt + 500),
      `the worker started ${JSON.stringify(workers)} ms, the app ${readyAt} ms into the page`,
    );
    assert.deepEqual(watcher.problems(), []);
  } finally {
    await browser.close();
  }
});

test("the first frame's language is the one the app then speaks: the one picked, else the browser's best match", async () => {
  // navigator.languages, and the language picked before (localStorage), or none.
  const cases = [
    [["nl-NL", "zh-Hant-HK", "en"], null, "zh-TW"],
    [["zh_SG"], null, "zh-CN"],
    [["pt-BR", "it"], null, "it"],
    [["nl", "pt"], null, "en"],
    [["EN-gb", "ja"], null, "en"],
    [["ko-KR"], "fr", "fr"],
    [["es-419"], "xx", "es"],
  ];
  for (const [languages, picked, expected] of cases) {
    const browser = await launch();
    try {
      await browser.context.addInitScript(
        ([languages, picked]) => {
          Object.defineProperty(navigator, "languages", { get: () => languages });
          if (picked && !localStorage.getItem("outflank.language")) localStorage.setItem("outflank.language", picked);
        },
        [languages, picked],
      );
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const { release } = await holdAppWasm(page);
      await page.goto(env.server.url, { waitUntil: "commit" });
      await page.waitForFunction(() => document.querySelectorAll("[data-first-frame] .board .sq").length === 64);
      const frame = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        picker: document.querySelector("[data-first-frame] select[data-language]").value,
        templates: document.querySelectorAll("template, script[data-frame-words]").length,
        manifest: document.querySelector('link[rel="manifest"]').getAttribute("href"),
      }));
      const where = `${JSON.stringify(languages)}, picked ${picked}`;
      const manifest = expected === "en" ? "manifest.json" : `generated/manifest-${expected}.json`;
      assert.deepEqual(frame, { lang: expected, picker: expected, templates: 0, manifest }, `the first frame for ${where}`);
      release();
      await page.waitForFunction(() => document.body.hasAttribute("data-app-ready"));
      assert.equal(await page.evaluate(() => document.documentElement.lang), expected, `the app for ${where}`);
    } finally {
      await browser.close();
    }
  }
});
