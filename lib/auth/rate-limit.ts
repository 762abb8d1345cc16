/**
 * Limits on guessing: password sign-ins, one-time-code requests and code checks, counted per account
 * (the email) and per address (the reader's IP; an IPv6 address by its /64), each in a fixed window. A password
 * or a code that fails counts; a code request counts every time (each one sends an email). An attempt takes its
 * slot before the identity call and gives it back when the outcome does not count (`attemptCounts`), so
 * parallel guesses cannot all pass the check while the first ones are still being answered.
 */

import { addressKey } from "./address-key";

const MINUTE = 60_000;

export type AttemptKind = "signIn" | "codeRequest" | "codeVerify";
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Per account: enough for a reader who mistypes, too few to guess. Per address: readers behind one
 * office or mobile-carrier address share it, so it is higher, and it stops one machine trying many accounts.
 */
export const ATTEMPT_LIMITS: Record<AttemptKind, { account: Limit; address: Limit }> = {
  signIn: { account: { max: 5, windowMs: 15 * MINUTE }, address: { max: 100, windowMs: 15 * MINUTE } },
  codeRequest: { account: { max: 5, windowMs: 15 * MINUTE }, address: { max: 100, windowMs: 15 * MINUTE } },
  codeVerify: { account: { max: 10, windowMs: 15 * MINUTE }, address: { max: 100, windowMs: 15 * MINUTE } },
};

/** Windows kept at most; beyond it the oldest go first (memory stays bounded under a flood of addresses). */
export const MAX_TRACKED_KEYS = 100_000;

/** How the identity service answered an attempt: signed in or sent, refused (4xx), or failed (5xx, unreachable). */
export type AttemptOutcome = "success" | "refused" | "failed";

/** Whether an attempt stays counted: a refusal always; a code request that was sent too; never an outage. */
export function attemptCounts(kind: AttemptKind, outcome: AttemptOutcome): boolean {
  if (outcome === "failed") return false;
  return outcome === "refused" || kind === "codeRequest";
}

/** The attempt's slot: `release()` gives it back (once); a refused reservation says how long to wait. */
export type Reservation = { granted: true; release(): void } | { granted: false; retryAfterMs: number };

interface Window {
  count: number;
  resetAt: number;
}

export interface Attempt {
  email: string;
  address: string;
}

/** The windows an attempt counts in, with their limits: the account's (the email, as typed in any case) and the address's. */
export function attemptKeys(kind: AttemptKind, { email, address }: Attempt, limits = ATTEMPT_LIMITS): [string, Limit][] {
  return [
    [`${kind}:account:${email.trim().toLowerCase()}`, limits[kind].account],
    [`${kind}:address:${addressKey(address)}`, limits[kind].address],
  ];
}

/** Where attempts are counted: this process's memory (AttemptLimiter) or the store every instance shares. */
export interface AttemptCounter {
  reserve(kind: AttemptKind, attempt: Attempt): Reservation | Promise<Reservation>;
}

export class AttemptLimiter implements AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits = ATTEMPT_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  private keys(kind: AttemptKind, attempt: Attempt): [string, Limit][] {
    return attemptKeys(kind, attempt, this.limits);
  }

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Milliseconds until this attempt may be made; 0 when it may be made now. */
  retryAfterMs(kind: AttemptKind, attempt: Attempt): number {
    return Math.max(0, ...this.keys(kind, attempt).map(([key, limit]) => {
      const window = this.live(key);
      return window && window.count >= limit.max ? window.resetAt - this.now() : 0;
    }));
  }

  /**
   * Checks the limits and, when the attempt may be made, counts it at once (in the same synchronous step, so a
   * parallel attempt sees it). Release the slot when the outcome does not count.
   */
  reserve(kind: AttemptKind, attempt: Attempt): Reservation {
    const retryAfterMs = this.retryAfterMs(kind, attempt);
    if (retryAfterMs) return { granted: false, retryAfterMs };
    const counted = this.keys(kind, attempt).map(([key, limit]) => this.count(key, limit));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // A window that has ended (or was dropped) since is left alone.
      for (const [key, window] of counted) if (this.windows.get(key) === window) window.count -= 1;
    };
    return { granted: true, release };
  }

  private count(key: string, limit: Limit): [string, Window] {
    const live = this.live(key);
    if (live) {
      live.count += 1;
      return [key, live];
    }
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    const window = { count: 1, resetAt: this.now() + limit.windowMs };
    this.windows.set(key, window);
    return [key, window];
  }
}
