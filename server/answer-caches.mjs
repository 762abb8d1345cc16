/**
 * The shared answers this server keeps in front of Next: optimised images (server/image-cache.mjs) and,
 * for a second, pages (server/micro-cache.mjs). A request belongs to the first cache that has a key for it.
 */
import { IMAGE_CACHE_MS, imageCacheKey, isStorableImage } from "./image-cache.mjs";
import { imageCacheBytes } from "./memory.mjs";
import { createMicroCache, isStorable, microCacheKey } from "./micro-cache.mjs";

/** `imageFormats`: the build's `images.formats` (`.next/images-manifest.json`). */
export function createAnswerCaches({ now, imageFormats }) {
  const caches = [
    { layer: "image", keyOf: (req) => imageCacheKey(req, imageFormats), isStorable: isStorableImage, entries: createMicroCache({ ttlMs: IMAGE_CACHE_MS, maxBytes: imageCacheBytes(), now }) },
    { layer: "micro_cache", keyOf: microCacheKey, isStorable, entries: createMicroCache({ now }) },
  ];
  return {
    /**
     * For `req`: `{ stored }`, an answer to replay; or `{ store }` for decorateResponse (server/respond.mjs),
     * which keeps the answer if it may be shared; or `{}` when no cache takes the request. `layer` names the cache.
     */
    lookup(req) {
      for (const { layer, keyOf, isStorable: storable, entries } of caches) {
        const key = keyOf(req);
        if (key === null) continue;
        const stored = entries.get(key);
        return stored ? { layer, stored } : { layer, store: { isStorable: storable, save: (answer) => entries.set(key, answer) } };
      }
      return {};
    },
    /** Answers kept, in all caches. */
    get size() {
      return caches.reduce((sum, { entries }) => sum + entries.size, 0);
    },
  };
}
