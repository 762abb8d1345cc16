import {
  broadcastDay,
  broadcastDayKey,
  broadcastDayRange,
  broadcastWeekRange,
  formatBroadcastDay,
  formatScheduleTime,
  newYorkTime,
  newYorkWallClock,
} from "./time";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

// 2026: daylight saving starts Sunday 8 March at 2:00 EST (07:00Z) and ends Sunday 1 November at 2:00 EDT (06:00Z).
describe("newYorkWallClock", () => {
  it.each([
    ["2026-03-08T06:59:00Z", { day: 8, hour: 1, minute: 59, weekday: 0 }],
    ["2026-03-08T07:00:00Z", { day: 8, hour: 3, minute: 0, weekday: 0 }],
    ["2026-11-01T05:30:00Z", { day: 1, hour: 1, minute: 30, weekday: 0 }],
    ["2026-11-01T06:30:00Z", { day: 1, hour: 1, minute: 30, weekday: 0 }],
    ["2026-01-01T04:59:00Z", { day: 31, hour: 23, minute: 59, weekday: 3 }],
  ])("%s", (instant, expected) => {
    expect(newYorkWallClock(at(instant))).toMatchObject(expected);
  });
});

describe("newYorkTime", () => {
  it.each([
    [[2026, 3, 2, 5, 0], "2026-03-02T10:00:00.000Z"], // EST
    [[2026, 3, 9, 5, 0], "2026-03-09T09:00:00.000Z"], // EDT
    [[2026, 3, 8, 2, 30], "2026-03-08T07:30:00.000Z"], // skipped: resolves after the jump (3:30 EDT)
    [[2026, 11, 1, 1, 30], "2026-11-01T05:30:00.000Z"], // repeated: first occurrence (EDT)
    [[2026, 11, 2, 5, 0], "2026-11-02T10:00:00.000Z"], // EST again
    [[2026, 12, 32, 5, 0], "2027-01-01T10:00:00.000Z"], // day overflow
  ] as const)("%j", ([year, month, day, hour, minute], expected) => {
    expect(iso(newYorkTime(year, month, day, hour, minute))).toBe(expected);
  });
});

describe("broadcastDay: shows before 5 am New York belong to the previous day", () => {
  it.each([
    ["2026-03-07T09:59:00Z", "2026-03-06"], // 4:59 am EST Saturday
    ["2026-03-07T10:00:00Z", "2026-03-07"], // 5:00 am EST Saturday
    ["2026-03-08T06:30:00Z", "2026-03-07"], // 1:30 am EST, the night of the change
    ["2026-03-08T08:59:00Z", "2026-03-07"], // 4:59 am EDT
    ["2026-03-08T09:00:00Z", "2026-03-08"], // 5:00 am EDT
    ["2026-11-01T06:30:00Z", "2026-10-31"], // the second 1:30 am (EST)
    ["2026-11-01T09:59:00Z", "2026-10-31"], // 4:59 am EST
    ["2026-11-01T10:00:00Z", "2026-11-01"],
    ["2026-01-01T09:00:00Z", "2025-12-31"], // 4:00 am on New Year's Day
  ])("%s is on %s", (instant, expected) => {
    expect(broadcastDayKey(at(instant))).toBe(expected);
  });

  it("gives the calendar day as numbers", () => {
    expect(broadcastDay(at("2026-01-01T09:00:00Z"))).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it.each([
    ["2026-03-07T12:00:00Z", "2026-03-07T10:00:00.000Z", "2026-03-08T09:00:00.000Z", 23], // spring: a 23-hour day
    ["2026-03-08T12:00:00Z", "2026-03-08T09:00:00.000Z", "2026-03-09T09:00:00.000Z", 24],
    ["2026-10-31T12:00:00Z", "2026-10-31T09:00:00.000Z", "2026-11-01T10:00:00.000Z", 25], // autumn: a 25-hour day
  ])("day of %s runs %s to %s (%i h)", (instant, start, end, hours) => {
    const range = broadcastDayRange(at(instant));
    expect([iso(range.start), iso(range.end), (range.end - range.start) / HOUR]).toEqual([start, end, hours]);
  });
});

describe("broadcastWeekRange: Monday 5 am to the next Monday 5 am, New York", () => {
  it.each([
    // The DST weekend of March 2026: the week is one hour short.
    ["2026-03-02T10:00:00Z", "2026-03-02T10:00:00.000Z", "2026-03-09T09:00:00.000Z", 167],
    ["2026-03-08T12:00:00Z", "2026-03-02T10:00:00.000Z", "2026-03-09T09:00:00.000Z", 167],
    ["2026-03-09T08:30:00Z", "2026-03-02T10:00:00.000Z", "2026-03-09T09:00:00.000Z", 167], // Monday 4:30 am: still last week
    ["2026-03-09T09:00:00Z", "2026-03-09T09:00:00.000Z", "2026-03-16T09:00:00.000Z", 168],
    ["2026-03-02T09:59:00Z", "2026-02-23T10:00:00.000Z", "2026-03-02T10:00:00.000Z", 168], // Monday 4:59 am EST
    // The DST weekend of November 2026: the week is one hour long.
    ["2026-11-01T06:30:00Z", "2026-10-26T09:00:00.000Z", "2026-11-02T10:00:00.000Z", 169],
    ["2026-11-02T09:59:00Z", "2026-10-26T09:00:00.000Z", "2026-11-02T10:00:00.000Z", 169],
    ["2026-11-02T10:00:00Z", "2026-11-02T10:00:00.000Z", "2026-11-09T10:00:00.000Z", 168],
    // Across a year end.
    ["2027-01-01T12:00:00Z", "2026-12-28T10:00:00.000Z", "2027-01-04T10:00:00.000Z", 168],
  ])("%s is in the week %s – %s (%i h)", (instant, start, end, hours) => {
    const range = broadcastWeekRange(at(instant));
    expect([iso(range.start), iso(range.end), (range.end - range.start) / HOUR]).toEqual([start, end, hours]);
  });
});

describe("formatScheduleTime: New York time ending ET", () => {
  it.each([
    ["2026-07-04T00:00:00Z", "en", "8:00 PM ET"], // EDT
    ["2026-01-15T01:00:00Z", "en", "8:00 PM ET"], // EST
    ["2026-03-08T06:30:00Z", "en", "1:30 AM ET"],
    ["2026-03-08T07:30:00Z", "en", "3:30 AM ET"],
    ["2026-11-01T05:30:00Z", "en", "1:30 AM ET"],
    ["2026-11-01T06:30:00Z", "en", "1:30 AM ET"],
    ["2026-07-04T00:00:00Z", "es", "8:00 p.m. ET"],
  ] as const)("%s (%s) → %s", (instant, language, expected) => {
    expect(formatScheduleTime(at(instant), language)).toBe(expected);
  });

  it("names a broadcast day", () => {
    expect(formatBroadcastDay({ year: 2026, month: 3, day: 8 }, "en")).toBe("Sunday, March 8");
    expect(formatBroadcastDay({ year: 2026, month: 3, day: 8 }, "es")).toBe("domingo, 8 de marzo");
  });
});
