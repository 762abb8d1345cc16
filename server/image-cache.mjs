/**
 * Optimised images kept in memory in front of Next, as a CDN would keep them. Next keeps its optimised
 * images on disk only, and only while it also writes pages to disk (`experimental.isrFlushToDisk`, off
 * here: docs/decisions.md); without this cache every image request fetched the original again and
 * re-encoded it (about 80 ms of CPU for an AVIF teaser) before the reader saw it.
 */
import { createRequire } from "node:module";
import { CONDITIONAL_REQUEST_HEADERS, varyNames } from "./micro-cache.mjs";

// The Accept parser Next's optimiser picks an image's format with.
const { mediaType } = createRequire(import.meta.url)("next/dist/compiled/@hapi/accept");

/** How long an optimised image is reused before Next is asked again: an upstream may replace an image under its URL. */
export const IMAGE_CACHE_MS = 60 * 60 * 1000;

const IMAGE_PATH = "/_next/image?";

/**
 * The format Next's optimiser answers `accept` with, given the site's `images.formats`, decided as its
 * getSupportedMimeType decides it; "" for the original's.
 */
export function imageFormatFor(accept = "", formats) {
  const type = mediaType(accept, formats);
  return accept.includes(type) ? type : "";
}

/**
 * The key of an image request that may be answered from the cache, or null. Next picks the format
 * (AVIF, WebP or the original) from the Accept header, so the key holds the format it will pick, not the
 * header: browsers that word Accept differently (one lists JPEG XL, another not) share an entry. The
 * image's URL is absolute, so the host does not matter.
 */
export function imageCacheKey(req, formats) {
  if (req.method !== "GET" || !(req.url ?? "").startsWith(IMAGE_PATH)) return null;
  if (CONDITIONAL_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  return `${imageFormatFor(req.headers.accept, formats)} ${req.url}`;
}

/** Whether an answer is an optimised image any reader may get: a 200 image that sets no cookie and varies on Accept at most. */
export function isStorableImage({ status, headers }) {
  if (status !== 200 || !String(headers["content-type"] ?? "").startsWith("image/")) return false;
  if (headers["set-cookie"] !== undefined) return false;
  return varyNames(headers.vary).every((name) => name === "accept");
}
