/**
 * Cross-domain cookie pings (spec 1 §7): an image request to each of the two asset hosts with a timestamp, so
 * they can push the reader's cookie across domains. The addresses come from COOKIE_PING_URLS (comma-separated,
 * at most two, https only outside localhost); unset means off, which is the default everywhere, development too.
 */
export const COOKIE_PING_MAX_HOSTS = 2;
/** Pinged once per browser session (sessionStorage), not on every page. */
export const COOKIE_PING_SESSION_KEY = "newsroom.cookiePing";

/** The configured ping addresses, validated: absolute http(s) URLs, at most two; anything else is dropped. */
export function cookiePingTargets(configured: string | undefined): string[] {
  if (!configured) return [];
  return configured
    .split(",")
    .map((value) => value.trim())
    .filter((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || (url.protocol === "http:" && /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)$/.test(url.hostname));
      } catch {
        return false;
      }
    })
    .slice(0, COOKIE_PING_MAX_HOSTS);
}

/** Each target with the timestamp appended as `ts=` (ms since the epoch). */
export function cookiePingUrls(targets: readonly string[], now: number): string[] {
  return targets.map((target) => {
    const url = new URL(target);
    url.searchParams.set("ts", String(now));
    return url.toString();
  });
}
