/** @jest-environment node */
import { dataLookupOutcome } from "./cache-lookups.mjs";

describe("a data cache lookup", () => {
  const now = 1_000_000;
  test.each([
    ["nothing found", null, "miss"],
    ["an entry without a value", { lastModified: now }, "miss"],
    ["an answer within its 60 s", { lastModified: now - 59_000, value: { kind: "FETCH", revalidate: 60 } }, "hit"],
    ["an answer past its 60 s", { lastModified: now - 61_000, value: { kind: "FETCH", revalidate: 60 } }, "stale"],
    ["an answer kept for good", { lastModified: 0, value: { kind: "FETCH", revalidate: false } }, "hit"],
  ])("%s: %s", (_name, entry, outcome) => {
    expect(dataLookupOutcome(entry, now)).toBe(outcome);
  });
});
