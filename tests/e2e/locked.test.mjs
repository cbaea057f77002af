// The locked-down page: its Content-Security-Policy is enforced (and the harness catches a
// violation), and a computer's worker that dies mid-search is replaced and asked again
// without the player doing anything.
import assert from "node:assert/strict";
import { test } from "node:test";
import { blackToMove, launch, loadOutOfBook, openWithPlayers, recordWorkers, useBrowser, watch } from "./harness.mjs";
import { countSlices, holdSlices } from "./workers.mjs";

// Every worker the page starts, so that a test can kill one.
const env = useBrowser({}, recordWorkers);

test("the policy refuses an inline script, and the harness reports it", async () => {
  const browser = await launch();
  const watcher = watch(browser.context, env.server.origin);
  const page = await browser.context.newPage();
  await page.goto(env.server.url);
  const ran = await page.evaluate(() => {
    window.__ran = false;
    const s = document.createElement("script");
    s.textContent = "window.__ran = true";
    document.head.append(s);
    return new Promise((resolve) => setTimeout(() => resolve(window.__ran), 200));
  });
  assert.equal(ran, false, "the inline script did not run");
  const problems = watcher.problems();
  assert.ok(
    problems.some((p) => /^Content-Security-Policy violation .*: script-src-elem blocked inline/.test(p)),
    problems.join("\n"),
  );
  // Chromium also logs the refusal as an error; nothing else happened.
  assert.ok(problems.every((p) => /Content Security Policy|Content-Security-Policy/.test(p)), problems.join("\n"));
  // Seen: cleared, or closing the browser would fail on it.
  browser.context.cspViolations.length = 0;
  await browser.close();
});

/**
 * Against Nova (White) out of its opening book: one exchange (Nova's worker starts), then
 * on Nova's next turn its search is held after its first slice (so however short its
 * budget, and however few of its 40 ms slices a loaded machine lets into it, the kill
 * lands mid-search), its worker killed with `kill` while its thinking shows; the
 * move must still come, from a second worker, with no failure shown; then one more move,
 * to see the new worker serve the next turn.
 */
async function killMidSearch(kill) {
  const page = await openWithPlayers(env, "human", "ai-5");
  await loadOutOfBook(page, 5);
  await page.click('[data-square="f5"]');
  await blackToMove(page, 14, 15_000);
  assert.equal(await page.evaluate(() => window.__workers.length), 1);
  await countSlices(page);
  const hold = await holdSlices(page, 0, 1);
  const legal = () => page.$$eval('[data-legal="true"]', (bs) => bs.map((b) => b.dataset.square).sort());
  await page.click(`[data-square="${(await legal())[0]}"]`);
  await hold.paused;
  await page.waitForSelector("[data-thinking]", { timeout: 10_000 });
  await page.evaluate(kill);
  await blackToMove(page, 16, 15_000);
  assert.equal(await page.evaluate(() => window.__workers.length), 2, "a second worker took over");
  await page.click(`[data-square="${(await legal())[0]}"]`);
  await blackToMove(page, 18, 15_000);
  assert.equal(await page.evaluate(() => window.__workers.length), 2, "the new worker serves the next turn");
  await page.close();
}

test("a worker terminated mid-search is replaced and the move still comes", async () => {
  const before = env.watcher.problems().length;
  await killMidSearch(() => window.__workers[0].terminate());
  assert.deepEqual(env.watcher.problems().slice(before), []);
});

test("a worker that crashes mid-search (a message it cannot read) is replaced too", async () => {
  const before = env.watcher.problems().length;
  // Three bytes that are no message: the worker's decoder panics and its WebAssembly
  // traps, as it does when it runs out of memory.
  await killMidSearch(() => window.__workers[0].postMessage(new Uint8Array([7, 255, 255])));
  // The worker's own report of its panic is expected; nothing else.
  const problems = env.watcher.problems().slice(before);
  assert.ok(
    problems.every((p) => /panicked|unreachable|RuntimeError/.test(p)),
    problems.join("\n"),
  );
});

test("no request left the origin and nothing else was logged as an error", () => {
  const problems = env.watcher.problems().filter((p) => !/panicked|unreachable|RuntimeError/.test(p));
  assert.deepEqual(problems, []);
});
