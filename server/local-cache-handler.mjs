/**
 * Next's page and data cache when REDIS_URL is unset: Next's own in-memory cache (least recently used first out,
 * `cacheMaxMemorySize`), with each data lookup counted for the operators' metrics (server/cache-lookups.mjs).
 * With REDIS_URL, server/cache-handler.mjs takes its place and keeps a `MemoryCache` beside Redis.
 */
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { answerMemo } from "./answer-memo.mjs";
import { countDataLookup } from "./cache-lookups.mjs";

// Node hands this CommonJS module's exports over as the default import; Next's bundler (which also bundles this
// file into the proxy) hands over its `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/**
 * Next's cache as it is, less the disk reads of upstream answers: those live only in memory here (next.config.ts
 * turns isrFlushToDisk off), yet on a miss Next still opened a file that cannot exist, a failed open for every
 * upstream call of a page rendered on demand. Pages still look on disk: the build writes its prerendered pages there.
 */
export class MemoryCache extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind === "FETCH" && !this.flushToDisk && !FileSystemCache.memoryCache?.has(key)) return null;
    return super.get(key, ctx);
  }
}

export default class LocalCacheHandler extends MemoryCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countDataLookup(ctx, entry);
    return entry;
  }

  /** A publish event also drops the answers the process keeps parsed (server/answer-memo.mjs). */
  async revalidateTag(tags, durations) {
    answerMemo().forgetTags([tags].flat());
    return super.revalidateTag(tags, durations);
  }
}
