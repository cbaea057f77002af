// Shortens the names of the functions a WebAssembly module imports from its JavaScript glue.
// wasm-bindgen names each one after the Rust binding with a 16-digit hash
// (`__wbg_setAttribute_5b3f...`): in the app's module, 190 such names took 6.4 kB, 3.6 kB
// gzipped, which no compressor can shrink (the hashes are random). A release build renames
// them `a`, `b`, … in both the module's import section and the glue (where each appears as a
// key of the imports object), so the two still match.
//
//   import { shortenImports } from "./short-imports.mjs"; shortenImports(dir)
//   renames in every `NAME_bg.wasm` of `dir` that has its glue `NAME.js` beside it; returns
//   [[file, bytes before, bytes after], ...]. Throws, writing nothing for that module, when
//   a name is missing from the glue (a new wasm-bindgen may write it differently).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Reads an unsigned LEB128 at `pos`: [value, next position]. */
function readU32(bytes, pos) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[pos++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [value, pos];
  }
}

/** `value` as an unsigned LEB128. */
function u32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

/** Skips an import's description (after its names) at `pos`: the position after it. */
function skipImportDesc(bytes, pos) {
  const kind = bytes[pos++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = readU32(bytes, p);
    if (flags & 1) [, p] = readU32(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: // function: type index
      return readU32(bytes, pos)[1];
    case 1: // table: element type, limits
      return limits(pos + 1);
    case 2: // memory: limits
      return limits(pos);
    case 3: // global: value type, mutability
      return pos + 2;
    case 4: // tag: attribute, type index
      return readU32(bytes, pos + 1)[1];
    default:
      throw new Error(`unknown import kind ${kind}`);
  }
}

/** The `n`th short name: a, b, …, z, A, …, Z, aa, ab, … (never one of the glue's own words). */
function shortName(n) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return name;
}

/**
 * `wasm` with wasm-bindgen's imports (`__wbg_…`, `__wbindgen_…`) renamed: [new bytes,
 * Map old name -> new name].
 */
export function renameImports(wasm) {
  const sections = [];
  let pos = 8;
  let renames = new Map();
  while (pos < wasm.length) {
    const id = wasm[pos];
    const [size, start] = readU32(wasm, pos + 1);
    const end = start + size;
    if (id !== 2) {
      sections.push(wasm.subarray(pos, end));
      pos = end;
      continue;
    }
    let [count, p] = readU32(wasm, start);
    const parts = [u32(count)];
    for (let i = 0; i < count; i++) {
      let length;
      [length, p] = readU32(wasm, p);
      const module = wasm.subarray(p, p + length).toString("utf8");
      p += length;
      [length, p] = readU32(wasm, p);
      const name = wasm.subarray(p, p + length).toString("utf8");
      p += length;
      const descStart = p;
      p = skipImportDesc(wasm, p);
      let newName = name;
      if (/^__wb(?:g|indgen)_/.test(name)) {
        newName = renames.get(name) ?? shortName(renames.size);
        renames.set(name, newName);
      }
      const moduleBytes = Buffer.from(module, "utf8");
      const nameBytes = Buffer.from(newName, "utf8");
      parts.push(u32(moduleBytes.length), moduleBytes, u32(nameBytes.length), nameBytes);
      parts.push(wasm.subarray(descStart, p));
    }
    if (p !== end) throw new Error("the import section did not parse to its end");
    const body = Buffer.concat(parts);
    sections.push(Buffer.concat([Buffer.from([2]), u32(body.length), body]));
    pos = end;
  }
  return [Buffer.concat([wasm.subarray(0, 8), ...sections]), renames];
}

/** `glue` with each old import name replaced by its new one; throws if one is missing. */
export function renameInGlue(glue, renames) {
  const found = new Set();
  const out = glue.replace(/\b__wb(?:g|indgen)_[A-Za-z0-9_]+\b/g, (word) => {
    const renamed = renames.get(word);
    if (renamed === undefined) return word;
    found.add(word);
    return renamed;
  });
  const missing = [...renames.keys()].filter((name) => !found.has(name));
  if (missing.length) throw new Error(`not in the glue: ${missing.slice(0, 3).join(", ")}`);
  return out;
}

/** Renames the imports of every module in `dir` (see the top of this file). */
export function shortenImports(dir) {
  const done = [];
  const files = readdirSync(dir);
  for (const wasmFile of files.filter((f) => f.endsWith("_bg.wasm"))) {
    const glueFile = wasmFile.replace(/_bg\.wasm$/, ".js");
    if (!files.includes(glueFile)) continue;
    const wasm = readFileSync(join(dir, wasmFile));
    const glue = readFileSync(join(dir, glueFile), "utf8");
    const [renamed, renames] = renameImports(wasm);
    const newGlue = renameInGlue(glue, renames);
    writeFileSync(join(dir, wasmFile), renamed);
    writeFileSync(join(dir, glueFile), newGlue);
    done.push([wasmFile, wasm.length, renamed.length], [glueFile, glue.length, newGlue.length]);
  }
  return done;
}
