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
// One frame per language of the app's picker, each taken from a first visit by a browser in
// that language, written as `<template data-frame="ja" data-title="…">`: the small inline
// script at the top of index.html sets `<html lang>` to the language the app will choose
// (the one picked, kept in localStorage, else the best match of `navigator.languages`, as
// src/app/language.rs), and the one after the templates shows that language's frame before
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
    const frames = [english];
    for (const code of english.languages.filter((c) => c !== "en")) frames.push(await frameIn(browser, server.url, code));
    const codes = ["en", ...english.languages.filter((c) => c !== "en")];
    const markup = frames
      .map((f, i) => `<template data-frame="${codes[i]}" data-title="${attribute(f.title)}">${f.markup}</template>`)
      .join("");
    const html = readFileSync(indexPath, "utf8");
    const start = html.indexOf(OPEN);
    const end = html.indexOf(CLOSE);
    if (start < 0 || end < start) throw new Error(`index.html has no ${OPEN} ... ${CLOSE}`);
    const next = html.slice(0, start + OPEN.length) + markup + html.slice(end);
    writeFileSync(indexPath, next);
    console.log(
      `first-frame: ${frames.length} frames (${codes.join(", ")}), ${markup.length} characters written into index.html${next === html ? " (unchanged)" : ""}`,
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
