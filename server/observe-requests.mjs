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

/**
 * Watches `res` for `req`. `labels` is the object decorateResponse fills; `cache` the answer cache lookup
 * (`{ layer, stored }`), counted here.
 */
export function observeRequest(req, res, { metrics, logger, labels, cache }) {
  const started = performance.now();
  const path = (req.url ?? "/").split("?")[0].slice(0, 300);
  const unnamed = kindOfUnnamed(req.url);
  if (cache?.layer) metrics.cache(cache.layer, cache.stored ? "hit" : "miss");
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const kind = labels.kind ? requestKind(String(labels.kind)) : unnamed;
    const brand = labels.brand ? String(labels.brand) : undefined;
    const status = res.statusCode;
    metrics.request({ kind, brand, status, seconds });
    // A replayed answer carries the page cache outcome of the render it was kept from.
    const pageCache = !cache?.stored && PAGE_CACHE[labels.pageCache];
    if (pageCache) metrics.cache("page", pageCache);
    logger.info(
      {
        correlationId: res.getHeader(CORRELATION_ID_HEADER),
        method: req.method,
        path,
        kind,
        brand,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
}
