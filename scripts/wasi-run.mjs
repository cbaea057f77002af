#!/usr/bin/env node
// Runs a wasm32-wasip1 build of the `outflank` CLI under node's WASI (the same V8 engine as
// Chrome), so engine speed in WebAssembly can be measured without a browser.
//
//   node scripts/wasi-run.mjs target/wasm32-wasip1/release/outflank.wasm perft 11
//
// Standard input, output and error are the process's own; the current directory is
// preopened as "." so `outflank solve FILE` can read files given by relative path.
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import v8 from 'node:v8';

// Node 20's WASI "fast API calls" keep a stale view of the module's memory once it grows
// past about 32 MiB, and the process then dies with a segmentation fault (nodejs/node
// #51303, #53087). Ordinary calls cost nothing measurable here: a WASI call is made only to
// read the clock or to print.
v8.setFlagsFromString('--no-turbo-fast-api-calls');

// node:wasi prints an ExperimentalWarning on import; it is noise in benchmark output.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) =>
  String(warning).includes('WASI') ? undefined : emitWarning.call(process, warning, ...rest);
const { WASI } = await import('node:wasi');

const [wasmPath, ...args] = process.argv.slice(2);
if (!wasmPath) {
  console.error('usage: node scripts/wasi-run.mjs OUTFLANK.wasm [ARGS...]');
  process.exit(2);
}
const wasi = new WASI({
  version: 'preview1',
  args: ['outflank', ...args],
  env: {},
  preopens: { '.': process.cwd() },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
