import type { TvScheduleEntry } from "@/lib/api/schemas/tv";
import {
  currentAndUpcoming,
  groupByBroadcastDay,
  listingFeedQuery,
  seriesIdOf,
  toScheduleItem,
  weeklyScheduleQuery,
} from "./schedule";

const at = (iso: string) => Date.parse(iso);
const HALF_HOUR = 1_800_000;

function entries(fromIso: string, count: number, stepMs = HALF_HOUR): { guid: string; startTime: string }[] {
  return Array.from({ length: count }, (_, i) => ({ guid: `e${i}`, startTime: new Date(at(fromIso) + i * stepMs).toISOString() }));
}

describe("currentAndUpcoming (spec 2 §4)", () => {
  const now = at("2026-03-08T12:10:00Z");
  it.each([
    ["no entries", 0, null, []],
    ["only the current show", 1, "e0", []],
    ["current plus 3 upcoming", 4, "e0", ["e1", "e2", "e3"]],
    ["at most 12 upcoming", 20, "e0", ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10", "e11", "e12"]],
  ])("%s", (_name, count, current, upcoming) => {
    const result = currentAndUpcoming(entries("2026-03-08T12:00:00Z", count), now);
    expect(result.current?.guid ?? null).toBe(current);
    expect(result.upcoming.map((e) => e.guid)).toEqual(upcoming);
  });

  it("upcoming start at or after now; earlier entries are not upcoming", () => {
    const list = entries("2026-03-08T11:00:00Z", 6); // 11:00, 11:30, 12:00, 12:30, 13:00, 13:30
    const result = currentAndUpcoming(list, at("2026-03-08T12:30:00Z"));
    expect(result.current?.guid).toBe("e0");
    expect(result.upcoming.map((e) => e.guid)).toEqual(["e3", "e4", "e5"]);
  });
});

describe("seriesIdOf: the last path segment of the series URL", () => {
  it.each([
    ["https://data.example/media/series/msnbc-morning", "msnbc-morning"],
    ["https://data.example/media/series/12345/", "12345"],
    ["https://data.example/series/abc?form=json", "abc"],
    ["plain-id", "plain-id"],
    ["", ""],
  ])("%s → %s", (url, expected) => {
    expect(seriesIdOf(url)).toBe(expected);
  });
});

describe("toScheduleItem", () => {
  const entry: TvScheduleEntry = {
    guid: "g1",
    startTime: "2026-03-08T07:30:00.000Z",
    seriesId: "http://upstream/series/night-show",
    program: { title: "Night Show", guid: "p1", description: "Late.", runtime: 3600 },
  };
  it("adds thumbnails by series and the ET start time", () => {
    const index = { series: { "night-show": { thumbnail: "t.png", thumbSm: "s.png", thumbMd: "m.png" } } };
    expect(toScheduleItem(entry, index, "en")).toMatchObject({
      seriesId: "night-show",
      thumbnail: "t.png",
      thumbSm: "s.png",
      thumbMd: "m.png",
      startTimeFormatted: "3:30 AM ET",
    });
  });
  it("has no thumbnails when the series is not in the index", () => {
    expect(toScheduleItem(entry, { series: {} }, "es")).toMatchObject({ thumbnail: null, startTimeFormatted: "3:30 a.m. ET" });
  });
});

describe("feed queries", () => {
  it("the listing feed defaults to entries 1-14 over 24 hours, by start time", () => {
    expect(listingFeedQuery("msnbc", at("2026-03-08T12:00:00Z"))).toMatchObject({
      range: "1-14",
      byEndTime: "2026-03-08T12:00:00.000Z~2026-03-09T12:00:00.000Z",
      sort: "startTime|asc",
    });
  });
  it.each([
    ["2026-03-08T12:00:00Z", "2026-03-02T10:00:00.000Z", "2026-03-09T09:00:00.000Z"],
    ["2026-03-09T08:00:00Z", "2026-03-02T10:00:00.000Z", "2026-03-09T09:00:00.000Z"],
    ["2026-03-09T09:00:00Z", "2026-03-09T09:00:00.000Z", "2026-03-16T09:00:00.000Z"],
  ])("the weekly view at %s asks for 250 entries from %s to %s", (now, start, end) => {
    expect(weeklyScheduleQuery("msnbc", at(now))).toMatchObject({ vertical: "msnbc", count: "250", start, end });
  });
});

describe("groupByBroadcastDay", () => {
  it("puts shows before 5 am with the previous day, across the spring change", () => {
    // Saturday 7 March 11 pm EST, then hourly through Sunday 8 March 6 am EDT (2 am does not exist).
    const list = entries("2026-03-08T04:00:00Z", 6, 3_600_000); // 23:00, 0:00, 1:00, 3:00, 4:00, 5:00 (local)
    const groups = groupByBroadcastDay(list);
    expect(groups.map((g) => [g.key, g.entries.length])).toEqual([
      ["2026-03-07", 5],
      ["2026-03-08", 1],
    ]);
  });
  it("keeps at most 250 entries", () => {
    const groups = groupByBroadcastDay(entries("2026-03-02T10:00:00Z", 300, 1_200_000));
    expect(groups.reduce((sum, g) => sum + g.entries.length, 0)).toBe(250);
  });
});
