/** Temporary pass rules (spec 2 §4, §9): limited-time viewing without a provider, reset daily at 05:00 UTC. */
import {
  TEMP_PASS_CHECK_TTL_MS,
  TEMP_PASS_EXPIRATION_TTL_MS,
  TEMP_PASS_RESET_HOUR_UTC,
} from "./constants";

const DAY_MS = 24 * 3_600_000;

/** The first daily reset (05:00 UTC) strictly after `ms`. */
export function nextTempPassReset(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const today = day + TEMP_PASS_RESET_HOUR_UTC * 3_600_000;
  return ms < today ? today : today + DAY_MS;
}

/** A pass started at `startedAt`: it ends after the expiration TTL and may be used again from the next reset. */
export function tempPassWindow(startedAt: number): { startedAt: number; expiresAt: number; resetsAt: number } {
  return { startedAt, expiresAt: startedAt + TEMP_PASS_EXPIRATION_TTL_MS, resetsAt: nextTempPassReset(startedAt) };
}

export type TempPassStatus =
  | { kind: "available" }
  | { kind: "active"; expiresAt: number; remainingMs: number }
  | { kind: "used"; resetsAt: number };

/** Where a reader's pass stands at `now`: a running pass runs to its end; an ended one is used until the next reset. */
export function tempPassStatus(startedAt: number | null, now: number): TempPassStatus {
  if (startedAt === null || startedAt > now) return { kind: "available" };
  const pass = tempPassWindow(startedAt);
  if (now < pass.expiresAt) return { kind: "active", expiresAt: pass.expiresAt, remainingMs: pass.expiresAt - now };
  if (now >= pass.resetsAt) return { kind: "available" };
  return { kind: "used", resetsAt: pass.resetsAt };
}

/** A stored check of the pass is trusted for the check TTL; after that it must be asked again. */
export function isTempPassCheckFresh(checkedAt: number | null, now: number): boolean {
  return checkedAt !== null && now >= checkedAt && now - checkedAt < TEMP_PASS_CHECK_TTL_MS;
}

/** The countdown "m:ss" of the remaining time, rounded up to the second. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
