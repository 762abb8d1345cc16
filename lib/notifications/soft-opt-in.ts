/**
 * Web notification soft opt-in (spec 1 §2, §9; spec 2 §9): on msnbc and the today shop, a prompt of our own asks
 * 8000 ms after the page loads, before the browser's permission dialog; at most 4 asks; after an opt-out it asks
 * again once 2 weeks have passed, at opt-out counts 1, 2 and 3. Never on the embedded routes.
 */
import { EMBEDDED_VIEWS } from "@/lib/routing/resolve-route";
import type { ViewFlags } from "@/lib/request-context/request-context";
import { verticalForView } from "@/lib/verticals/feature-flags";
import type { Vertical } from "@/lib/verticals/verticals";

export const SOFT_OPT_IN_DELAY_MS = 8000;
export const SOFT_OPT_IN_MAX_ASKS = 4;
export const SOFT_OPT_IN_REPEAT_MS = 2 * 7 * 24 * 60 * 60 * 1000;
export const SOFT_OPT_IN_REPEAT_AT_OPT_OUTS: readonly number[] = [1, 2, 3];
/** Where the reader's answers are remembered (localStorage). */
export const SOFT_OPT_IN_STORAGE_KEY = "newsroom.webNotifications";

export interface SoftOptInRecord {
  /** Times the prompt was shown. */
  asks: number;
  /** Times the reader chose "Not now". */
  optOuts: number;
  /** When the reader last chose "Not now" (ms since the epoch). */
  lastOptOutAt: number | null;
  /** The reader said yes (whatever the browser answered next). */
  optedIn: boolean;
}

export const EMPTY_RECORD: SoftOptInRecord = { asks: 0, optOuts: 0, lastOptOutAt: null, optedIn: false };

/** Routes whose path matches an embedded view never prompt (spec 1 §2). */
export function isExcludedRoute(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  return segments.some((segment) => (EMBEDDED_VIEWS as readonly string[]).includes(segment));
}

/** Within the brand's scope (its `webNotificationSoftOptIn` path and below: msnbc everywhere, today its shop), never on an embedded route. */
export function softOptInApplies(scope: string | null, pathname: string): boolean {
  if (scope === null || isExcludedRoute(pathname)) return false;
  const base = scope.replace(/\/+$/, "");
  return base === "" || pathname === base || pathname.startsWith(`${base}/`);
}

export type BrowserPermission = "default" | "granted" | "denied" | "unsupported";

/**
 * Whether to ask now. Only while the browser would still ask (permission "default"); never after a yes or 4 asks;
 * at once when the reader never opted out (a prompt left unanswered asks again on a later page); after an opt-out
 * only at opt-out counts 1, 2 and 3, once 2 weeks have passed since the last one.
 */
export function shouldAsk(record: SoftOptInRecord, now: number, permission: BrowserPermission): boolean {
  if (permission !== "default" || record.optedIn || record.asks >= SOFT_OPT_IN_MAX_ASKS) return false;
  if (record.optOuts === 0) return true;
  if (!SOFT_OPT_IN_REPEAT_AT_OPT_OUTS.includes(record.optOuts)) return false;
  return record.lastOptOutAt === null || now - record.lastOptOutAt >= SOFT_OPT_IN_REPEAT_MS;
}

export type SoftOptInEvent = { type: "asked" } | { type: "optedOut"; at: number } | { type: "optedIn" };

export function recordEvent(record: SoftOptInRecord, event: SoftOptInEvent): SoftOptInRecord {
  switch (event.type) {
    case "asked":
      return { ...record, asks: record.asks + 1 };
    case "optedOut":
      return { ...record, optOuts: record.optOuts + 1, lastOptOutAt: event.at };
    case "optedIn":
      return { ...record, optedIn: true };
  }
}

/** A stored record, or the empty one when missing or malformed. */
export function parseRecord(stored: string | null): SoftOptInRecord {
  if (!stored) return EMPTY_RECORD;
  try {
    const value = JSON.parse(stored) as Partial<SoftOptInRecord>;
    const count = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : 0);
    return {
      asks: count(value.asks),
      optOuts: count(value.optOuts),
      lastOptOutAt: typeof value.lastOptOutAt === "number" && Number.isFinite(value.lastOptOutAt) ? value.lastOptOutAt : null,
      optedIn: value.optedIn === true,
    };
  } catch {
    return EMPTY_RECORD;
  }
}

/**
 * Schedules the prompt: SOFT_OPT_IN_DELAY_MS after the page loaded, if the rule still says ask, `show` runs. Returns a cancel
 * function (the page went away).
 */
export function scheduleSoftOptIn(options: {
  read: () => SoftOptInRecord;
  permission: () => BrowserPermission;
  now: () => number;
  show: () => void;
  /** Milliseconds since the page loaded (the prompt's code may arrive a little after the page); 0 by default. */
  sincePageLoad?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}): () => void {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  if (!shouldAsk(options.read(), options.now(), options.permission())) return () => {};
  const elapsed = Math.max(0, options.sincePageLoad?.() ?? 0);
  const handle = setTimer(() => {
    if (shouldAsk(options.read(), options.now(), options.permission())) options.show();
  }, Math.max(0, SOFT_OPT_IN_DELAY_MS - elapsed));
  return () => clearTimer(handle);
}

/** Where the prompt may appear for a view of a brand: the brand's scope, none when the view turned features off. */
export function softOptInScope(vertical: Vertical, view: Pick<ViewFlags, "featureFlagsEnabled">): string | null {
  return verticalForView(vertical, view).flags.webNotificationSoftOptIn;
}
