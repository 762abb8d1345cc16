/** @jest-environment node */
import { settled, start, stop } from "./processes.mjs";

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
