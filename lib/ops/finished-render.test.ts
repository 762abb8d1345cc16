/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** The renders whose data a full GC left alive, from the fixture run in its own process with gc() exposed. */
const aliveAfterGc = (...args: string[]): number[] =>
  JSON.parse(execFileSync(process.execPath, ["--expose-gc", join(__dirname, "finished-render.fixture.mjs"), ...args], { encoding: "utf8" }));

describe("releaseOnAbort", () => {
  test("without it, the render a shared timer holds keeps the renders finished beside it alive", () => {
    expect(aliveAfterGc()).toEqual([1, 2, 3, 4, 5]);
  });

  test("with it, only the render the timer itself holds is left", () => {
    expect(aliveAfterGc("released")).toEqual([1]);
  });
});
