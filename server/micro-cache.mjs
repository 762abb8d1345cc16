/**
 * A one-second cache of shared HTML answers in front of Next ("microcaching", as news sites put
 * nginx or Varnish in front of their renderers). While a story is everywhere, every reader of it
 * within a second gets the answer Next gave the first: Next's proxy, route matching and cache read
 * run once a second per page instead of once a request. The answer is kept with the placeholder nonce
 * (a page with its first-load scripts already deferred: `deferred`) and goes out through the same
 * decoration as a fresh one (a new nonce, the Cache-Control by kind), so a stored answer and a fresh
 * one differ in nothing a reader can see.
 */

/** How long an answer is reused: far below every page's `s-maxage`, so no page is older than Next would serve it plus this. */
export const MICRO_CACHE_MS = 1000;
/** Bound on the bytes kept; the oldest answers go first. */
export const MICRO_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Request headers that ask Next for something else than the page's HTML (the RSC payload of a client
 * navigation, a server action) or for a conditional or partial answer: such a request is never answered
 * from the micro-cache.
 */
/** Request headers asking for a conditional or partial answer: Next's to give, for pages and images alike. */
export const CONDITIONAL_REQUEST_HEADERS = ["if-none-match", "if-modified-since", "range"];
const BYPASS_REQUEST_HEADERS = ["rsc", "next-action", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", ...CONDITIONAL_REQUEST_HEADERS];
/** The request headers Next's `Vary` may name: all but Accept-Encoding are in the bypass list, and compression follows the cache. */
const KNOWN_VARY = new Set([...BYPASS_REQUEST_HEADERS, "next-url", "accept-encoding"]);

/**
 * Set by the edge cache (deploy/edge.vcl) on the pages it keeps for every reader: the edge is the shared cache then,
 * and a page it fetches again after a purge must be the one Next has now, not this server's copy of the last second.
 */
export const EDGE_SHARED_HEADER = "x-edge-shared";

/** The correlation id names one render; a reused answer had none, so it gets none. */
const NOT_STORED_HEADERS = new Set(["x-correlation-id"]);

/** The key of a request that may be answered from the micro-cache, or null: every page is a function of its host and URL. */
export function microCacheKey(req) {
  if (req.method !== "GET") return null;
  if (BYPASS_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (/[?&]_rsc=/.test(req.url ?? "")) return null;
  if (req.headers[EDGE_SHARED_HEADER] !== undefined) return null;
  return `${String(req.headers.host ?? "").toLowerCase()} ${req.url}`;
}

/** The request headers a `Vary` value names, lower case. */
export const varyNames = (vary) => String(vary ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);

/**
 * Whether an answer may be reused for other readers: a 200 HTML page that a shared cache may keep
 * (`public` with an `s-maxage`, as sent), that sets no cookie and varies on nothing but what the key
 * and the bypass rules cover.
 */
export function isStorable({ status, headers, cacheControl }) {
  if (status !== 200) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (headers["set-cookie"] !== undefined) return false;
  if (!/(?:^|,)\s*public\b/.test(cacheControl ?? "") || !/(?:^|,)\s*s-maxage=[1-9]/.test(cacheControl ?? "")) return false;
  return varyNames(headers.vary).every((name) => KNOWN_VARY.has(name));
}

/** The answers of the last second, by key, oldest first (a Map keeps insertion order). */
export function createMicroCache({ ttlMs = MICRO_CACHE_MS, maxBytes = MICRO_CACHE_MAX_BYTES, now = Date.now } = {}) {
  const entries = new Map();
  let bytes = 0;

  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    /** The stored answer `{ status, headers, body, deferred }` for `key`, while it is fresh. */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      return entry;
    },
    set(key, { status, headers, body, deferred = false }) {
      if (body.length > maxBytes) return;
      remove(key);
      const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_STORED_HEADERS.has(name)));
      entries.set(key, { status, headers: kept, body, deferred, expiresAt: now() + ttlMs });
      bytes += body.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes && entry.expiresAt > now()) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Answers `res` with a stored answer, through whatever decorates `res` (nonce, Cache-Control, compression). */
export function replay(res, { status, headers, body }) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}
