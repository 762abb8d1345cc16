/**
 * Next's page and data cache when REDIS_URL is unset: Next's own in-memory cache (least recently used first out,
 * `cacheMaxMemorySize`), with each data lookup counted for the operators' metrics (server/cache-lookups.mjs).
 * With REDIS_URL, server/cache-handler.mjs takes its place.
 */
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { countDataLookup } from "./cache-lookups.mjs";

// Node hands this CommonJS module's exports over as the default import; Next's bundler (which also bundles this
// file into the proxy) hands over its `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class LocalCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countDataLookup(ctx, entry);
    return entry;
  }
}
