// Lighthouse (npm `lighthouse`, its default mobile preset: a mid-range phone's screen, 4x
// slower CPU and slow 4G, simulated) against the release build in dist/, driving Debian's
// Chromium in a fresh profile for each run (a first visit, no service worker yet). Served by
// scripts/static-server.mjs in two ways: as a static host serves it (the `.br`/`.gz` copies,
// under the subpath /games/outflank/) and without any compression at the root. Prints each
// run and the medians. A benchmark, not a test: the scores vary with the machine's load.
//
//   node scripts/lighthouse.mjs [runs] [compressed|plain]
//   (default 3 runs of both; build first: trunk build --release --offline)
//   LIGHTHOUSE_REPORTS=DIR keeps each run's JSON report there; LIGHTHOUSE_DIST=DIR measures
//   another build than dist/; LIGHTHOUSE_LANG=ja (a BCP 47 tag) runs a browser set to that
//   language (`navigator.languages`), a first visit in it. The load average is printed
//   before and after each set.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serve } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = process.env.LIGHTHOUSE_DIST || join(root, "dist");
const lighthouse = join(root, "node_modules", ".bin", "lighthouse");
const runs = Number(process.argv[2] || 3);
const only = process.argv[3];
if (only && only !== "compressed" && only !== "plain") {
  console.error("lighthouse: the second argument is compressed or plain");
  process.exit(2);
}
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";

if (!existsSync(join(dist, "index.html"))) {
  console.error(`lighthouse: ${dist} has no build (trunk build --release --offline)`);
  process.exit(1);
}

const FIGURES = [
  ["performance", (r) => r.categories.performance.score, (v) => v.toFixed(2)],
  ["FCP s", (r) => r.audits["first-contentful-paint"].numericValue / 1000, (v) => v.toFixed(2)],
  ["LCP s", (r) => r.audits["largest-contentful-paint"].numericValue / 1000, (v) => v.toFixed(2)],
  ["TBT ms", (r) => r.audits["total-blocking-time"].numericValue, (v) => v.toFixed(0)],
  ["CLS", (r) => r.audits["cumulative-layout-shift"].numericValue, (v) => v.toFixed(3)],
  ["TTI s", (r) => r.audits.interactive.numericValue / 1000, (v) => v.toFixed(2)],
  ["SI s", (r) => r.audits["speed-index"].numericValue / 1000, (v) => v.toFixed(2)],
  ["a11y", (r) => r.categories.accessibility.score, (v) => v.toFixed(2)],
  ["best pr.", (r) => r.categories["best-practices"].score, (v) => v.toFixed(2)],
  ["SEO", (r) => r.categories.seo.score, (v) => v.toFixed(2)],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The browser's language flags, from LIGHTHOUSE_LANG. */
const language = process.env.LIGHTHOUSE_LANG
  ? ` --lang=${process.env.LIGHTHOUSE_LANG} --accept-lang=${process.env.LIGHTHOUSE_LANG}`
  : "";

/** One Lighthouse run of `url`: its report as an object. */
async function run(url) {
  const { stdout } = await promisify(execFile)(
    lighthouse,
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${language}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  return report;
}

/** Notable failed audits of a report (weighted in a category, or a performance opportunity). */
function failures(report) {
  return Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
}

const setups = [
  ["compressed, under /games/outflank/", { base: "/games/outflank/", compress: true }],
  ["uncompressed, at /", { base: "/", compress: false }],
].filter(([, { compress }]) => !only || compress === (only === "compressed"));
const load = () => loadavg().map((l) => l.toFixed(2)).join(", ");
const version = JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
console.log(`Lighthouse ${version}, ${chromium}${language ? `, browser language ${process.env.LIGHTHOUSE_LANG}` : ""}`);
for (const [name, { base, compress }] of setups) {
  const server = await serve(dist, 0, base, { compress });
  try {
    console.log(`\n${name}: ${server.url}, ${runs} runs, mobile preset (simulated slow 4G, 4x CPU)`);
    console.log(`load average before: ${load()}`);
    console.log(["run", ...FIGURES.map(([n]) => n), "load"].join("\t"));
    const values = FIGURES.map(() => []);
    for (let i = 1; i <= runs; i++) {
      const report = await run(server.url);
      FIGURES.forEach(([, get], k) => values[k].push(get(report)));
      console.log([i, ...FIGURES.map(([, get, fmt]) => fmt(get(report))), loadavg()[0].toFixed(1)].join("\t"));
      if (process.env.LIGHTHOUSE_REPORTS) {
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${compress ? "compressed" : "plain"}-${i}.json`), JSON.stringify(report));
      }
      const lcp = report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      if (lcp) console.log(`  largest paint: ${lcp.nodeLabel} (${lcp.snippet.slice(0, 80)})`);
      const failed = failures(report);
      if (failed.length) console.log(`  below 0.9: ${failed.join(", ")}`);
    }
    console.log(["median", ...FIGURES.map(([, , fmt], k) => fmt(median(values[k])))].join("\t"));
    console.log(`load average after: ${load()}`);
  } finally {
    await server.close();
  }
}
