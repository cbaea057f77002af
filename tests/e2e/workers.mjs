// The page's workers seen from the tests: how many there are, and each one's search slice
// by slice (counted, awaited, paused and released), so a test can tell which worker
// searches and that a stopped one has stopped.
import assert from "node:assert/strict";
import { sleep, within } from "./harness.mjs";

/**
 * Resolves once `ok(n)` holds for the number `n` of the page's workers, checked again
 * whenever a worker starts or ends.
 */
export function waitForWorkers(page, ok, what, timeout = 30_000) {
  let onWorker;
  const counted = new Promise((resolve) => {
    const check = () => ok(page.workers().length) && resolve(page.workers().length);
    onWorker = (w) => {
      w.once("close", check);
      check();
    };
    page.on("worker", onWorker);
    page.workers().forEach((w) => w.once("close", check));
    check();
  });
  return within(counted, timeout, `${what} (${page.workers().length} workers)`).finally(() => page.off("worker", onWorker));
}

/**
 * Counts, in each of the page's workers from now on, the slices it schedules (each slice
 * of a search posts to the worker's own message port): a worker that searches counts up,
 * a stopped one does not.
 */
export async function countSlices(page) {
  for (const w of page.workers()) {
    await w.evaluate(() => {
      if (self.__slices !== undefined) return;
      self.__slices = 0;
      self.__sliceWaiters = [];
      self.__held = [];
      const post = MessagePort.prototype.postMessage;
      self.__post = post;
      MessagePort.prototype.postMessage = function (...args) {
        self.__slices++;
        self.__sliceWaiters = self.__sliceWaiters.filter((w) => !w());
        // Held (holdSlices): the search pauses here until released.
        if (self.__holdAt !== undefined && self.__slices >= self.__holdAt) return void self.__held.push([this, args]);
        return post.apply(this, args);
      };
    });
  }
}
/**
 * Each of the page's workers' WebAssembly memory in bytes (`wasm_memory_bytes`). A worker is a
 * module worker: its script's module, imported again, is the one running.
 */
export const workersMemory = (page) =>
  Promise.all(
    page.workers().map((w) => w.evaluate(async () => (await import(new URL("worker.js", location.href))).wasm_memory_bytes())),
  );

/** The slices each of the page's workers has counted since `countSlices` (0 before). */
export const slices = (page) => Promise.all(page.workers().map((w) => w.evaluate(() => self.__slices ?? 0)));

/**
 * Resolves once each of the page's workers at `indices` has searched `more` slices beyond
 * `counts` (from `slices`): the search under way there, seen as it happens.
 */
export function moreSlices(page, counts, indices, more = 2, timeout = 30_000) {
  const workers = page.workers();
  const searched = indices.map((i) =>
    workers[i].evaluate(
      (target) =>
        new Promise((resolve) => {
          const reached = () => self.__slices >= target && (resolve(), true);
          if (!reached()) self.__sliceWaiters.push(reached);
        }),
      counts[i] + more,
    ),
  );
  return within(Promise.all(searched), timeout, `workers ${indices} searching ${more} slices beyond ${counts}`);
}

/**
 * Arms a pause in the search of the page's worker at `index`: once it has scheduled `after`
 * more slices, it stops there, as at a breakpoint (the worker still answers its messages,
 * but no further slice runs until `releaseSlices`). Resolves, once armed, to `{ paused }`: a
 * promise settled when the search has reached the pause.
 */
export async function holdSlices(page, index, after) {
  const worker = page.workers()[index];
  const at = await worker.evaluate((n) => (self.__holdAt = self.__slices + n), after);
  const reached = worker.evaluate(
    (target) =>
      new Promise((resolve) => {
        const done = () => self.__slices >= target && (resolve(), true);
        if (!done()) self.__sliceWaiters.push(done);
      }),
    at,
  );
  return { paused: within(reached, 30_000, `worker ${index} searching up to its pause`) };
}

/** Lets the paused search of the page's worker at `index` go on (see `holdSlices`). */
export function releaseSlices(page, index) {
  return page.workers()[index].evaluate(() => {
    self.__holdAt = undefined;
    for (const [port, args] of self.__held.splice(0)) self.__post.apply(port, args);
  });
}

/**
 * Fails unless every worker of the page has stopped searching. A stop is seen at a worker's
 * next slice, and no event marks the absence of a slice, so this is the clock's one use in
 * the pool tests: a grace of half a second (a loaded machine delays the stop's way through
 * the coordinator), then half a second in which no count may move.
 */
export async function assertWorkersIdle(page, what) {
  await sleep(500); // the stop reaches every worker (through the coordinator) and the slices under way end (40 ms each)
  const stopped = await slices(page);
  await sleep(500); // a window in which a worker still searching would count up
  assert.deepEqual(await slices(page), stopped, what);
}
