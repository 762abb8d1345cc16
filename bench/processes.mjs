/**
 * The processes the bench starts: each in its own process group, so stopping one stops what it
 * started too; all of them are stopped when the bench ends, fails or is interrupted.
 */
import { spawn } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RESULTS_DIR } from "./config.mjs";

const running = new Set();

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

process.on("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the bench started…`);
    stopAll().finally(() => process.exit(code));
  });
}

/**
 * Starts a process; its output goes to bench/results/{name}.log unless `inheritOutput`. `stopSignal`
 * is what asks it to clean up (Lighthouse closes its Chromium on SIGINT).
 */
export function start(name, command, args, { cwd, env, stopSignal = "SIGTERM", inheritOutput = false }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: inheritOutput ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"] });
  if (!inheritOutput) {
    const log = createWriteStream(join(RESULTS_DIR, `${name}.log`));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  child.name = name;
  child.stopSignal = stopSignal;
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  running.add(child);
  child.exited.then(() => running.delete(child));
  return child;
}

/** Runs a process to its end, its output shown; rejects when it fails. */
export async function run(name, command, args, options) {
  const status = await start(name, command, args, { ...options, inheritOutput: true }).exited;
  if (status !== 0) throw new Error(`${name} failed (${status})`);
}

export async function stop(child) {
  if (!running.has(child)) return;
  signalGroup(child, child.stopSignal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
  await child.exited;
  clearTimeout(timer);
}

export function stopAll() {
  return Promise.all([...running].map(stop));
}

/** Waits until `check` resolves true; fails early when `child` exits. */
export async function waitUntil(child, what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running.has(child)) throw new Error(`${child.name} exited before ${what}; see bench/results/${child.name}.log`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: no answer within ${timeoutMs} ms; see bench/results/${child.name}.log`);
}

/** A `/proc/…/stat` file's fields after "(comm)" (state, ppid, pgrp, …). */
function statFields(path) {
  const stat = readFileSync(path, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** `/proc/{pid}/stat`'s fields of each process in a process group, with its pid. */
function groupStats(pgid) {
  const stats = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = statFields(`/proc/${pid}/stat`);
      if (Number(fields[2]) === pgid) stats.push({ pid, fields });
    } catch {
      // the process ended while we looked
    }
  }
  return stats;
}

/** Resident memory of a process group, summed over its processes (bytes). */
function groupRss(pgid) {
  let bytes = 0;
  for (const { pid } of groupStats(pgid)) {
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      bytes += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // the process ended while we looked
    }
  }
  return bytes;
}

/** Linux's clock ticks per second (`getconf CLK_TCK`): the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

// utime and stime are fields 14 and 15 of the stat line, 12 and 13 after "(comm)".
const cpuMsIn = (fields) => ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;

/** CPU time a process group has used so far, user and system, summed over its processes (ms). */
const groupCpuMs = (pgid) => groupStats(pgid).reduce((sum, { fields }) => sum + cpuMsIn(fields), 0);

/** The CPU a started process (with what it started) has used so far (ms): the server's own cost, without the load generator's or the upstream's. */
export const cpuMsOf = (child) => groupCpuMs(child.pid);

/**
 * The CPU a started process's main thread has used so far (ms): JavaScript and what V8 does in its pauses. The rest of
 * the process's CPU is its helper threads': V8's garbage collector and optimising compiler, libuv's pool.
 */
export function mainThreadCpuMsOf(child) {
  try {
    return cpuMsIn(statFields(`/proc/${child.pid}/task/${child.pid}/stat`));
  } catch {
    return 0;
  }
}

/** A started process's resident memory now (bytes), with what it started. */
export const rssOf = (child) => groupRss(child.pid);

/** Samples a started process's memory every 200 ms; `takePeak()` returns the peak since the last call. */
export function watchPeakRss(child) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, groupRss(child.pid));
  }, 200);
  timer.unref();
  child.exited.then(() => clearInterval(timer));
  return {
    takePeak() {
      const taken = Math.max(peak, groupRss(child.pid));
      peak = 0;
      return taken;
    },
  };
}

/**
 * Waits until a started process is idle (under a tenth of a core over 200 ms, or 10 s at most): renders a stopped
 * run left in flight finish before the next run's CPU is counted.
 */
export async function settled(child) {
  const deadline = Date.now() + 10_000;
  for (let before = cpuMsOf(child); Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuMsOf(child);
    if (now - before < 20) return;
    before = now;
  }
}
