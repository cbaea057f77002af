// The opening trainer (#openings) through its contract: a named line's right move gives
// right and the app answers with the line; a wrong move gives wrong and rings the right
// move with the book's value; Try again; the line's end; the missed line back after a
// reload (its Leitner box kept) and moved up once played cleanly; the book's best lines,
// the app's replies and the right moves checked against the engine's book (the oracle);
// the page from the Practice tabs and Back, by keyboard; its layouts audited, and nothing
// sideways in Japanese and German on a small phone; a worker that dies while the trainer
// waits for the book is replaced and asked again, and one that dies at every try ends in
// the trainer's own alert.
import assert from "node:assert/strict";
import { test } from "node:test";
import { audit, freshBrowser, launch, oracle, recordWorkers, useServer, watch, weightsFetched } from "./harness.mjs";

const env = useServer();

/** A fresh browser (its own storage) watched for errors; `close` checks there were none. */
const fresh = (options = {}) => freshBrowser(env, options);

const trainer = (page) => page.locator("[data-trainer]");
const square = (page, name) => page.locator(`[data-trainer] [data-square="${name}"]`);

/** Waits until the player may move after `moves` (the book answered; the app replied). */
async function waitForTurn(page, moves) {
  await page.waitForFunction(
    (moves) => {
      const t = document.querySelector("[data-trainer]");
      return (
        t &&
        t.dataset.trainerMoves === moves &&
        t.getAttribute("aria-busy") === "false" &&
        document.querySelector('[data-trainer] [data-legal="true"]') !== null
      );
    },
    moves,
    { timeout: 20_000 },
  );
}

/** The trainer's moves so far. */
const movesOf = (page) => trainer(page).getAttribute("data-trainer-moves");

/** The book's values after `moves` (f5d6 notation), by the engine: { square: value } or null. */
const bookValues = (moves) => oracle("book", moves).values;

/** The moves within a disc of the best of `values`. */
const withinADisc = (values) => {
  const best = Math.max(...Object.values(values));
  return Object.keys(values)
    .filter((s) => values[s] >= best - 1)
    .sort();
};

/** Opens #openings and chooses `line` (a select value) and `color`. */
async function openTrainer(page, line, color) {
  await page.goto(`${env.server.url}#openings`);
  await page.waitForSelector("[data-trainer] [data-board] [data-square]");
  // The named lines come from the worker.
  await page.waitForSelector('#trainer-line option[value="60"]', { state: "attached" });
  if (line !== null) await page.getByLabel("Opening").selectOption(line);
  if (color !== null) await page.getByLabel("Your colour").selectOption(color);
}

test("#openings, the Tiger as Black: right, wrong with the right move's value, Try again, the line's end; missed, it comes back after a reload", async () => {
  const { page, close } = await fresh();
  await openTrainer(page, "60", "black");
  await page.waitForSelector('[data-trainer][data-trainer-line="60"][data-trainer-color="black"]');
  await waitForTurn(page, "");
  assert.equal(await trainer(page).getAttribute("data-trainer-result"), null, "no move yet");
  assert.match(await page.locator("#trainer-heading").textContent(), /^Tiger, playing Black$/);

  // A right move, by keyboard: the app answers with the Tiger's d6.
  await square(page, "f5").focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-trainer][data-trainer-result="right"]');
  await waitForTurn(page, "f5d6");
  assert.match(await page.locator(".puzzle-feedback").textContent(), /Right: f5\. The computer answered d6\./);

  // A wrong move: refused, the line's c3 ringed with the book's value.
  const legal = oracle("moves", "f5d6").positions.at(-1).legal;
  const wrong = legal.find((s) => s !== "c3");
  await square(page, wrong).click();
  await page.waitForSelector('[data-trainer][data-trainer-result="wrong"]');
  assert.equal(await movesOf(page), "f5d6", "not played");
  assert.match(await page.locator(".puzzle-feedback").textContent(), new RegExp(`${wrong} leaves the line`));
  const ringed = await page.$$eval("[data-trainer] [data-hint-best]", (s) => s.map((e) => [e.dataset.square, Number(e.dataset.hint)]));
  assert.deepEqual(ringed, [["c3", bookValues("f5d6").c3]], "the right move with the book's value");
  assert.equal(await square(page, "c3").getAttribute("data-legal"), "false", "the board waits for Try again");
  // The miss is kept at once: the line is back in box 1, due.
  const card = page.locator('[data-trainer-card="60-black"]');
  assert.equal(await card.getAttribute("data-trainer-box"), "1");
  assert.equal(await card.getAttribute("data-trainer-due"), "true");

  // Try again (by keyboard): the focus back on the square tried, then the right move.
  await page.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-trainer]:not([data-trainer-result])");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), wrong);
  assert.equal(await page.locator("[data-trainer] [data-hint]").count(), 0, "the values are gone");
  await square(page, "c3").click();
  await waitForTurn(page, "f5d6c3d3");
  await square(page, "c4").click();
  await page.waitForSelector('[data-trainer][data-trainer-end="line"][data-trainer-result="right"]');
  assert.match(await page.locator(".puzzle-feedback").textContent(), /The line ends here: Tiger is played through\. You missed a move/);
  assert.equal(await page.locator('[data-trainer] [data-legal="true"]').count(), 0, "over");

  // After a reload the missed line comes back first, its box kept.
  await page.reload();
  await page.waitForSelector('[data-trainer][data-trainer-line="60"][data-trainer-color="black"]');
  assert.equal(await card.getAttribute("data-trainer-box"), "1", "kept in localStorage");
  assert.equal(await card.getAttribute("data-trainer-due"), "true");
  // Played through cleanly (from another symmetry of the Tiger), it moves up a box.
  await waitForTurn(page, "");
  await square(page, "d3").click();
  await waitForTurn(page, "d3c5");
  await square(page, "f6").click();
  await waitForTurn(page, "d3c5f6f5");
  await square(page, "e6").click();
  await page.waitForSelector('[data-trainer][data-trainer-end="line"]');
  await page.waitForSelector('[data-trainer-card="60-black"][data-trainer-box="2"][data-trainer-due="false"]');
  assert.match(await page.locator(".puzzle-feedback").textContent(), /moves up a stage/);
  // The boxes as kept: the versioned line of text.
  assert.match(await page.evaluate(() => localStorage.getItem("outflank.openings")), /^leitner1 2 1 60 b 2 \d+$/);
  await close();
});

