/** @jest-environment node */
import { cpuMsOf, mainThreadCpuMsOf, settled, start, stop } from "./processes.mjs";

const node = (name, code) => start(name, process.execPath, ["-e", code], { cwd: process.cwd() });

test("settled waits while a process works and returns once it is idle", async () => {
  const busy = node("settled-busy", "const end = Date.now() + 1500; while (Date.now() < end); setTimeout(() => {}, 30_000);");
  try {
    const startedAt = Date.now();
    await settled(busy);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1200);
  } finally {
    await stop(busy);
  }
});

test("settled returns at once for an idle process", async () => {
  const idle = node("settled-idle", "setTimeout(() => {}, 30_000);");
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const startedAt = Date.now();
    await settled(idle);
    expect(Date.now() - startedAt).toBeLessThan(3000);
  } finally {
    await stop(idle);
  }
});

test("a process's CPU counts its helper threads' too, its main thread's only its own", async () => {
  // The main thread sleeps while a worker thread spins for a second.
  const code = "const { Worker } = require('node:worker_threads'); new Worker('const end = Date.now() + 1000; while (Date.now() < end);', { eval: true }); setTimeout(() => {}, 30_000);";
  const child = node("helper-threads", code);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(cpuMsOf(child)).toBeGreaterThanOrEqual(900);
    expect(mainThreadCpuMsOf(child)).toBeLessThan(500);
  } finally {
    await stop(child);
  }
});
