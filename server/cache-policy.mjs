/**
 * Cache-Control of shared pages, by kind. Next says how long a page stays fresh (`s-maxage` from the
 * route's `revalidate`); a CDN in front also needs to know how long it may serve a stale copy while
 * it refetches, and while the site is failing.
 */

/** The proxy names the kind of a page for this server on this response header (removed before sending). */
export const CACHE_KIND_HEADER = "x-cache-kind";

export const STALE_WHILE_REVALIDATE_SECONDS = 600;
/** A day: on the days that matter most an old front beats an error page. */
export const STALE_IF_ERROR_SECONDS = 86_400;
/** Live blogs and live TV: the HTML a CDN serves is a few seconds old at most (the live island polls from there). */
export const LIVE_MAX_AGE_SECONDS = 5;

const SHARED = /(?:^|,)\s*s-maxage=(\d+)/;

/** A missing page is shared briefly (a flood of bad addresses stays at the CDN), never served stale. */
export const NOT_FOUND_MAX_AGE_SECONDS = 10;

/** What an error page other than the 404 gets even when Next cached it like content (a 403 from an ISR page does). */
export const ERROR_PAGE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * The Cache-Control to send for a page answer, or null to keep Next's. Only answers Next marked
 * shared (`s-maxage`) change: a 200 by kind, a 404 briefly, any other error never; redirects and
 * private pages keep Next's own value.
 */
export function pageCacheControl({ status, cacheControl, kind }) {
  const shared = typeof cacheControl === "string" ? SHARED.exec(cacheControl) : null;
  if (!shared) return null;
  if (status === 404) return `public, max-age=0, s-maxage=${Math.min(NOT_FOUND_MAX_AGE_SECONDS, Number(shared[1]))}`;
  if (status >= 400) return ERROR_PAGE_CACHE_CONTROL;
  if (status !== 200) return null;
  const maxAge = kind === "live" ? Math.min(LIVE_MAX_AGE_SECONDS, Number(shared[1])) : Number(shared[1]);
  const staleWhileRevalidate = kind === "live" ? maxAge : STALE_WHILE_REVALIDATE_SECONDS;
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
