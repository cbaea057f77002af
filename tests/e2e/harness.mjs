// Shared set-up for the end-to-end tests: a static server for dist/ started by the test
// itself (so a test can stop it to check offline play), Debian's Chromium driven by
// playwright-core in a fresh profile, and checks that every page stays on its origin and
// logs no errors.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../../scripts/static-server.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const dist = join(root, "dist");
export const artifacts = join(root, "test-artifacts");

/** Serves dist/ on 127.0.0.1 at a free port. Resolves to { url, origin, requests, close }. */
export async function serveDist() {
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(`${dist} has no build: run trunk build --release first`);
  }
  return serve(dist, 0);
}

/** Debian's Chromium, headless, in a fresh profile directory. */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "outflank-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
    ...options,
  });
  // Every page reports the Content-Security-Policy violations it sees (a blocked script,
  // style, image, connection or worker); `watch` lists them with the other problems, and
  // `close` fails the test on any, so even a test that watches nothing else fails on one.
  const violations = [];
  context.cspViolations = violations;
  await context.exposeBinding("__outflankCspViolation", ({ page }, v) => {
    violations.push(`Content-Security-Policy violation on ${page?.url()}: ${v}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : "";
      window.__outflankCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"}${where}`);
    });
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    assert.deepEqual(violations, [], "no Content-Security-Policy violation");
  };
  return { context, close };
}

/**
 * An init script: keeps every worker the page starts in `window.__workers`, so that a test
 * can kill one; with `window.__crashWorkers` set, sends each new one, as soon as it says it
 * is loaded (before anything the app sends it then), three bytes that are no message, which
 * its decoder cannot read: it panics and its WebAssembly traps, as when it runs out of memory.
 */
export function recordWorkers() {
  const Native = window.Worker;
  window.__workers = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      window.__workers.push(this);
      if (window.__crashWorkers) {
        this.addEventListener("message", () => this.postMessage(new Uint8Array([7, 255, 255])), { once: true });
      }
    }
  };
}

/**
 * Watches a browser context for requests to any origin but `origin` (the service worker's
 * included), for console errors and uncaught exceptions on its pages, and for
 * Content-Security-Policy violations (a `securitypolicyviolation` event; a context from
 * `launch` records them). `problems()` lists what it saw.
 */
export function watch(context, origin) {
  const seen = [];
  const allowed = (url) =>
    url.startsWith(origin + "/") || url.startsWith("data:") || url.startsWith("blob:");
  context.on("request", (r) => {
    if (!allowed(r.url())) seen.push(`request to another origin: ${r.url()}`);
  });
  const onPage = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") seen.push(`console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => seen.push(`uncaught exception: ${e.message}`));
  };
  context.pages().forEach(onPage);
  context.on("page", onPage);
  const violations = context.cspViolations ?? [];
  const before = violations.length;
  return { problems: () => [...seen, ...violations.slice(before)] };
}

/** The rule sets every audit checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AUDIT_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page as it is now and fails, naming every violation and the
 * elements that break it, if it finds any against `AUDIT_TAGS`. `view` names what is on
 * screen, for the message. Resolves to the number of rules axe checked and passed.
 */
