// Writes `FILE.br` and `FILE.gz` beside every compressible file of a build (HTML, JS, CSS,
// WebAssembly, JSON, SVG), for static hosts that serve precompressed files (nginx's
// gzip_static and brotli_static, Caddy's precompressed, Netlify, ...) and for
// scripts/static-server.mjs. Brotli at quality 11 and gzip at level 9, with node's own zlib.
// A file whose compressed copy would not be smaller (PNGs, tiny files) gets none.
//
// Called by scripts/write-sw.mjs (the Trunk post_build hook) after sw.js is written, so the
// service worker is compressed too; or by hand:  node scripts/precompress.mjs DIR
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The extensions worth compressing; images like PNG are compressed already. */
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".txt", ".ofpw", ".ofbk", ".ofpz"]);
/** The encodings written, as file suffixes. */
export const SUFFIXES = [".br", ".gz"];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * Compresses every compressible file under `dir` (replacing older `.br`/`.gz` copies).
 * Returns { files, raw, br, gz }: how many files got copies and their total sizes in bytes.
 */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (SUFFIXES.includes(extname(file))) {
      unlinkSync(file); // a copy left by an earlier run; rewritten below if still wanted
      continue;
    }
  }
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    if (gz.length >= data.length) continue;
    writeFileSync(file + ".gz", gz);
    if (br.length < data.length) writeFileSync(file + ".br", br);
    totals.files += 1;
    totals.raw += data.length;
    totals.gz += gz.length;
    totals.br += Math.min(br.length, data.length);
  }
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error("usage: node scripts/precompress.mjs DIR");
    process.exit(2);
  }
  const t = precompress(dir);
  console.log(`precompress: ${t.files} files, ${t.raw} bytes -> br ${t.br}, gz ${t.gz}`);
}
