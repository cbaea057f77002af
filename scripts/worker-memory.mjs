// The computer's worker's memory in the browser (a measurement, not a test):
// `node scripts/worker-memory.mjs [--dist DIR] [--book FILE] [LEVEL]` after a release build. Opens the
// app, lets the worker fetch the weights and the book, then has the computer at LEVEL
// (default 6, Oracle) play both sides from the harness's position out of the book to the
// game's end (its search tables, the solver's, the book and the weights all in use), and
// prints each worker's WebAssembly memory: linear memory only grows, so this is the most
// the game needed. With `--book FILE`, the same build is served from a copy of dist/ with
// FILE as its book, so that two books are compared on one build; with `--dist DIR` another
// release build's dist/ is served (another commit's, built in its own worktree), so that two
// builds are compared side by side.
//
// It checks itself: the game must end and every worker must answer, or it exits with 1.
import { copyFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OUT_OF_BOOK, dist, launch, loadSave, openApp, saveDocument, weightsFetched } from "../tests/e2e/harness.mjs";
import { workersMemory } from "../tests/e2e/workers.mjs";
import { serve } from "./static-server.mjs";

const args = process.argv.slice(2);
const bookAt = args.indexOf("--book");
const book = bookAt >= 0 ? args.splice(bookAt, 2)[1] : null;
const distAt = args.indexOf("--dist");
const built = distAt >= 0 ? args.splice(distAt, 2)[1] : dist;
const level = Number(args[0] ?? 6);

let dir = built;
if (book) {
  // A copy whose book is newer than its precompressed copies, which the server then ignores.
  dir = mkdtempSync(join(tmpdir(), "outflank-dist-"));
  cpSync(built, dir, { recursive: true });
  copyFileSync(book, join(dir, "book.ofbk"));
}
const server = await serve(dir, 0);
const browser = await launch();
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
try {
  const page = await browser.context.newPage();
  const fetched = weightsFetched(page);
  await openApp(page, server.url);
  await fetched;
  const computer = { player: "computer", level };
  const options = { black: computer, white: computer, sound: false };
  await loadSave(page, saveDocument({ moves: OUT_OF_BOOK, toMove: "black", options }));
  await page.waitForFunction(() => document.querySelector('[role="status"]').dataset.status === "game-over", null, {
    timeout: 600_000,
  });
  const workers = await workersMemory(page);
  if (workers.length === 0) throw new Error("no worker");
  console.log(`level ${level}, ${built}, book ${book ?? "its own"}: workers' WebAssembly memory ${workers.map(mb).join(", ")}`);
} catch (e) {
  console.error(`worker-memory: ${e.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  if (book) rmSync(dir, { recursive: true, force: true });
}