test("#openings, the book's best lines as White: the app's replies come from the book, right within a disc of the best, wrong below it", async () => {
  const { page, close } = await fresh();
  await openTrainer(page, "book", "white");
  await page.waitForSelector('[data-trainer][data-trainer-line="book"][data-trainer-color="white"]');
  let plies = 0;
  let missed = false;
  while (plies < 3) {
    // The app (Black) has moved: its move one of the book's within a disc of the best.
    await page.waitForFunction(() => {
      const t = document.querySelector("[data-trainer]");
      return t && (t.dataset.trainerMoves.length / 2) % 2 === 1 && t.getAttribute("aria-busy") === "false";
    });
    const moves = await movesOf(page);
    const before = moves.slice(0, -2);
    const reply = moves.slice(-2);
    assert.ok(withinADisc(bookValues(before)).includes(reply), `${reply} after '${before}' is a book move within a disc`);
    await waitForTurn(page, moves);
    const values = bookValues(moves);
    const right = withinADisc(values);
    const best = Math.max(...Object.values(values));
    const worse = Object.keys(values).find((s) => values[s] < best - 1);
    if (worse) {
      missed = true;
      await square(page, worse).click();
      await page.waitForSelector('[data-trainer][data-trainer-result="wrong"]');
      const discs = best - values[worse] === 1 ? "1 disc" : `${best - values[worse]} discs`;
      assert.match(await page.locator(".puzzle-feedback").textContent(), new RegExp(`^${worse} loses ${discs} against the book's best`));
      const shown = await page.$$eval("[data-trainer] [data-hint-best]", (s) => s.map((e) => [e.dataset.square, Number(e.dataset.hint)]));
      assert.deepEqual(
        shown.sort(),
        right.map((s) => [s, values[s]]),
        "the right moves ringed with the book's values",
      );
      await page.getByRole("button", { name: "Try again" }).click();
      await page.waitForSelector("[data-trainer]:not([data-trainer-result])");
    }
    // The best move, where the book goes on furthest.
    const chosen = Object.keys(values).find((s) => values[s] === best);
    await square(page, chosen).click();
    await page.waitForSelector('[data-trainer][data-trainer-result="right"]');
    // The app's reply, or the book's end.
    await page.waitForFunction((m) => {
      const t = document.querySelector("[data-trainer]");
      return t.dataset.trainerEnd || t.dataset.trainerMoves.length >= m.length + 4;
    }, moves);
    plies += 1;
    if (await trainer(page).getAttribute("data-trainer-end")) break;
  }
  assert.ok(plies >= 2, "two of the player's moves at least");
  // Where it ended, the book has no values: it says so.
  const end = await trainer(page).getAttribute("data-trainer-end");
  if (end !== null) {
    assert.equal(end, "book");
    assert.equal(bookValues(await movesOf(page)), null, "the book ends there");
    assert.match(await page.locator(".puzzle-feedback").textContent(), /The book ends here\./);
    // Missed, the line is due again at once (else it went up to box 1 from none); the next
    // line is the same.
    await page.waitForSelector(`[data-trainer-card="book-white"][data-trainer-box="1"][data-trainer-due="${missed}"]`);
    await page.getByRole("button", { name: "Next line" }).click();
    await page.waitForSelector('[data-trainer][data-trainer-line="book"][data-trainer-color="white"]:not([data-trainer-end])');
  }
  await close();
});

