import { TEMP_PASS_CHECK_TTL_MS, TEMP_PASS_EXPIRATION_TTL_MS } from "./constants";
import { formatCountdown, isTempPassCheckFresh, nextTempPassReset, tempPassStatus, tempPassWindow } from "./temp-pass";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("temp pass constants (spec 2 §9)", () => {
  it("has the spec's TTLs", () => {
    expect(TEMP_PASS_CHECK_TTL_MS).toBe(1_200_000);
    expect(TEMP_PASS_EXPIRATION_TTL_MS).toBe(600_000);
  });
});

describe("nextTempPassReset: daily at 05:00 UTC", () => {
  it.each([
    ["2026-03-08T04:59:59.999Z", "2026-03-08T05:00:00.000Z"],
    ["2026-03-08T05:00:00.000Z", "2026-03-09T05:00:00.000Z"],
    ["2026-03-08T23:00:00.000Z", "2026-03-09T05:00:00.000Z"],
    ["2026-12-31T12:00:00.000Z", "2027-01-01T05:00:00.000Z"],
    // 05:00 UTC is midnight EST and 1 am EDT: the reset does not move with New York's clock change.
    ["2026-11-01T04:00:00.000Z", "2026-11-01T05:00:00.000Z"],
  ])("after %s: %s", (now, expected) => {
    expect(iso(nextTempPassReset(at(now)))).toBe(expected);
  });
});

describe("tempPassStatus", () => {
  const started = at("2026-03-08T12:00:00Z");
  it.each([
    ["never started", null, "2026-03-08T12:00:00Z", { kind: "available" }],
    ["just started", started, "2026-03-08T12:00:00Z", { kind: "active", remainingMs: 600_000 }],
    ["one ms before the end", started, "2026-03-08T12:09:59.999Z", { kind: "active", remainingMs: 1 }],
    ["at the end", started, "2026-03-08T12:10:00Z", { kind: "used", resetsAt: at("2026-03-09T05:00:00Z") }],
    ["just before the reset", started, "2026-03-09T04:59:59Z", { kind: "used" }],
    ["at the reset", started, "2026-03-09T05:00:00Z", { kind: "available" }],
    // Started five minutes before a reset: it runs its ten minutes, then is available again at once.
    ["running across the reset", at("2026-03-09T04:55:00Z"), "2026-03-09T05:01:00Z", { kind: "active", remainingMs: 240_000 }],
    ["ended after the reset", at("2026-03-09T04:55:00Z"), "2026-03-09T05:05:00Z", { kind: "available" }],
    ["clock behind the start", started, "2026-03-08T11:00:00Z", { kind: "available" }],
  ])("%s", (_name, startedAt, now, expected) => {
    expect(tempPassStatus(startedAt, at(now))).toMatchObject(expected);
  });

  it("window of a pass", () => {
    const window = tempPassWindow(started);
    expect([iso(window.expiresAt), iso(window.resetsAt)]).toEqual(["2026-03-08T12:10:00.000Z", "2026-03-09T05:00:00.000Z"]);
  });
});

describe("isTempPassCheckFresh: a stored check is trusted for 1,200,000 ms", () => {
  const checked = at("2026-03-08T12:00:00Z");
  it.each([
    [null, checked, false],
    [checked, checked, true],
    [checked, checked + 1_199_999, true],
    [checked, checked + 1_200_000, false],
    [checked, checked - 1, false],
  ])("checked %s, now %s → %s", (checkedAt, now, expected) => {
    expect(isTempPassCheckFresh(checkedAt, now)).toBe(expected);
  });
});

describe("formatCountdown", () => {
  it.each([
    [600_000, "10:00"],
    [599_001, "10:00"],
    [599_000, "9:59"],
    [61_000, "1:01"],
    [1, "0:01"],
    [0, "0:00"],
    [-5, "0:00"],
  ])("%i ms → %s", (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});