export async function audit(page, view) {
  // Colours are checked as they end up: let the finite animations (a banner fading in,
  // discs flipping) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    // Evaluated by the test's driver: a <script> tag would be refused by the page's
    // Content-Security-Policy.
    await page.evaluate(axeSource);
  }
  const result = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AUDIT_TAGS,
  );
  const report = result.violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary.replace(/\n/g, " ")}`).join("\n"),
    )
    .join("\n");
  assert.deepEqual(
    result.violations.map((v) => v.id),
    [],
    `axe-core finds violations on ${view}:\n${report}`,
  );
  assert.ok(result.passes.length > 0, `axe-core checked nothing on ${view}`);
  return result.passes.length;
}

/**
 * Holds back the app's WebAssembly on `page` (its preload and its fetch), so that the first
 * frame of index.html can be looked at. Resolves to `{ release, asked }`: `release()` lets it
 * through, `asked` resolves once the page has asked for it.
 */
export async function holdAppWasm(page) {
  let release;
  const held = new Promise((ok) => (release = ok));
  let wasAsked;
  const asked = new Promise((ok) => (wasAsked = ok));
  await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, async (route) => {
    wasAsked();
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Opens the app and waits until the board has its 64 squares (the live app's: the first frame has none) and the app marks `<body data-app-ready>` (its listeners attached). */
export async function openApp(page, url) {
  await page.goto(url);
  // The live board, and the app's listeners attached (keys pressed before are lost).
  await page.waitForFunction(
    () =>
      document.querySelectorAll("[data-board] [data-square]").length === 64 &&
      document.body.hasAttribute("data-app-ready"),
  );
}

/**
 * Resolves once the page's worker has fetched the strongest level's data (`patterns.ofpw`
 * and `book.ofbk`, asked for after the page is up). Call it before `openApp`; a test that
 * reloads or goes offline waits for it first, or the reload would abort those fetches.
 */
export function weightsFetched(page) {
  const fetched = (file) =>
    page.waitForEvent("requestfinished", {
      predicate: (r) => new URL(r.url()).pathname.endsWith(`/${file}`),
      timeout: 30_000,
    });
  return Promise.all([fetched("patterns.ofpw"), fetched("book.ofbk")]);
}

/** The board as the page shows it: { squares: {d3: "empty"|"black"|"white"}, legal: [...], status attrs }. */
export async function readBoard(page) {
  return page.evaluate(() => {
    const squares = {};
    const legal = [];
    const stable = [];
    let last = null;
    for (const b of document.querySelectorAll("[data-board] [data-square]")) {
      squares[b.dataset.square] = b.dataset.disc;
      if (b.dataset.legal === "true") legal.push(b.dataset.square);
      if (b.dataset.last === "true") last = b.dataset.square;
      if (b.dataset.stable === "true") stable.push(b.dataset.square);
    }
    const s = document.querySelector('[role="status"]');
    return {
      squares,
      legal: legal.sort(),
      stable: stable.sort(),
      last,
      status: s.dataset.status,
      turn: s.dataset.turn,
      black: Number(s.dataset.black),
      white: Number(s.dataset.white),
      result: s.dataset.result ?? null,
      text: s.textContent,
    };
  });
}

/**
 * The engine's account of a game (examples/oracle.rs): { moves, positions, outcome },
 * where positions[i] is the position after i moves: { board (64 chars a1..h8, X O -),
 * turn, status, black, white, legal }.
 */
export function oracle(...args) {
  const out = execFileSync(
    "cargo",
    ["run", "-q", "--locked", "-p", "outflank", "--example", "oracle", "--", ...args],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(out);
}

const FILES = "abcdefgh";
/** The square names a1..h8 in board-string order. */
export const SQUARES = Array.from({ length: 64 }, (_, i) => FILES[i % 8] + (Math.floor(i / 8) + 1));
const DISC = { X: "black", O: "white", "-": "empty" };

/**
 * The app's words for a finished game's outcome (see `oracle`): the engine's ("Black wins
 * 33–31"), but a draw is "A draw, 32–32" where the engine writes "Draw 32–32".
 */
export const outcomeWords = (outcome) =>
  outcome.winner === "draw" ? `A draw, ${outcome.black}–${outcome.white}` : outcome.text;

/** Checks that the page shows exactly the engine's position `expected` (see `oracle`). */
export function assertShows(shown, expected, context = "") {
  const want = {};
  SQUARES.forEach((sq, i) => (want[sq] = DISC[expected.board[i]]));
  assert.deepEqual(shown.squares, want, `discs ${context}`);
  assert.equal(shown.black, expected.black, `black count ${context}`);
  assert.equal(shown.white, expected.white, `white count ${context}`);
  assert.equal(shown.turn, expected.turn, `turn ${context}`);
  assert.deepEqual(shown.legal, [...expected.legal].sort(), `legal squares ${context}`);
}

/** Waits until the status area shows `expected`'s counts and turn, then reads the board. */
export async function waitForPosition(page, expected, timeout = 10_000) {
  await page.waitForFunction(
    ({ black, white, turn }) => {
      const s = document.querySelector('[role="status"]');
      return (
        s && s.dataset.black === String(black) && s.dataset.white === String(white) && s.dataset.turn === turn
      );
    },
    expected,
    { timeout },
  );
  return readBoard(page);
}

/**
 * Waits until Black is to move (a move to play, not a pass shown), with `discs` discs on
 * the board when it is given.
 */
export function blackToMove(page, discs = null, timeout = 30_000) {
  return page.waitForFunction(
    (discs) => {
      const s = document.querySelector('[role="status"]').dataset;
      return (
        s.status === "to-move" && s.turn === "black" && (discs === null || Number(s.black) + Number(s.white) === discs)
      );
    },
    discs,
    { timeout },
  );
}

/** What the squares say of a hint: { value (the text of data-hint), exact, best, label } of each valued square. */
export const hinted = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-board] [data-hint]")].map((b) => [
        b.dataset.square,
        {
          value: b.dataset.hint,
          exact: b.dataset.hintExact === "true",
          best: b.dataset.hintBest === "true",
          label: b.getAttribute("aria-label"),
        },
      ]),
    ),
  );

/** Checks that the hint shown is the solver's `values` (by square): every move valued exactly, the best ringed. */
export async function assertSolverHint(page, values) {
  const shown = await hinted(page);
  assert.deepEqual(Object.keys(shown).sort(), Object.keys(values).sort());
  const best = Math.max(...Object.values(values));
  for (const [sq, v] of Object.entries(values)) {
    assert.equal(Number(shown[sq].value), v, `${sq}: ${JSON.stringify(shown[sq])}`);
    assert.equal(shown[sq].best, v === best, `${sq} best`);
    assert.ok(shown[sq].exact && shown[sq].label.endsWith(", exact"), shown[sq].label);
  }
}

/** Opens the settings panel (who plays, the markers, sound, animation, the pass rule) if it is folded. */
export async function openSettings(page) {
  const settings = page.locator("details.settings");
  if (!(await settings.evaluate((d) => d.open))) await settings.locator(":scope > summary").click();
}

/** Chooses who plays a colour through its select ("human" or "ai-<level id>"), in the settings. */
export async function choosePlayer(page, color, value) {
  await openSettings(page);
  await page.getByLabel(color, { exact: true }).selectOption(value);
}

/** Sets "Cores" as a player does: types the number in the settings and leaves the field. */
export async function setCores(page, text) {
  await openSettings(page);
  const field = page.getByLabel("Cores");
  await field.fill(text);
  await field.press("Tab");
}

/** A new page of the app (`env` from useBrowser) with Black and White chosen: "human" or a level such as "ai-5". */
export async function openWithPlayers(env, black, white) {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await choosePlayer(page, "Black", black);
  await choosePlayer(page, "White", white);
  return page;
}

/**
 * For a test file: serves dist/ and launches Chromium before its tests (with `options`
 * for the browser context, and `initScript` run in every page before its own scripts),
 * watches for requests to other origins and console errors, and closes both after.
 * Returns { server, browser, watcher }, filled in by then.
 */
export function useBrowser(options = {}, initScript = null) {
  const env = {};
  before(async () => {
    env.server = await serveDist();
    env.browser = await launch(options);
    env.watcher = watch(env.browser.context, env.server.origin);
    if (initScript) await env.browser.context.addInitScript(initScript);
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * A fresh browser (its own storage; `options` for its context) and a page in it, watched for
 * requests to other origins than `env.server`'s and console errors; `close` checks there
 * were none. A locator that never matches fails after 30 s instead of waiting for ever.
 */
export async function freshBrowser(env, options = {}) {
  const browser = await launch(options);
  const watcher = watch(browser.context, env.server.origin);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  return {
    browser,
    page,
    close: async () => {
      assert.deepEqual(watcher.problems(), [], "no errors, no other origin");
      await browser.close();
    },
  };
}

/**
 * For a test file whose tests each launch a browser of their own (a viewport, a colour
 * scheme): serves dist/ before its tests, makes the artifacts folder, and stops the server
 * after. Returns { server }, filled in by then.
 */
export function useServer() {
  const env = {};
  before(async () => {
    env.server = await serveDist();
    mkdirSync(artifacts, { recursive: true });
  });
  after(async () => {
    await env.server?.close();
  });
  return env;
}

/** The start position in OBF. */
export const START_OBF = "---------------------------OX------XO--------------------------- X";

/**
 * A save document (the format of src/app/model/save/): `moves` (an array, passes written
 * out) played from `start`, all of them before the cursor, `toMove` ("black", "white" or
 * "none"), and `options` over two humans with every option on.
 */
export function saveDocument({ start = START_OBF, moves = [], toMove, options = {} }) {
  return {
    format: "outflank-game",
    version: 1,
    start,
    moves: moves.join(" "),
    cursor: moves.length,
    to_move: toMove,
    options: {
      black: { player: "human" },
      white: { player: "human" },
      show_legal_moves: true,
      pass_rule: "pass",
      sound: true,
      animation: true,
      ...options,
    },
  };
}

/**
 * Resolves with `promise`'s value, or fails naming `what` if it has not settled within
 * `ms` (a deadline for an event that never comes, not a wait).
 */
export function within(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Does `act` (a click, a key press) and resolves once `selector` has matched in the page
 * since just before it, with, for each of `also`, whether it matched at that same moment.
 * The latch is a MutationObserver armed before the act, so a state that lasts a moment (the
 * computer thinking about a quick reply: half a second on a loaded machine) is seen however
 * late this process gets to look, which a wait begun after the act is not. `press`, when
 * given, is the text of a button clicked in the page at that moment: so that it lands in
 * that state (Undo while the computer thinks). `selector` must not match before the act.
 */
export async function actAndSee(page, selector, act, { also = [], press = null, timeout = 30_000 } = {}) {
  const latch = await page.evaluateHandle(
    ([selector, also, press]) => {
      let resolve;
      const seen = new Promise((r) => (resolve = r));
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        const matched = also.map((s) => document.querySelector(s) !== null);
        if (press) [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === press).click();
        resolve(matched);
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      return { seen };
    },
    [selector, also, press],
  );
  await act();
  try {
    return await within(
      latch.evaluate((l) => l.seen),
      timeout,
      `${selector} after the action`,
    );
  } finally {
    await latch.dispose();
  }
}

/** Resolves when `page` is next idle: every task queued before (a long-task report among them) has run. */
export const pageIdle = (page) => page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));

/** Waits `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once every animation of the page that ends (a flip, not the thinking dots) has finished or been cancelled. */
export const animationsDone = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );

/**
 * A middle game out of the levels' opening book: 21 plies of a random game, White to move
 * (Black to move after its first 20). The levels think longer there than in the opening.
 */
export const MIDDLE_GAME = "f5f6c4c5b6e3f2e2e6a7f4f3g2e7f7h2g1g5b5g3h1";

/** Eight plies from the start that leave Oracle's and Nova's opening book (Black to move). */
export const OUT_OF_BOOK = ["c4", "e3", "f3", "c5", "d3", "f4", "g5", "c3"];

/**
 * Loads a game at `OUT_OF_BOOK` with the human playing Black and the computer at `level`
 * playing White, so that the computer searches its replies instead of reading the book.
 */
export async function loadOutOfBook(page, level) {
  await loadSave(
    page,
    saveDocument({ moves: OUT_OF_BOOK, toMove: "black", options: { white: { player: "computer", level }, sound: false } }),
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-disc="black"], [data-disc="white"]').length === 12);
}

/** Loads `doc` (e.g. from `saveDocument`) through Load's file input. */
export async function loadSave(page, doc, name = "saved.json") {
  await page.locator("#load-file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) });
}
