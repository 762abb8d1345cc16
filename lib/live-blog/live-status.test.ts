import { isLiveBlogLive, stripTimezoneOffset } from "./live-status";

const now = Date.parse("2026-11-22T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe("isLiveBlogLive", () => {
  it.each([
    ["an end time in the future", { endTime: "2026-11-22T13:00:00Z", latestDate: hoursAgo(48) }, true],
    ["an end time in the past", { endTime: "2026-11-22T11:00:00Z", latestDate: hoursAgo(0) }, false],
    ["an end time now", { endTime: "2026-11-22T12:00:00Z" }, false],
    ["an end time beats the ended flag", { endTime: "2026-11-22T13:00:00Z", eventStatus: "ended" }, true],
    ["no end time, a post an hour ago", { latestDate: hoursAgo(1) }, true],
    ["no end time, a post exactly 23 hours ago", { latestDate: new Date(now - 82_800_000).toISOString() }, true],
    ["no end time, a post 23 hours and 1 ms ago", { latestDate: new Date(now - 82_800_001).toISOString() }, false],
    ["no end time, flagged ended", { eventStatus: "ended", latestDate: hoursAgo(1) }, false],
    ["no end time, another flag", { eventStatus: "live", latestDate: hoursAgo(1) }, true],
    ["no posts", {}, false],
    ["an unreadable date", { latestDate: "yesterday" }, false],
  ])("%s -> %s", (_, input, live) => {
    expect(isLiveBlogLive({ ...input, now })).toBe(live);
  });
});

describe("stripTimezoneOffset", () => {
  it.each([
    ["2026-11-21T20:00:00-05:00", "2026-11-21T20:00:00"],
    ["2026-11-21T20:00:00+0530", "2026-11-21T20:00:00"],
    ["2026-11-21T20:00:00.000Z", "2026-11-21T20:00:00.000"],
    ["2026-11-21T20:00:00", "2026-11-21T20:00:00"],
  ])("%s -> %s", (date, stripped) => {
    expect(stripTimezoneOffset(date)).toBe(stripped);
  });
});
