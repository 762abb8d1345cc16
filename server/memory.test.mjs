/** @jest-environment node */
import { allocatorEnv, heapFlag, heapMegabytes, imageCacheBytes } from "./memory.mjs";

describe("an instance's memory bounds", () => {
  test.each([
    [{}, 512],
    [{ NODE_HEAP_MB: "1024" }, 1024],
    [{ NODE_HEAP_MB: "0" }, 512],
    [{ NODE_HEAP_MB: "lots" }, 512],
  ])("heap limit for %j: %i MB", (env, megabytes) => {
    expect(heapMegabytes(env)).toBe(megabytes);
    expect(heapFlag(env)).toBe(`--max-old-space-size=${megabytes}`);
  });

  test.each([
    [{}, 64],
    [{ IMAGE_CACHE_MB: "16" }, 16],
    [{ IMAGE_CACHE_MB: "-1" }, 64],
  ])("image cache for %j: %i MB", (env, megabytes) => {
    expect(imageCacheBytes(env)).toBe(megabytes * 1024 * 1024);
  });

  test.each([
    [{}, "2"],
    [{ MALLOC_ARENA_MAX: "4" }, "4"],
    [{ MALLOC_ARENA_MAX: "" }, "2"],
  ])("malloc arenas for %j: %s", (env, arenas) => {
    expect(allocatorEnv(env)).toEqual({ MALLOC_ARENA_MAX: arenas });
  });
});
