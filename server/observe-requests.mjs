/**
 * Each answer, counted and logged once it has gone out (or the reader left): its kind and brand as the proxy named
 * them (server/respond.mjs's labels), status and duration, under its correlation id. The log line carries the path
 * without its query: no reader's search, code or address reaches the log.
 */
import { CORRELATION_ID_HEADER } from "../lib/ops/correlation-id.mjs";
import { requestKind } from "../lib/ops/labels.mjs";

const PAGE_CACHE = { HIT: "hit", STALE: "stale", MISS: "miss" };

/** The kind of a request the proxy never saw (build assets, optimised images) or did not name. */
export function kindOfUnnamed(url = "/") {
  if (url.startsWith("/_next/image")) return "image";
  if (url.startsWith("/_next/") || /^\/[^/]+\.(?:svg|ico|txt|xml)(?:\?|$)/.test(url)) return "static";
  if (url.startsWith("/api/")) return "api";
  return "other";
}

/** How many answers wait at most, and for how long, before they are counted and logged together. */
const BATCH_SIZE = 64;
const BATCH_DELAY_MS = 5;

/**
 * Counts and logs answers in batches: one answer's count and line, done right after it went out, cost 30 µs (its
 * 112 kB left the processor's caches cold), against a few µs in a row with others. A line's time is when its batch
 * was written, at most BATCH_DELAY_MS after the answer. `drain()` records what is waiting (before a scrape; on exit).
 */
export function createRequestObserver({ metrics, logger, process: running = process }) {
  let waiting = [];
  let timer = null;

  const record = ({ cacheLookup, seconds, pageCache, line }) => {
    if (cacheLookup) metrics.cache(cacheLookup.layer, cacheLookup.outcome);
    metrics.request({ kind: line.kind, brand: line.brand, status: line.status, seconds });
    if (pageCache) metrics.cache("page", pageCache);
    logger.info(line, "request");
  };

  const drain = () => {
    clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    for (const answer of batch) record(answer);
  };
  running.once("exit", drain);

  const enqueue = (answer) => {
    waiting.push(answer);
    if (waiting.length >= BATCH_SIZE) drain();
    else timer ??= setTimeout(drain, BATCH_DELAY_MS);
  };

  /**
   * Watches `res` for `req`. `labels` is the object decorateResponse fills; `cache` the answer cache lookup
   * (`{ layer, stored }`), counted here.
   */
  function observe(req, res, { labels, cache }) {
    const started = performance.now();
    const path = (req.url ?? "/").split("?")[0].slice(0, 300);
    const unnamed = kindOfUnnamed(req.url);
    const cacheLookup = cache?.layer ? { layer: cache.layer, outcome: cache.stored ? "hit" : "miss" } : null;
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const kind = labels.kind ? requestKind(String(labels.kind)) : unnamed;
      const brand = labels.brand ? String(labels.brand) : undefined;
      const status = res.statusCode;
      enqueue({
        cacheLookup,
        seconds,
        // A replayed answer carries the page cache outcome of the render it was kept from.
        pageCache: !cache?.stored && PAGE_CACHE[labels.pageCache],
        line: {
          correlationId: res.getHeader(CORRELATION_ID_HEADER),
          method: req.method,
          path,
          kind,
          brand,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
      });
    });
  }

  return { observe, drain };
}
