import { LIVE_WITHOUT_END_TIME_MS } from "./constants";

export interface LiveStatusInput {
  /** ISO end time of the event, when the newsroom set one. */
  endTime?: string | null;
  /** The event flag; the text "ended" closes a blog without an end time. */
  eventStatus?: string | null;
  /** ISO date of the latest post. */
  latestDate?: string | null;
  now: number;
}

/**
 * Spec 1 §4: live when an end time is given and in the future; without one, live when the event flag
 * is not "ended" and the latest post is at most 23 hours old.
 */
export function isLiveBlogLive({ endTime, eventStatus, latestDate, now }: LiveStatusInput): boolean {
  if (endTime) return Date.parse(endTime) > now;
  if (eventStatus === "ended" || !latestDate) return false;
  const latest = Date.parse(latestDate);
  return Number.isFinite(latest) && now - latest <= LIVE_WITHOUT_END_TIME_MS;
}

/** Spec 1 §5: a live-blog date has its timezone offset stripped before it is used in a search. */
export function stripTimezoneOffset(date: string): string {
  return date.replace(/(?:Z|[+-]\d{2}:?\d{2})$/i, "");
}
