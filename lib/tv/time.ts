/**
 * Schedule time rules (spec 2 §3, §9): New York wall-clock times, the broadcast day (5 am to 5 am) and the broadcast
 * week (Monday 5 am to the next Monday 5 am). Pure functions of epoch milliseconds; daylight saving comes from Intl.
 */
import { keptBy } from "../format/kept";
import { BROADCAST_DAY_START_HOUR, SCHEDULE_TIME_ZONE } from "./constants";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SCHEDULE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** New York wall clock of an instant. */
export function newYorkWallClock(ms: number): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(ms))) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Offset of New York from UTC at an instant, in ms (-5 h in winter, -4 h in summer). */
function newYorkOffsetMs(ms: number): number {
  const wall = newYorkWallClock(ms);
  const seconds = new Date(ms).getUTCSeconds();
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, seconds);
  return asUtc - (ms - (ms % 1000));
}

/**
 * The instant of a New York wall-clock time. Month and day may overflow (day 32 is the 1st of the next month).
 * A time skipped by the spring change resolves to the instant after the jump (2:30 → 3:30 EDT);
 * a repeated autumn time resolves to its first occurrence.
 */
export function newYorkTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - newYorkOffsetMs(wall);
  const second = wall - newYorkOffsetMs(first);
  const target = new Date(wall);
  const reads = (ms: number) => {
    const clock = newYorkWallClock(ms);
    return clock.hour === target.getUTCHours() && clock.minute === target.getUTCMinutes() && clock.day === target.getUTCDate();
  };
  const valid = [first, second].filter(reads);
  // Autumn overlap: the earlier of two valid readings. Spring gap: no reading is valid; take the later (after the jump).
  return valid.length ? Math.min(...valid) : Math.max(first, second);
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The broadcast day an instant belongs to: shows before 5 am New York time belong to the previous day. */
export function broadcastDay(ms: number): CalendarDay {
  const wall = newYorkWallClock(ms);
  const shift = wall.hour < BROADCAST_DAY_START_HOUR ? -1 : 0;
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + shift));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Key of a broadcast day, `YYYY-MM-DD`. */
export function broadcastDayKey(ms: number): string {
  const { year, month, day } = broadcastDay(ms);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Start (5 am New York) and end (5 am the next day) of the broadcast day an instant belongs to. */
export function broadcastDayRange(ms: number): { start: number; end: number } {
  const { year, month, day } = broadcastDay(ms);
  return { start: newYorkTime(year, month, day, BROADCAST_DAY_START_HOUR), end: newYorkTime(year, month, day + 1, BROADCAST_DAY_START_HOUR) };
}

/** The broadcast week of an instant: Monday 5 am New York to the next Monday 5 am (23 h days and 25 h days included). */
export function broadcastWeekRange(ms: number): { start: number; end: number } {
  const { year, month, day } = broadcastDay(ms);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return {
    start: newYorkTime(year, month, day - sinceMonday, BROADCAST_DAY_START_HOUR),
    end: newYorkTime(year, month, day - sinceMonday + 7, BROADCAST_DAY_START_HOUR),
  };
}

const localeOf = (language: "en" | "es") => (language === "es" ? "es-US" : "en-US");
const timeFormat = keptBy(
  (language: "en" | "es") => new Intl.DateTimeFormat(localeOf(language), { timeZone: SCHEDULE_TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true }),
);
const dayFormat = keptBy(
  (language: "en" | "es") => new Intl.DateTimeFormat(localeOf(language), { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
);

/** A schedule time in New York, ending "ET" (spec 2 §3 startTimeFormatted): "8:00 PM ET", "8:00 p. m. ET". */
export function formatScheduleTime(ms: number, language: "en" | "es"): string {
  return `${timeFormat(language).format(new Date(ms)).replace(/\u202f|\u00a0/g, " ")} ET`;
}

/** A broadcast day's heading, e.g. "Monday, March 9" (the day's own date, in UTC to avoid a second zone shift). */
export function formatBroadcastDay(day: CalendarDay, language: "en" | "es"): string {
  return dayFormat(language).format(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));
}

export { DAY_MS, HOUR_MS };
