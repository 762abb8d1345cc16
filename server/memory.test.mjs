/** @jest-environment node */
import { allocatorEnv, heapFlags, heapMegabytes, imageCacheBytes } from "./memory.mjs";

describe("an instance's memory bounds", () => {
  test.each([
    [{}, 512, 32],
    [{ NODE_HEAP_MB: "1024" }, 1024, 32],
    [{ NODE_HEAP_MB: "0" }, 512, 32],
    [{ NODE_HEAP_MB: "lots" }, 512, 32],
    [{ NODE_SEMI_SPACE_MB: "64" }, 512, 64],
    [{ NODE_SEMI_SPACE_MB: "-8" }, 512, 32],
  ])("heap flags for %j: old space %i MB, semi-spaces %i MB", (env, oldSpace, semiSpace) => {
    expect(heapMegabytes(env)).toBe(oldSpace);
    expect(heapFlags(env)).toEqual([`--max-old-space-size=${oldSpace}`, `--max-semi-space-size=${semiSpace}`]);
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
