/**
 * Next's page and data cache when REDIS_URL is unset: Next's own in-memory cache (least recently used first out,
 * `cacheMaxMemorySize`), with each data lookup counted for the operators' metrics (server/cache-lookups.mjs).
 * With REDIS_URL, server/cache-handler.mjs takes its place and keeps a `MemoryCache` beside Redis.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { answerMemo } from "./answer-memo.mjs";
import { countDataLookup } from "./cache-lookups.mjs";

// Node hands this CommonJS module's exports over as the default import; Next's bundler (which also bundles this
// file into the proxy) hands over its `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Each build's prerendered pages, read once: Next makes a cache handler for every request. */
const prerenderedByBuild = new Map();

/**
 * The pages the build prerendered (`prerender-manifest.json`'s routes), the only ones on disk when nothing is flushed
 * there; null when the manifest cannot be read, and then every page is looked for on disk.
 */
function prerenderedPages(serverDistDir) {
  if (!prerenderedByBuild.has(serverDistDir)) {
    let pages = null;
    try {
      pages = new Set(Object.keys(JSON.parse(readFileSync(join(serverDistDir, "..", "prerender-manifest.json"), "utf8")).routes));
    } catch {
      // unreadable: every page is looked for on disk
    }
    prerenderedByBuild.set(serverDistDir, pages);
  }
  return prerenderedByBuild.get(serverDistDir);
}

/** A page's path in its cache key (`/route-cache/{kind}/{route hash}/$/news/politics`, `/$/index` for the root). */
export function pagePathOf(key) {
  const marker = key.indexOf("/$/");
  const path = marker === -1 ? key : key.slice(marker + 2);
  return path === "/index" ? "/" : path;
}

/**
 * Next's cache as it is, less the disk reads that cannot find anything: nothing is written to disk here (next.config.ts
 * turns isrFlushToDisk off), yet on a miss Next still opened a file, a failed open for every upstream call of a page
 * rendered on demand and for the page itself. Upstream answers live only in memory; a page is looked for on disk
 * only when the build prerendered it.
 */
export class MemoryCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.prerendered = ctx.flushToDisk ? null : prerenderedPages(ctx.serverDistDir);
  }

  async get(key, ctx) {
    if (!this.flushToDisk && !FileSystemCache.memoryCache?.has(key)) {
      if (ctx?.kind === "FETCH") return null;
      if (this.prerendered && !this.prerendered.has(pagePathOf(key))) return null;
    }
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
