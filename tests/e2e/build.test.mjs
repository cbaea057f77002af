// The release build as a host gets it: JavaScript and CSS minified, a `.br` and a `.gz`
// beside each compressible file (but the tiniest) that decode to that file exactly, and a service worker that
// precaches the files themselves, not their compressed copies; a Content-Security-Policy
// that allows the page's inline scripts by their hashes only.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { inlineScripts, policyOf, scriptHash } from "../../scripts/csp.mjs";
import { dist } from "./harness.mjs";

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const files = walk(dist).map((f) => relative(dist, f));

test("the JavaScript and CSS are minified", () => {
  const scripts = files.filter((f) => [".js", ".css"].includes(extname(f)) && f !== "sw.js");
  assert.ok(scripts.some((f) => /^app-[0-9a-f]+\.js$/.test(f)) && scripts.includes("worker.js"), scripts.join(" "));
  for (const f of scripts) {
    const text = readFileSync(join(dist, f), "utf8");
    const lines = text.split("\n").length;
    assert.ok(!/\n {2,}\S/.test(text) && !text.includes("/*"), `${f} is minified (${lines} lines)`);
  }
});

test("every compressible file has a .br and a .gz copy that decode to it", () => {
  const compressible = files.filter((f) => /\.(html|js|css|wasm|json|svg)$/.test(f));
  assert.ok(compressible.length >= 10, compressible.join(" "));
  for (const f of compressible) {
    const data = readFileSync(join(dist, f));
    if (!files.includes(f + ".gz")) {
      // Only a file that compression would not make smaller goes without (a tiny one).
      assert.ok(gzipSync(data, { level: 9 }).length >= data.length, `${f} has a .gz copy`);
      continue;
    }
    const gz = readFileSync(join(dist, f + ".gz"));
    assert.ok(gunzipSync(gz).equals(data), `${f}.gz decodes to ${f}`);
    assert.ok(gz.length < data.length, `${f}.gz is smaller`);
    const br = readFileSync(join(dist, f + ".br"));
    assert.ok(brotliDecompressSync(br).equals(data), `${f}.br decodes to ${f}`);
    assert.ok(statSync(join(dist, f + ".br")).mtimeMs >= statSync(join(dist, f)).mtimeMs, `${f}.br is not stale`);
  }
  for (const f of files.filter((f) => /\.png$/.test(f))) {
    assert.ok(!files.includes(f + ".gz"), `${f} (already compressed) has no copy`);
  }
});

test("the service worker precaches every file of the build but not the compressed copies", () => {
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const build = JSON.parse(sw.match(/const BUILD = (\{.*?\});/)[1]);
  const expected = files
    .filter((f) => f !== "sw.js" && !/\.(br|gz)$/.test(f))
    .map((f) => "./" + f)
    .sort();
  assert.deepEqual([...build.files].sort(), expected);
});

test("the page's Content-Security-Policy names each inline script by its hash and nothing looser", () => {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const policy = policyOf(html);
  assert.ok(policy, "index.html has a Content-Security-Policy meta tag");
  const directives = Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  const scripts = inlineScripts(html);
  // Trunk's loader, the first frame's language and the one that shows the frame in it
  // (issue 29), and the service worker's registration; the frame's words are a JSON data
  // block, which never runs (no hash).
  assert.equal(scripts.length, 4, `inline scripts: ${scripts.join("\n---\n")}`);
  assert.match(html.match(/<script[^>]*\bdata-frame-words\b[^>]*>/)?.[0] ?? "", /type="?application\/json/);
  assert.deepEqual(directives["script-src"], ["'self'", "'wasm-unsafe-eval'", ...scripts.map(scriptHash)]);
  assert.deepEqual(directives["default-src"], ["'self'"]);
  for (const name of ["worker-src", "connect-src", "img-src", "style-src"]) {
    assert.deepEqual(directives[name], ["'self'"], name);
  }
  for (const name of ["object-src", "base-uri", "form-action"]) {
    assert.deepEqual(directives[name], ["'none'"], name);
  }
  assert.ok(!policy.includes("unsafe-inline") && !/'unsafe-eval'/.test(policy), policy);
  // The tag comes before anything it governs.
  assert.ok(html.search(/http-equiv=["']?Content-Security-Policy/i) < html.search(/<(script|link)\b/i));
});

test("wasm-bindgen's imports are renamed short in each module, and its glue still provides every one", () => {
  for (const wasmFile of files.filter((f) => f.endsWith("_bg.wasm"))) {
    const glue = readFileSync(join(dist, wasmFile.replace(/_bg\.wasm$/, ".js")), "utf8");
    const names = importNames(readFileSync(join(dist, wasmFile)));
    assert.ok(names.length > 20, `${wasmFile}: ${names.length} imports`);
    for (const name of names) {
      assert.ok(name.length <= 2 && !name.startsWith("__wb"), `${wasmFile} imports ${name}`);
      assert.match(glue, new RegExp(`[{,]${name}:`), `${wasmFile}: the glue provides ${name}`);
    }
    assert.equal(new Set(names).size, names.length, `${wasmFile}: each name once`);
    assert.doesNotMatch(glue, /__wbg_[A-Za-z]+_[0-9a-f]{16}/, `${wasmFile}: no long name left in the glue`);
  }
});

/** The names of a WebAssembly module's function imports. */
function importNames(wasm) {
  let pos = 8;
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = wasm[pos++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  while (pos < wasm.length) {
    const id = wasm[pos++];
    const size = leb();
    const end = pos + size;
    if (id === 2) {
      const names = [];
      for (let i = leb(); i > 0; i--) {
        const moduleLength = leb();
        pos += moduleLength; // the module's name
        const length = leb();
        const name = wasm.subarray(pos, pos + length).toString("utf8");
        pos += length;
        assert.equal(wasm[pos++], 0, `${name}: only functions are imported`);
        leb();
        names.push(name);
      }
      return names;
    }
    pos = end;
  }
  return [];
}
