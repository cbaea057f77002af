// The page's main thread while the computer thinks (a benchmark, not a test):
// `node scripts/main-thread-bench.mjs [MOVES]` after a release build. For every level, the
// player (Black) plays MOVES moves against the computer (White); every task of the page's
// main thread over 50 ms (the Long Tasks API) during each reply is recorded. Prints per
// level the replies measured, the long tasks, the longest and the blocking time (the time
// over 50 ms, summed), then the load average before and after: a task's length is wall
// time, which a loaded machine stretches, so the figure belongs here and not in a test
// (the tests check that the page answers the player while the computer thinks: Move now,
// tests/e2e/computer.test.mjs).
//
// It checks itself: the observer must see a task of the page's own that blocks 120 ms, and
// every reply must come, or it exits with status 1.
import { choosePlayer, launch, openApp, pageIdle, readBoard, serveDist, weightsFetched } from "../tests/e2e/harness.mjs";
import { waitForWorkers } from "../tests/e2e/workers.mjs";
import { loadAverage } from "./side-by-side.mjs";

const moves = Number(process.argv[2] ?? 4);
const LONG_TASK_MS = 50;

const server = await serveDist();
const browser = await launch();
await browser.context.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
});
const load = loadAverage();
const page = await browser.context.newPage();
const fetched = weightsFetched(page);
await openApp(page, server.url);
await fetched;
await waitForWorkers(page, (n) => n >= 1, "the worker");
await page.evaluate(() => navigator.serviceWorker.ready);

const longTasksSince = (t) => page.evaluate((from) => window.__longTasks.filter((e) => e.start + e.duration > from), t);

// The observer sees a blocked main thread, or the figures below would mean nothing.
const check = await page.evaluate(() => performance.now());
await page.evaluate(() =>
  setTimeout(() => {
    const end = performance.now() + 120;
    while (performance.now() < end);
  }, 0),
);
await page.waitForFunction(() => window.__longTasks.some((t) => t.duration > 100), null, { timeout: 10_000 });
if (!(await longTasksSince(check)).some((t) => t.duration > 100)) {
  console.error("the long-task observer missed a 120 ms task");
  process.exit(1);
}

await choosePlayer(page, "Black", "human");
const levels = await page
  .locator('select[id="player-white"] option[value^="ai-"]')
  .evaluateAll((options) => options.map((o) => o.value));
console.log("level replies long_tasks longest_ms blocking_ms");
for (const level of levels) {
  await choosePlayer(page, "White", level);
  await page.getByRole("button", { name: "New game" }).click();
  await pageIdle(page);
  let replies = 0;
  const tasks = [];
  for (let move = 0; move < moves; move++) {
    const shown = await readBoard(page);
    if (shown.status !== "to-move" || shown.turn !== "black") break;
    const from = await page.evaluate(() => performance.now());
    await page.click(`[data-square="${shown.legal[0]}"]`);
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "thinking", null, {
      polling: "raf",
    });
    await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status !== "thinking", null, {
      timeout: 120_000,
      polling: 10,
    });
    // Long-task entries arrive in a task of their own: read them once the page is idle.
    await pageIdle(page);
    tasks.push(...(await longTasksSince(from)));
    replies++;
  }
  if (replies === 0) {
    console.error(`${level}: no reply measured`);
    process.exit(1);
  }
  const longest = Math.max(0, ...tasks.map((t) => t.duration));
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);
  console.log(`${level} ${replies} ${tasks.length} ${longest.toFixed(0)} ${blocking.toFixed(0)}`);
}
console.log(`load average before: ${load}; after: ${loadAverage()}`);
await browser.close();
await server.close();