test("#openings from the Practice tabs and the game, Back to the game with the focus on Practice", async () => {
  const { page, close } = await fresh();
  await page.goto(env.server.url);
  await page.waitForSelector("body[data-app-ready]");
  await page.locator("#open-practice").click();
  await page.waitForSelector("[data-puzzle], .practice-page");
  await page.getByRole("button", { name: "Openings" }).click();
  await page.waitForSelector("[data-trainer] [data-board]");
  assert.equal(new URL(page.url()).hash, "#openings");
  await page.getByRole("button", { name: "Back to the game" }).click();
  await page.waitForFunction(() => document.activeElement?.id === "open-practice");
  assert.equal(new URL(page.url()).hash, "");
  await close();
});

for (const [locale, size] of [
  ["ja-JP", { width: 360, height: 640 }],
  ["de-DE", { width: 360, height: 640 }],
  ["en-US", { width: 390, height: 844 }],
  ["en-US", { width: 1280, height: 800 }],
]) {
  test(`#openings in ${locale} at ${size.width}x${size.height}: nothing sideways${locale === "en-US" ? ", audited after a wrong move" : ""}`, async () => {
    const { page, close } = await fresh({ locale, viewport: size });
    await page.goto(`${env.server.url}#openings`);
    await page.waitForSelector('#trainer-line option[value="60"]', { state: "attached" });
    await page.locator("#trainer-line").selectOption("60");
    await page.locator("#trainer-color").selectOption("black");
    await waitForTurn(page, "");
    await square(page, "f5").click();
    await waitForTurn(page, "f5d6");
    await square(page, "c5").click();
    await page.waitForSelector('[data-trainer][data-trainer-result="wrong"] [data-hint-best]');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 0, `${wide}px sideways`);
    const board = await page.locator("[data-trainer] [data-board]").boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= size.width, "the board fits");
    if (locale === "en-US") await audit(page, `the opening trainer at ${size.width}x${size.height}, a wrong move`);
    if (locale === "ja-JP") {
      assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
      assert.match(await page.locator("#trainer-heading").textContent(), /虎/);
      const text = await page.locator(".practice-page").innerText();
      assert.doesNotMatch(text, /\b(the|move|book|line|Black|White|Opening)\b/, "no English words");
    }
    await close();
  });
}

test("#openings: the worker killed before the trainer asks the book is replaced, asked again, and the drill goes on", async () => {
  const { browser, page, close } = await fresh();
  await browser.context.addInitScript(recordWorkers);
  const fetched = weightsFetched(page);
  await page.goto(env.server.url);
  await page.waitForSelector("body[data-app-ready]");
  // The worker is up (it has fetched its weights and book), then dies without a word.
  await fetched;
  assert.equal(await page.evaluate(() => window.__workers.length), 1);
  await page.evaluate(() => window.__workers[0].terminate());
  await page.evaluate(() => (location.hash = "#openings"));
  // The named lines come from the worker that replaced it (found silent, pinged, given up).
  await page.waitForSelector('#trainer-line option[value="60"]', { state: "attached", timeout: 30_000 });
  assert.equal(await page.evaluate(() => window.__workers.length), 2, "a second worker answered");
  await page.locator("#trainer-line").selectOption("60");
  await page.locator("#trainer-color").selectOption("black");
  await waitForTurn(page, "");
  await square(page, "f5").click();
  await waitForTurn(page, "f5d6");
  assert.equal(await page.locator("[data-trainer-error]").count(), 0);
  await close();
});

test("#openings: when every worker dies on the trainer's question, the trainer says the book is unavailable", async () => {
  const browser = await launch();
  try {
    const watcher = watch(browser.context, env.server.origin);
    await browser.context.addInitScript(recordWorkers);
    await browser.context.addInitScript(() => (window.__crashWorkers = true));
    const page = await browser.context.newPage();
    await page.goto(`${env.server.url}#openings`);
    const alert = page.locator("[data-trainer-error]");
    await alert.waitFor({ timeout: 60_000 });
    assert.match(await alert.getAttribute("data-trainer-error"), /WorkerStopped/);
    assert.match(await alert.textContent(), /opening book is not available/);
    // The first worker (started with the app), then the question's: one and three more.
    assert.ok((await page.evaluate(() => window.__workers.length)) >= 4);
    // The workers' own reports of their panics are expected; nothing else.
    const problems = watcher.problems();
    assert.ok(
      problems.every((p) => /panicked|unreachable|RuntimeError/.test(p)),
      problems.join("\n"),
    );
  } finally {
    // Closed even when the test fails, or the browser would keep the test file running.
    await browser.close();
  }
});
