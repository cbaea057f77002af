// Writes the app's first frame into index.html: the markup our own components render for a
// new player (the start position, the status, the controls, the move list), taken from the
// live app in Chromium and made inert, so that the page shows the board at once, before any
// WebAssembly has arrived. The app replaces it once it has started (it renders hidden beside
// it, then takes its place in one swap: src/app/mount.rs), so no frame shows neither.
//
// The copy is the live markup with everything that would make it pass for the app removed:
// no ids, no `data-board`/`data-square`/`data-thinking-panel`, no `role="status"` or
// data-status attributes (the page contract and the tests' waits name only the live app). A screen reader finds the
// heading "Outflank" and a main part marked busy; the status, the board, the controls and
// the links inside are hidden from it (`aria-hidden`), out of the focus order and
// unclickable (`inert`). Selects, checkboxes and the notation field keep the state they show.
//
// One frame for every language of the app's picker, each taken from a first visit by a
// browser in that language. They differ only in their words (the generator checks it), so
// index.html holds English's frame as `<template data-frame="en">` and every other
// language's words in a JSON data block (`data-frame-words`: its title, and its text nodes
// and `WORDS_IN` attributes in document order). The small inline script at the top of
// index.html sets `<html lang>` to the language the app will choose (the one picked, kept
// in localStorage, else the best match of `navigator.languages`, as src/app/language.rs),
// and the one after the frame writes that language's words into it and shows it, before
// the first paint. A Japanese player's first frame is Japanese: no flash of English.
//
// tests/e2e/first-frame.test.mjs fails when the copy is out of date (any element laid out
// differently from the live app, or other text); then run, after a release build:
//
//   node scripts/first-frame.mjs && trunk build --release --offline
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const indexPath = join(root, "index.html");
const OPEN = "<!-- first-frame: written by scripts/first-frame.mjs, replaced by the app -->";
const CLOSE = "<!-- /first-frame -->";

/** Attributes the copy must not carry: ids and what refers to them, the page contract's. */
export const DROPPED = [
  "id",
  "for",
  "name",
  "role",
  "aria-live",
  "aria-label",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-pressed",
  "aria-busy",
  "tabindex",
  "autofocus",
  "data-board",
  "data-square",
  "data-status",
  "data-turn",
  "data-black",
  "data-white",
  "data-result",
  "data-budget-ms",
  "data-thinking-panel",
  "data-opponent",
  "data-opponent-level",
  "data-player-rating",
  "data-suggestion",
  "data-suggested-level",
];

/** The live app's markup, made into an inert copy (runs in the page). */
function inertCopy(dropped) {
  const live = document.querySelector("#app > *");
  const copy = live.cloneNode(true);
  const liveAll = [live, ...live.querySelectorAll("*")];
  const copyAll = [copy, ...copy.querySelectorAll("*")];
  liveAll.forEach((from, i) => {
    const to = copyAll[i];
    // What the controls show lives in properties, which cloning does not copy.
    if (from instanceof HTMLOptionElement) {
      if (from.selected) to.setAttribute("selected", "");
      else to.removeAttribute("selected");
    } else if (from instanceof HTMLInputElement) {
      if (from.type === "checkbox" || from.type === "radio") {
        if (from.checked) to.setAttribute("checked", "");
        else to.removeAttribute("checked");
      } else if (from.value) to.setAttribute("value", from.value);
      else to.removeAttribute("value");
    }
    for (const name of dropped) to.removeAttribute(name);
  });
  // The heading and the main landmark stay for assistive technology (the page is
  // Outflank, its main part is loading: aria-busy); what is in them is hidden and inert.
  copy.setAttribute("data-first-frame", "");
  const main = copy.querySelector("main");
  main.setAttribute("aria-busy", "true");
  for (const part of [...main.children, ...copy.querySelectorAll(":scope > :not(header, main)")]) {
    part.setAttribute("aria-hidden", "true");
    part.setAttribute("inert", "");
  }
  return copy.outerHTML;
}

