// What the pool benchmarks (pool-bench.mjs, pool-depth.mjs, pool-hint.mjs) share: each case
// measured on 1 worker and on N, the order alternating from one case to the next so that a
// drift in the machine's load weighs on both alike; medians; the load average.
import { loadavg } from "node:os";

/** The median of `xs`. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The load average over 1, 5 and 15 minutes, as printed. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/**
 * Measures each of `cases` with `measure(case, n)` on 1 worker and on `cores`, the order
 * alternating, and hands each case's two results to `each(k, case, got)` (`got[n]`).
 * Returns every result by worker count: `{ 1: [...], [cores]: [...] }`, in case order.
 */
export async function sideBySide(cases, cores, measure, each) {
  const results = { 1: [], [cores]: [] };
  for (const [k, c] of cases.entries()) {
    const got = {};
    for (const n of k % 2 ? [cores, 1] : [1, cores]) {
      got[n] = await measure(c, n);
      results[n].push(got[n]);
    }
    each(k, c, got);
  }
  return results;
}
