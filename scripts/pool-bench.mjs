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
import { loadavg } from "node:os";
import { launch, oracle, openApp, openSettings, serveDist } from "../tests/e2e/harness.mjs";
import { workerCpu } from "./worker-cpu.mjs";

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

async function review(n, list) {
  await openSettings(page);
  await page.getByLabel("Cores").fill(String(n));
  await page.getByLabel("Cores").press("Tab");
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.getByLabel("Game to paste").fill(list);
  await page.getByRole("button", { name: "Paste game" }).click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over");
  for (const w of page.workers()) {
    await w.evaluate(() => {
      if (self.__slices === undefined) {
        const post = MessagePort.prototype.postMessage;
        MessagePort.prototype.postMessage = function (...args) {
          self.__slices++;
          return post.apply(this, args);
        };
      }
      self.__slices = 0;
    });
  }
  const cpuBefore = workerCpu();
  const started = performance.now();
  await page.getByRole("button", { name: "Analyze the game" }).click();
  await page.waitForSelector("[data-total-loss-black]", { timeout: 300_000 });
  const seconds = (performance.now() - started) / 1000;
  const cpu = [...workerCpu()]
    .map(([thread, s]) => s - (cpuBefore.get(thread) ?? 0))
    .filter((s) => s > 0.005)
    .sort((a, b) => b - a);
  const slices = await Promise.all(page.workers().map((w) => w.evaluate(() => self.__slices ?? 0)));
  const busy = slices.map((s) => Math.min(1, (s * SLICE_MS) / 1000 / seconds));
  return { seconds, busy, cpu };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

console.log(`load average before: ${load()}`);
await review(1, moves(seed - 1));
await review(cores, moves(seed - 2));
const times = { 1: [], [cores]: [] };
const busy = { 1: [], [cores]: [] };
const cpus = { 1: [], [cores]: [] };
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? [cores, 1] : [1, cores];
  const line = [];
  for (const n of order) {
    const got = await review(n, moves(seed + r));
    times[n].push(got.seconds);
    // Worker 0 is the coordinator (it searches alone with Cores 1); the others, helpers.
    busy[n].push(got.busy);
    cpus[n].push(got.cpu.reduce((a, b) => a + b, 0));
    const cpu = got.cpu.map((c) => c.toFixed(2)).join(" + ");
    line.push(`${n} worker(s) ${got.seconds.toFixed(2)} s, CPU ${cpu} s (slices ${got.busy.map((b) => (100 * b).toFixed(0) + "%").join(", ")})`);
  }
  console.log(`round ${r + 1}: ${line.join("; ")}`);
}
const m1 = median(times[1]);
const mn = median(times[cores]);
console.log(`median: 1 worker ${m1.toFixed(2)} s, ${cores} workers ${mn.toFixed(2)} s, ratio ${(mn / m1).toFixed(3)}`);
const c1 = median(cpus[1]);
const cn = median(cpus[cores]);
console.log(`median CPU of the workers: 1 worker ${c1.toFixed(2)} s, ${cores} workers ${cn.toFixed(2)} s, ratio ${(cn / c1).toFixed(3)}`);
const perWorker = busy[cores][0].map((_, i) => median(busy[cores].map((b) => b[i] ?? 0)));
console.log(`busy share with ${cores} workers (median; coordinator first): ${perWorker.map((b) => (100 * b).toFixed(0) + "%").join(", ")}`);
console.log(`load average after: ${load()}`);
await browser.close();
await server.close();
