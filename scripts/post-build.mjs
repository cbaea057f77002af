// Trunk post_build hook (Trunk.toml; Trunk runs the hooks of one stage side by side, so the
// steps that depend on each other are one hook): in a release build, minifies the JavaScript
// that wasm-bindgen wrote (Trunk's own minifier gives up on it: "Failed to minify JS") and
// updates its integrity hash in index.html; makes Trunk's loader wait for the first paint
// before it asks for the app's WebAssembly; adds the hash of each inline script of index.html
// to its Content-Security-Policy (scripts/csp.mjs); then scripts/write-sw.mjs writes the
// service worker from the final files and the `.br`/`.gz` copies of the build.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minify } from "terser";
import { hashInlineScripts, inlineScripts } from "./csp.mjs";
import { shortenImports } from "./short-imports.mjs";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("post-build: TRUNK_STAGING_DIR is not set (this script is a Trunk hook)");
  process.exit(1);
}

/** The Subresource Integrity value Trunk writes for `bytes`. */
const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

/**
 * Minifies every top-level `.js` file of `dir` as an ES module, and replaces each file's
 * old integrity value in `dir/index.html` by the new one. Returns [bytes before, after].
 */
export async function minifyScripts(dir) {
  const indexPath = join(dir, "index.html");
  let index = readFileSync(indexPath, "utf8");
  let before = 0;
  let after = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".js") && f !== "sw.js")) {
    const path = join(dir, name);
    const source = readFileSync(path);
    const result = await minify(source.toString("utf8"), {
      module: true,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: false },
    });
    const out = Buffer.from(result.code, "utf8");
    if (out.length >= source.length) continue;
    writeFileSync(path, out);
    index = index.split(sri(source)).join(sri(out));
    before += source.length;
    after += out.length;
  }
  writeFileSync(indexPath, index);
  return [before, after];
}

if (process.env.TRUNK_PROFILE !== "debug") {
  // The imports' names shortened first (scripts/short-imports.mjs), with the integrity values
  // of the files it changed.
  const indexPath = join(staging, "index.html");
  let index = readFileSync(indexPath, "utf8");
  const originals = new Map(readdirSync(staging).map((f) => [f, f.endsWith(".js") || f.endsWith(".wasm") ? readFileSync(join(staging, f)) : null]));
  for (const [file, before, after] of shortenImports(staging)) {
    index = index.split(sri(originals.get(file))).join(sri(readFileSync(join(staging, file))));
    console.log(`post-build: ${file}: imports renamed, ${before} -> ${after} bytes`);
  }
  writeFileSync(indexPath, index);
  const [before, after] = await minifyScripts(staging);
  console.log(`post-build: JavaScript minified, ${before} -> ${after} bytes`);
}
{
  const indexPath = join(staging, "index.html");
  const html = readFileSync(indexPath, "utf8");
  // Trunk's loader asks for the app's WebAssembly once the first frame is painted (a frame
  // later), not before: a largest paint that never waited for the 250 kB download is not
  // charged with it (Lighthouse's simulation counts every request started before the paint
  // it observed; docs/measurements/2026-11-27-first-frame-per-language.md). At most 200 ms,
  // so that a page that paints nothing (a hidden tab) starts all the same.
  const loader = "const wasm = await init(";
  if (html.split(loader).length !== 2) {
    console.error(`post-build: Trunk's loader (${loader}…) is not in index.html once`);
    process.exit(1);
  }
  const afterPaint =
    "await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 200); });\n";
  writeFileSync(indexPath, hashInlineScripts(html.replace(loader, afterPaint + loader)));
  console.log(`post-build: ${inlineScripts(html).length} inline scripts hashed into the Content-Security-Policy`);
}
await import("./write-sw.mjs");
