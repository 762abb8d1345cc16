/**
 * Limits on guessing: password sign-ins, one-time-code requests and code checks, counted per account
 * (the email) and per address (the reader's IP), each in a fixed window. A password or a code that
 * fails counts; a code request counts every time (each one sends an email).
 */

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

interface Window {
  count: number;
  resetAt: number;
}

export interface Attempt {
  email: string;
  address: string;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits = ATTEMPT_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  private keys(kind: AttemptKind, { email, address }: Attempt): [string, Limit][] {
    return [
      [`${kind}:account:${email.trim().toLowerCase()}`, this.limits[kind].account],
      [`${kind}:address:${address}`, this.limits[kind].address],
    ];
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

  /** Counts one attempt against the account and the address. */
  record(kind: AttemptKind, attempt: Attempt): void {
    for (const [key, limit] of this.keys(kind, attempt)) {
      const window = this.live(key);
      if (window) {
        window.count += 1;
        continue;
      }
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(key, { count: 1, resetAt: this.now() + limit.windowMs });
    }
  }
}
