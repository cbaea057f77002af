// The depth Oracle (the top level) reaches in 1 s on 1 worker and on N workers, side by
// side (a benchmark, not a test): `node scripts/pool-depth.mjs [POSITIONS] [CORES] [SEED]`
// after a release build.
//
// Position k is the random game of SEED + k after 24 plies (36 empties, out of Oracle's
// book), loaded from a save file with Oracle to move and "Cores" set to 1 or N in turn (the
// order alternating), in one page whose workers are kept (a warm-up move with each setting
// first, so that the helpers are spawned and loaded). The depth is that of the last
// completed iteration the thinking panel showed within the move's first second (Oracle's
// time plan often ends the move sooner: then its last report). Besides it, the CPU time of
// each worker thread during the move (/proc, see worker-cpu.mjs) and its share of the move's
// wall time (the rest the thread waited: for work, or for a core on a loaded machine).
import { launch, loadSave, oracle, openApp, saveDocument, serveDist } from "../tests/e2e/harness.mjs";
import { loadAverage, median, sideBySide } from "./side-by-side.mjs";
import { cpuSince, workerCpu } from "./worker-cpu.mjs";

const positions = Number(process.argv[2] ?? 10);
const cores = Number(process.argv[3] ?? 2);
const seed = Number(process.argv[4] ?? 300);
const PLIES = 24;

const server = await serveDist();
const browser = await launch();
const page = await browser.context.newPage();
await openApp(page, server.url);
await page.evaluate(() => {
  window.__reports = [];
  new MutationObserver(() => {
    const p = document.querySelector("[data-thinking][data-depth]");
    if (p) window.__reports.push({ depth: Number(p.dataset.depth), ms: Number(p.dataset.elapsedMs) });
  }).observe(document.body, { subtree: true, attributes: true, childList: true });
});

/** The first `PLIES` moves of the random game `s` (none a pass) and who is then to move. */
function opening(s) {
  const game = oracle("random", String(s));
  const moves = game.moves.slice(0, PLIES);
  if (moves.includes("pass")) return null;
  return { moves, turn: game.positions[PLIES].turn };
}

/** Oracle's move in `position` on `n` cores: { depth, seconds, cpu (per worker), busy }. */
async function move(position, n) {
  const { moves, turn } = position;
  const oracleSide = { player: "computer", level: 6 };
  const options = { [turn]: oracleSide, [turn === "black" ? "white" : "black"]: { player: "human" }, cores: n };
  await page.evaluate(() => (window.__reports = []));
  const cpuBefore = workerCpu();
  const started = performance.now();
  await loadSave(page, saveDocument({ moves, toMove: turn, options }));
  // Loaded (the computer thinks for at least the app's 0.4 s minimum), then answered.
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "thinking");
  await page.waitForFunction(
    (discs) => document.querySelectorAll('[data-disc="black"], [data-disc="white"]').length === discs,
    PLIES + 5,
    { timeout: 30_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  const reports = await page.evaluate(() => window.__reports);
  const inTime = reports.filter((r) => r.ms <= 1000);
  const depth = (inTime.length ? inTime : reports.slice(0, 1)).reduce((d, r) => Math.max(d, r.depth), 0);
  const cpu = cpuSince(cpuBefore);
  // Each worker's CPU time against the move's wall time: the rest it waited (for work, or
  // for a core on a loaded machine).
  const busy = cpu.map((s) => Math.min(1, s / seconds));
  return { depth, seconds, cpu, busy };
}

console.log(`load average before: ${loadAverage()}`);
const found = [];
for (let s = seed; found.length < positions + 1; s++) {
  const p = opening(s);
  if (p) found.push(p);
}
const [warmUp, ...tested] = found;
await move(warmUp, 1);
await move(warmUp, cores);
const results = await sideBySide(tested, cores, move, (k, _, got) => {
  const line = [1, cores].map((n) => {
    const { depth, seconds, cpu, busy } = got[n];
    const shares = busy.map((b) => (100 * b).toFixed(0) + "%").join(", ");
    return `${n} worker(s) depth ${depth} (move ${seconds.toFixed(2)} s, CPU ${cpu.map((c) => c.toFixed(2)).join(" + ")} s, busy ${shares})`;
  });
  console.log(`position ${k + 1}: ${line.join("; ")}`);
});
const depths = { 1: results[1].map((g) => g.depth), [cores]: results[cores].map((g) => g.depth) };
const cpus = { 1: results[1].map((g) => g.cpu.reduce((a, b) => a + b, 0)), [cores]: results[cores].map((g) => g.cpu.reduce((a, b) => a + b, 0)) };
const busy = results[cores].map((g) => g.busy);
console.log(`median depth in 1 s: 1 worker ${median(depths[1])}, ${cores} workers ${median(depths[cores])}`);
console.log(`mean depth: 1 worker ${(depths[1].reduce((a, b) => a + b, 0) / depths[1].length).toFixed(2)}, ${cores} workers ${(depths[cores].reduce((a, b) => a + b, 0) / depths[cores].length).toFixed(2)}`);
console.log(`median CPU of the workers per move: 1 worker ${median(cpus[1]).toFixed(2)} s, ${cores} workers ${median(cpus[cores]).toFixed(2)} s`);
const perWorker = busy[0].map((_, i) => median(busy.map((b) => b[i] ?? 0)));
console.log(`CPU share of the move's wall time with ${cores} workers (median, by thread; the coordinator is one of them): ${perWorker.map((b) => (100 * b).toFixed(0) + "%").join(", ")}`);
console.log(`load average after: ${loadAverage()}`);
await browser.close();
await server.close();
