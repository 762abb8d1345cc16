/**
 * A one-second memory for the live-blog poll. At peak every reader of a blog polls the same answer;
 * the first poll in a second computes it (fetch, check, sanitize, serialize) and the others in that
 * second share it, in flight or done. One second more of age is nothing next to the answer's 5 s
 * shared cache; a failed computation is not kept.
 */
export const MICRO_CACHE_MS = 1000;

export function microCache<T>(compute: (key: string) => Promise<T>, ttlMs = MICRO_CACHE_MS, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string): Promise<T> => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    // Expired entries of other keys go as new ones come: the map holds at most the blogs polled within a second.
    for (const [old, { at }] of entries) if (now() - at >= ttlMs) entries.delete(old);
    const value = compute(key);
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
