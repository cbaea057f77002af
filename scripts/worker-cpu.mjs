// The CPU time of the browser's Web Worker threads (Chromium names them "DedicatedWorker"),
// read from /proc/PID/task/TID/stat of this process's descendants: the work a search costs,
// which a loaded machine does not change. Used by the pool benchmarks.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_S = 100;

/** The processes descending from this one (the browser and its children). */
function descendants(root) {
  const children = new Map();
  for (const p of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(p));
    } catch {
      // The process ended meanwhile.
    }
  }
  const found = [];
  const stack = [root];
  while (stack.length) {
    for (const child of children.get(stack.pop()) ?? []) {
      found.push(child);
      stack.push(child);
    }
  }
  return found;
}

/** CPU seconds so far of every worker thread of the browser, by "pid/tid". */
export function workerCpu() {
  const cpu = new Map();
  for (const pid of descendants(process.pid)) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim() !== "DedicatedWorker") continue;
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        cpu.set(`${pid}/${tid}`, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S);
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return cpu;
}


/**
 * The CPU seconds each worker thread spent since `before` (from `workerCpu`), in thread
 * order: the threads there before, and those started since that did any work.
 */
export function cpuSince(before) {
  return [...workerCpu()]
    .map(([thread, s]) => [thread, s - (before.get(thread) ?? 0)])
    .filter(([thread, s]) => s > 0.005 || before.has(thread))
    .map(([, s]) => s);
}
