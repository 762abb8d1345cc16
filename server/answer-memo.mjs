/**
 * Upstream answers as the pages read them (parsed and checked), kept in this process for a few seconds. Every page
 * asks for the same navigation, menus, most-popular lists and newsletter list; Next's data cache already holds them,
 * but reading an answer from it still costs a cache lookup, a Response and its stream, JSON and the schema: about a
 * tenth of a page's server time. A page rendered within ANSWER_MEMO_MS of another reuses what that one read.
 *
 * Never staler than the data cache by more than that: an entry lives at most ANSWER_MEMO_MS, and never longer than
 * its call's own revalidate time. A publish event forgets every entry carrying one of its tags, in this process at
 * once and in the other instances through Redis (server/cache-handler.mjs), whose listener suspends the memo
 * whenever it cannot hear them. An answer whose fetch began before a forget is not kept: it may be the one that was
 * just dropped. Entries are frozen: a page that changed one would change it for every other page.
 *
 * One memo per process, through a global: the cache handlers (loaded by Node) and lib/api (bundled by Next) share it.
 */

const GLOBAL_KEY = Symbol.for("newsroom.answerMemo");
const DEFAULT_MAX_AGE_MS = 5000;
const DEFAULT_MAX_ENTRIES = 300;

/** ANSWER_MEMO_MS: how long an answer is kept (0 turns the memo off); a missing or unreadable value keeps the default. */
export function memoMaxAgeMs(value) {
  const ms = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_MAX_AGE_MS;
}

/** Freezes `value` and everything it holds. */
export function deepFreeze(value) {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze(value[key]);
  return value;
}

/**
 * A memo of `maxEntries` answers (least recently used out first), each kept at most `maxAgeMs`.
 * `get(key)` → `{ value, tags }` or undefined; `generation()` before a fetch, then `set(key, value, { tags,
 * revalidateSeconds, generation })` after it; `forgetTags(tags)`; `clear()`; `suspend()` empties it and keeps it
 * empty until `resume()`.
 */
export function createAnswerMemo({ maxAgeMs = DEFAULT_MAX_AGE_MS, maxEntries = DEFAULT_MAX_ENTRIES, suspended = false, now = Date.now } = {}) {
  const entries = new Map();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    enabled: maxAgeMs > 0,
    generation: () => generation,
    get(key) {
      if (suspended) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry;
    },
    set(key, value, { tags = [], revalidateSeconds, generation: askedAt }) {
      if (suspended || askedAt !== generation) return;
      const lifetime = Math.min(maxAgeMs, revalidateSeconds * 1000);
      if (!(lifetime > 0)) return;
      entries.delete(key);
      entries.set(key, { value: deepFreeze(value), tags, expiresAt: now() + lifetime });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    },
    /** Forgets the entries carrying any of `tags`; a tag of Next's own (a path's, `_N_T_…`) forgets everything. */
    forgetTags(tags) {
      if (tags.some((tag) => tag.startsWith("_N_T_"))) return clear();
      generation += 1;
      const dropped = new Set(tags);
      for (const [key, entry] of entries) if (entry.tags.some((tag) => dropped.has(tag))) entries.delete(key);
    },
    clear,
    suspend() {
      suspended = true;
      clear();
    },
    resume() {
      suspended = false;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * This process's memo, created on first use with ANSWER_MEMO_MS. With REDIS_URL it starts suspended: other instances'
 * publish events reach it only once server/cache-handler.mjs listens.
 */
export function answerMemo() {
  globalThis[GLOBAL_KEY] ??= createAnswerMemo({ maxAgeMs: memoMaxAgeMs(process.env.ANSWER_MEMO_MS), suspended: Boolean(process.env.REDIS_URL) });
  return globalThis[GLOBAL_KEY];
}
