/**
 * The attempt limits (lib/auth/rate-limit.ts) counted in the store every instance shares, so a guesser gains nothing
 * by spreading attempts over instances. One script checks both windows and takes the slot in one atomic step, as
 * the process's own limiter does in one synchronous step. While the store cannot answer, the process's own counts
 * apply: the limits hold per instance rather than not at all.
 */
import { createHash } from "node:crypto";
import type { SharedStore } from "@/server/shared-store.mjs";
import { attemptKeys, ATTEMPT_LIMITS, type Attempt, type AttemptCounter, type AttemptKind, type AttemptLimiter, type Reservation } from "./rate-limit";

/**
 * KEYS: the windows (hashes of count and resetAt, ms); ARGV: max and window length for each. Returns {0, wait ms} when
 * a window is full, else {1, 0, resetAt of each window} after counting the attempt in each.
 */
const RESERVE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local wait = 0
for i = 1, #KEYS do
  local window = redis.call('HMGET', KEYS[i], 'count', 'resetAt')
  local count, resetAt = tonumber(window[1]), tonumber(window[2])
  if count and resetAt and resetAt > now and count >= tonumber(ARGV[2 * i - 1]) then wait = math.max(wait, resetAt - now) end
end
if wait > 0 then return {0, wait} end
local answer = {1, 0}
for i = 1, #KEYS do
  local resetAt = tonumber(redis.call('HGET', KEYS[i], 'resetAt'))
  if not resetAt or resetAt <= now then
    resetAt = now + tonumber(ARGV[2 * i])
    redis.call('HSET', KEYS[i], 'count', 1, 'resetAt', resetAt)
    redis.call('PEXPIREAT', KEYS[i], resetAt)
  else
    redis.call('HINCRBY', KEYS[i], 'count', 1)
  end
  answer[i + 2] = resetAt
end
return answer`;

/** KEYS: the windows; ARGV: the resetAt each had when the slot was taken. A window that has ended since is left alone. */
const RELEASE = `
for i = 1, #KEYS do
  if tonumber(redis.call('HGET', KEYS[i], 'resetAt')) == tonumber(ARGV[i]) then redis.call('HINCRBY', KEYS[i], 'count', -1) end
end
return 1`;

/** Store keys name no email in clear: an account's window is named by a hash of it. */
const storeKey = (prefix: string, key: string) => `${prefix}attempts:${createHash("sha256").update(key).digest("base64url")}`;

export class SharedAttemptLimiter implements AttemptCounter {
  constructor(
    private readonly store: SharedStore | null,
    private readonly local: AttemptLimiter,
    private readonly limits = ATTEMPT_LIMITS,
  ) {}

  async reserve(kind: AttemptKind, attempt: Attempt): Promise<Reservation> {
    const store = this.store;
    if (!store?.usable()) return this.local.reserve(kind, attempt);
    const windows = attemptKeys(kind, attempt, this.limits);
    const keys = windows.map(([key]) => storeKey(store.keyPrefix, key));
    let answer: number[];
    try {
      answer = (await store.run((client) => client.eval(RESERVE, { keys, arguments: windows.flatMap(([, { max, windowMs }]) => [String(max), String(windowMs)]) }))) as number[];
    } catch {
      return this.local.reserve(kind, attempt);
    }
    const [granted, wait, ...resetAts] = answer.map(Number);
    if (!granted) return { granted: false, retryAfterMs: wait ?? 0 };
    let released = false;
    return {
      granted: true,
      release() {
        if (released) return;
        released = true;
        // A slot the store cannot give back stays taken until its window ends: the safe side.
        store.run((client) => client.eval(RELEASE, { keys, arguments: resetAts.map(String) })).catch(() => {});
      },
    };
  }
}
