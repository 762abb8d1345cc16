/** Schedule rules (spec 2 §3, §4, §7, §9): current and upcoming entries, the listing feed query, the weekly view. */
import type { TvScheduleEntry, TvThumbnailIndex } from "@/lib/api/schemas/tv";
import {
  LISTING_FEED_RANGE,
  LISTING_FEED_WINDOW_MS,
  SCHEDULE_UPCOMING_MAX,
  WEEKLY_SCHEDULE_COUNT,
} from "./constants";
import { broadcastDay, broadcastDayKey, broadcastWeekRange, formatScheduleTime, type CalendarDay } from "./time";

/** A schedule entry as shown: the feed's fields plus thumbnails and the formatted New York start time. */
export interface ScheduleItem {
  guid: string;
  startTime: string;
  title: string;
  description: string;
  /** Seconds. */
  runtime: number;
  genre: string | null;
  seriesId: string;
  thumbnail: string | null;
  thumbSm: string | null;
  thumbMd: string | null;
  startTimeFormatted: string;
}

/** The series id of an entry: the last path segment of its series URL (spec 2 §3). */
export function seriesIdOf(seriesUrl: string): string {
  const segments = seriesUrl.split(/[?#]/)[0]!.split("/").filter(Boolean);
  return segments.at(-1) ?? "";
}

/** Adds the derived fields: thumbnails from the index by series, and the start time in New York ending "ET". */
export function toScheduleItem(entry: TvScheduleEntry, thumbnails: TvThumbnailIndex | null, language: "en" | "es"): ScheduleItem {
  const seriesId = seriesIdOf(entry.seriesId);
  const thumbs = thumbnails?.series[seriesId];
  return {
    guid: entry.guid,
    startTime: entry.startTime,
    title: entry.program.title,
    description: entry.program.description,
    runtime: entry.program.runtime,
    genre: entry.program.genre ?? null,
    seriesId,
    thumbnail: thumbs?.thumbnail ?? null,
    thumbSm: thumbs?.thumbSm ?? null,
    thumbMd: thumbs?.thumbMd ?? null,
    startTimeFormatted: formatScheduleTime(Date.parse(entry.startTime), language),
  };
}

/** Spec 2 §4: the current entry is the first entry; upcoming are entries starting at or after now, at most 12. */
export function currentAndUpcoming<T extends { startTime: string }>(entries: readonly T[], now: number): { current: T | null; upcoming: T[] } {
  const current = entries[0] ?? null;
  const upcoming = entries.filter((entry) => entry !== current && Date.parse(entry.startTime) >= now).slice(0, SCHEDULE_UPCOMING_MAX);
  return { current, upcoming };
}

export type ListingQuery = Record<string, string>;

const LISTING_FIELDS = "guid,startTime,seriesId,program.title,program.guid,program.description,program.runtime,program.genre";

/** The listing feed's default query: entries 1-14 ending between now and 24 hours later, by start time. */
export function listingFeedQuery(vertical: string, now: number): ListingQuery {
  return {
    form: "json",
    vertical,
    range: LISTING_FEED_RANGE,
    fields: LISTING_FIELDS,
    byEndTime: `${new Date(now).toISOString()}~${new Date(now + LISTING_FEED_WINDOW_MS).toISOString()}`,
    sort: "startTime|asc",
  };
}

/** The weekly view's query: the vertical, the fields, count 250, start and end of the broadcast week (Monday 5 am ET). */
export function weeklyScheduleQuery(vertical: string, now: number): ListingQuery {
  const { start, end } = broadcastWeekRange(now);
  return {
    form: "json",
    vertical,
    fields: LISTING_FIELDS,
    count: String(WEEKLY_SCHEDULE_COUNT),
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    sort: "startTime|asc",
  };
}

export interface BroadcastDayGroup<T> {
  key: string;
  day: CalendarDay;
  entries: T[];
}

/** Groups entries by broadcast day (5 am to 5 am New York), in order, at most 250 entries in all. */
export function groupByBroadcastDay<T extends { startTime: string }>(entries: readonly T[]): BroadcastDayGroup<T>[] {
  const groups: BroadcastDayGroup<T>[] = [];
  for (const entry of entries.slice(0, WEEKLY_SCHEDULE_COUNT)) {
    const at = Date.parse(entry.startTime);
    const key = broadcastDayKey(at);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, day: broadcastDay(at), entries: [entry] });
  }
  return groups;
}
