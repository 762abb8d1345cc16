/** @jest-environment node */
import { pageCacheControl } from "./cache-policy.mjs";

const NEXT_SHARED = "s-maxage=60, stale-while-revalidate=31535940";

describe("pageCacheControl", () => {
  test.each([
    ["an article or front", { status: 200, cacheControl: NEXT_SHARED, kind: undefined }, "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400"],
    ["a live page", { status: 200, cacheControl: NEXT_SHARED, kind: "live" }, "public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400"],
    ["a live page fresher than 5 s", { status: 200, cacheControl: "s-maxage=1, stale-while-revalidate=1", kind: "live" }, "public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400"],
    ["a 404 page", { status: 404, cacheControl: NEXT_SHARED, kind: undefined }, "public, max-age=0, s-maxage=10"],
    ["a private 404 page", { status: 404, cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate", kind: undefined }, null],
    ["a 403 page Next cached like content", { status: 403, cacheControl: NEXT_SHARED, kind: undefined }, "private, no-cache, no-store, max-age=0, must-revalidate"],
    ["a 500 page", { status: 500, cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate", kind: undefined }, null],
    ["a private page", { status: 200, cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate", kind: undefined }, null],
    ["an answer without Cache-Control", { status: 200, cacheControl: undefined, kind: "live" }, null],
    ["a redirect", { status: 308, cacheControl: NEXT_SHARED, kind: undefined }, null],
  ])("%s", (_, input, expected) => {
    expect(pageCacheControl(input)).toBe(expected);
  });
});
