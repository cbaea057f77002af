// The time a hint takes to reach every move's exact value on 1 worker and on N workers,
// side by side (a benchmark, not a test): `node scripts/pool-hint.mjs [POSITIONS] [CORES]
// [SEED] [PLIES]` after a release build.
//
// Position k is the random game of SEED + k after PLIES plies (default 42: 18 empties, so
// that the hint ends with exact values, the same whoever searched them), loaded from a save
// file between two humans with "Cores" set to 1 or N in turn (the order alternating), in
// one page whose workers are kept (a warm-up hint with each setting first, so that the
// helpers are spawned and loaded). Besides the wall time, the CPU time of each worker thread
// during the hint (/proc, see worker-cpu.mjs): the work it cost, which the load does not
// change, and how it was shared.
import { launch, loadSave, oracle, openApp, saveDocument, serveDist } from "../tests/e2e/harness.mjs";
import { loadAverage, median, sideBySide } from "./side-by-side.mjs";
import { cpuSince, workerCpu } from "./worker-cpu.mjs";

const positions = Number(process.argv[2] ?? 8);
const cores = Number(process.argv[3] ?? 2);
const seed = Number(process.argv[4] ?? 500);
const PLIES = Number(process.argv[5] ?? 42);

const server = await serveDist();
const browser = await launch();
const page = await browser.context.newPage();
await openApp(page, server.url);

/** The first `PLIES` moves of the random game `s` (none a pass), who is then to move, and its legal moves. */
function position(s) {
  const game = oracle("random", String(s));
  const moves = game.moves.slice(0, PLIES);
  if (moves.includes("pass") || game.moves.length <= PLIES) return null;
  const at = game.positions[PLIES];
  if (at.legal.length < 2) return null;
  return { moves, turn: at.turn, legal: at.legal.length };
}

/** The hint of `p` on `n` cores: { seconds, cpu (per worker thread) }. */
async function hint(p, n) {
  const options = { black: { player: "human" }, white: { player: "human" }, cores: n };
  // The start first: a hint already shown for the same position would stay.
  await loadSave(page, saveDocument({ moves: [], toMove: "black", options }), "start.json");
  await page.waitForFunction(() => document.querySelectorAll("[data-ply]").length === 0);
  await loadSave(page, saveDocument({ moves: p.moves, toMove: p.turn, options }));
  await page.waitForFunction((k) => document.querySelectorAll("[data-ply]").length === k, p.moves.length);
  const cpuBefore = workerCpu();
  const started = performance.now();
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForFunction(
    (k) => document.querySelectorAll('[data-board] [data-hint-exact="true"]').length === k,
    p.legal,
    { timeout: 120_000, polling: 20 },
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: cpuSince(cpuBefore) };
}

console.log(`load average before: ${loadAverage()}`);
const found = [];
for (let s = seed; found.length < positions + 1; s++) {
  const p = position(s);
  if (p) found.push(p);
}
const [warmUp, ...tested] = found;
await hint(warmUp, 1);
await hint(warmUp, cores);
const results = await sideBySide(tested, cores, hint, (k, p, got) => {
  const line = [1, cores].map(
    (n) => `${n} worker(s) ${got[n].seconds.toFixed(2)} s (CPU ${got[n].cpu.map((c) => c.toFixed(2)).join(" + ")} s)`,
  );
  console.log(`position ${k + 1} (${p.legal} moves): ${line.join("; ")}`);
});
const walls = { 1: results[1].map((g) => g.seconds), [cores]: results[cores].map((g) => g.seconds) };
const cpus = { 1: results[1].map((g) => g.cpu.reduce((a, b) => a + b, 0)), [cores]: results[cores].map((g) => g.cpu.reduce((a, b) => a + b, 0)) };
const largest = results[cores].map((g) => Math.max(...g.cpu));
console.log(`median wall time to every exact value: 1 worker ${median(walls[1]).toFixed(2)} s, ${cores} workers ${median(walls[cores]).toFixed(2)} s`);
console.log(`median CPU of the workers: 1 worker ${median(cpus[1]).toFixed(2)} s, ${cores} workers ${median(cpus[cores]).toFixed(2)} s`);
console.log(`median CPU of the busiest worker with ${cores}: ${median(largest).toFixed(2)} s`);
console.log(`load average after: ${loadAverage()}`);
await browser.close();
await server.close();
