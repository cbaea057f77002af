// The review of a whole game on 1 worker and on N workers, side by side (a benchmark, not
// a test): `node scripts/pool-bench.mjs [ROUNDS] [CORES] [SEED]` after a release build.
// Besides the wall time, it reads the CPU time of every Web Worker thread of the browser
// (Chromium names them "DedicatedWorker"; /proc/PID/task/TID/stat of the browser's
// processes, children of this one): the work a review costs, which a loaded machine does
// not change, and each worker's share of it.
//
// Round r reviews the random game of SEED + r (played to its end) once with Cores 1 and
// once with Cores N, alternating which goes first, in one page whose workers are kept (a
// warm-up review with each setting first, of other games, so that the helpers are spawned
// and loaded). Each round's game is new to both: helpers keep their tables from one
// review to the next, and the same game reviewed again would be answered from them. Prints each
// round, the medians, their ratio, each worker's busy share (its 40 ms search slices
// against the wall time), and the load average before and after.
import { launch, oracle, openApp, openSettings, serveDist, setCores } from "../tests/e2e/harness.mjs";
import { countSlices, slices } from "../tests/e2e/workers.mjs";
import { loadAverage, median, sideBySide } from "./side-by-side.mjs";
import { cpuSince, workerCpu } from "./worker-cpu.mjs";

const rounds = Number(process.argv[2] ?? 5);
const cores = Number(process.argv[3] ?? 2);
const seed = Number(process.argv[4] ?? 100);
const SLICE_MS = 40;

const server = await serveDist();
const browser = await launch();
const page = await browser.context.newPage();
await openApp(page, server.url);
await openSettings(page);
await page.getByLabel("Black", { exact: true }).selectOption("human");
await page.getByLabel("White", { exact: true }).selectOption("human");
const moves = (s) => oracle("random", String(s)).moves.filter((m) => m !== "pass").join("");

/** The review of the game `list` on `n` cores: { seconds, busy (each worker's slices against the wall time), cpu }. */
async function review(n, list) {
  await setCores(page, String(n));
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  await countSlices(page);
  const slicesBefore = await slices(page);
  const cpuBefore = workerCpu();
  const started = performance.now();
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 300_000 });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore).sort((a, b) => b - a);
  const busy = (await slices(page)).map((s, i) => Math.min(1, ((s - (slicesBefore[i] ?? 0)) * SLICE_MS) / 1000 / seconds));
  return { seconds, busy, cpu };
}

console.log(`load average before: ${loadAverage()}`);
await review(1, moves(seed - 1));
await review(cores, moves(seed - 2));
const games = Array.from({ length: rounds }, (_, r) => moves(seed + r));
const results = await sideBySide(
  games,
  cores,
  (list, n) => review(n, list),
  (r, _, got) => {
    const line = [1, cores].map((n) => {
      const { seconds, cpu, busy } = got[n];
      const shares = busy.map((b) => (100 * b).toFixed(0) + "%").join(", ");
      return `${n} worker(s) ${seconds.toFixed(2)} s, CPU ${cpu.map((c) => c.toFixed(2)).join(" + ")} s (slices ${shares})`;
    });
    console.log(`round ${r + 1}: ${line.join("; ")}`);
  },
);
const times = (n) => results[n].map((g) => g.seconds);
const cpus = (n) => results[n].map((g) => g.cpu.reduce((a, b) => a + b, 0));
const m1 = median(times(1));
const mn = median(times(cores));
console.log(`median: 1 worker ${m1.toFixed(2)} s, ${cores} workers ${mn.toFixed(2)} s, ratio ${(mn / m1).toFixed(3)}`);
const c1 = median(cpus(1));
const cn = median(cpus(cores));
console.log(`median CPU of the workers: 1 worker ${c1.toFixed(2)} s, ${cores} workers ${cn.toFixed(2)} s, ratio ${(cn / c1).toFixed(3)}`);
// Worker 0 is the coordinator (it searches alone with Cores 1); the others, helpers.
const busy = results[cores].map((g) => g.busy);
const perWorker = busy[0].map((_, i) => median(busy.map((b) => b[i] ?? 0)));
console.log(`busy share with ${cores} workers (median; coordinator first): ${perWorker.map((b) => (100 * b).toFixed(0) + "%").join(", ")}`);
console.log(`load average after: ${loadAverage()}`);
await browser.close();
await server.close();