/** The attributes of the first frame that hold words (the others are the same in every language). */
export const WORDS_IN = ["title", "alt", "placeholder", "label"];

/**
 * A frame's words in the order index.html's chooser script walks them (its text nodes and
 * the `WORDS_IN` attributes, in document order, as the browser parses `markup`), and its
 * skeleton: the markup without them (nor the language picker's choice), which must be
 * English's for the words to fit English's frame (runs in the page).
 */
function frameWords([markup, wordsIn]) {
  const template = document.createElement("template");
  template.innerHTML = markup;
  const words = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      words.push(node.data);
      node.data = "";
      continue;
    }
    for (const name of wordsIn) {
      if (node.hasAttribute(name)) {
        words.push(node.getAttribute(name));
        node.setAttribute(name, "");
      }
    }
    if (node.matches("select[data-language] option")) node.removeAttribute("selected");
  }
  return { words, skeleton: template.innerHTML };
}

/** The app's languages, by the codes of its picker's options (`select[data-language]`). */
function pickerLanguages() {
  return [...document.querySelectorAll("select[data-language] option")].map((o) => o.value);
}

/**
 * The first frame of a first visit from a browser in `code` (its `navigator.languages`):
 * the inert copy of the live app once its catalog (English's late messages too) has come,
 * and the page's title then.
 */
async function frameIn(browser, serverUrl, code) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: code });
  try {
    const page = await context.newPage();
    await page.goto(serverUrl);
    // The app renders hidden, then takes the first frame's place and marks the body.
    await page.waitForFunction(() => document.body.hasAttribute("data-app-ready"));
    await page.waitForFunction(() => document.querySelectorAll("#app [data-board] [data-square]").length === 64);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== code) throw new Error(`a browser in ${code} got the app in ${lang}`);
    // English's late messages (a character's tagline in the settings) are fetched at the first render.
    await page.waitForLoadState("networkidle");
    const markup = await page.evaluate(inertCopy, DROPPED);
    const languages = await page.evaluate(pickerLanguages);
    return { markup, title: await page.title(), languages };
  } finally {
    await context.close();
  }
}

/** `text` made safe inside a double-quoted attribute. */
const attribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

async function main() {
  const server = await serve(join(root, "dist"), 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const english = await frameIn(browser, server.url, "en");
    const codes = ["en", ...english.languages.filter((c) => c !== "en")];
    const words = {};
    const page = await browser.newPage();
    const skeleton = (await page.evaluate(frameWords, [english.markup, WORDS_IN])).skeleton;
    for (const code of codes.slice(1)) {
      const frame = await frameIn(browser, server.url, code);
      const made = await page.evaluate(frameWords, [frame.markup, WORDS_IN]);
      if (made.skeleton !== skeleton) {
        throw new Error(`the first frame in ${code} is not English's with other words: index.html's script could not write it`);
      }
      words[code] = { title: frame.title, words: made.words };
    }
    await page.close();
    // In a data block, so that "</script>" or "<!--" in a word cannot end it.
    const json = JSON.stringify(words).replaceAll("<", "\\u003c");
    const markup =
      `<template data-frame="en">${english.markup}</template>` +
      `<script type="application/json" data-frame-words="">${json}</script>`;
    const html = readFileSync(indexPath, "utf8");
    const start = html.indexOf(OPEN);
    const end = html.indexOf(CLOSE);
    if (start < 0 || end < start) throw new Error(`index.html has no ${OPEN} ... ${CLOSE}`);
    const next = html.slice(0, start + OPEN.length) + markup + html.slice(end);
    writeFileSync(indexPath, next);
    console.log(
      `first-frame: English's frame and the words of ${codes.length - 1} languages (${codes.slice(1).join(", ")}), ${markup.length} characters written into index.html${next === html ? " (unchanged)" : ""}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(`first-frame: ${e.message}`);
    process.exit(1);
  });
}
