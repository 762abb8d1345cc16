/**
 * Next's page (ISR) and data cache when REDIS_URL is set (next.config.ts names this file only then): every instance
 * reads and writes the same entries in Redis through @fortedigital/nextjs-cache-handler's `redis-strings` handler,
 * so a page rendered or revalidated by one instance is served by all. Each instance also keeps Next's own
 * in-memory cache (least recently used first out, `cacheMaxMemorySize`), which answers while Redis cannot
 * (server/shared-store.mjs): a failing store costs renders, never an error page.
 *
 * Keys start with the build id and a fingerprint of the build's nonce placeholder: two builds never read each
 * other's pages, and no instance serves a page whose placeholder it could not swap for a fresh nonce.
 *
 * A publish event's tags are also sent to every instance on a Redis channel, for the answers each keeps parsed in
 * memory (server/answer-memo.mjs): that memo is only used while this process hears the channel.
 */
import { createHash } from "node:crypto";
import { CacheHandler as RedisCacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { answerMemo } from "./answer-memo.mjs";
import { countDataLookup } from "./cache-lookups.mjs";
import { MemoryCache } from "./local-cache-handler.mjs";
import { sharedStore } from "./shared-store.mjs";

/** The prefix of this build's keys: `{prefix}{build id}:{placeholder fingerprint}:`. */
export function cacheKeyPrefix(prefix, buildId, placeholder) {
  const fingerprint = createHash("sha256").update(placeholder ?? "").digest("hex").slice(0, 12);
  return `${prefix}${buildId ?? "unbuilt"}:${fingerprint}:`;
}

const store = sharedStore();

/** Where an instance tells the others which tags it revalidated. */
const FORGET_CHANNEL = `${store.keyPrefix}revalidated-tags`;
const LISTENER_KEY = Symbol.for("newsroom.revalidatedTagsListener");

/**
 * Hears the other instances' revalidated tags on a connection of its own (a subscribed connection takes no other
 * command) and forgets them from the memo. Whenever it is not connected it could miss one, so the memo is suspended
 * (and emptied) until it is back.
 */
function listenForRevalidatedTags() {
  if (globalThis[LISTENER_KEY]) return;
  const memo = answerMemo();
  const listener = store.client.duplicate();
  globalThis[LISTENER_KEY] = listener;
  let subscribed = false;
  memo.suspend();
  // The store's own client tells its faults (server/shared-store.mjs); this one only suspends the memo.
  listener.on("error", () => memo.suspend());
  listener.on("end", () => memo.suspend());
  // On a reconnection the client subscribes again before it says "ready".
  listener.on("ready", () => subscribed && memo.resume());
  listener
    .connect()
    .then(() => listener.subscribe(FORGET_CHANNEL, (message) => forget(memo, message)))
    .then(() => {
      subscribed = true;
      if (listener.isReady) memo.resume();
    })
    .catch(() => memo.suspend());
}

/** Forgets the tags of a message; one that cannot be read forgets everything. */
function forget(memo, message) {
  try {
    memo.forgetTags(JSON.parse(message));
  } catch {
    memo.clear();
  }
}

/** Sends `tags` to the other instances' memos; a failure is the store's to tell (its breaker logs it). */
function tellRevalidatedTags(tags) {
  return store.run((client) => client.publish(FORGET_CHANNEL, JSON.stringify(tags))).catch(() => undefined);
}

/** The redis handler's calls go through the store's timeout and breaker; a failure rejects, and the caller falls back. */
function guarded(handler) {
  return {
    name: handler.name,
    get: (key, meta) => store.run(() => handler.get(key, meta)),
    set: (key, value, ctx) => store.run(() => handler.set(key, value, ctx)),
    revalidateTag: (tag) => store.run(() => handler.revalidateTag(tag)),
    delete: (key) => store.run(() => handler.delete(key)),
  };
}

RedisCacheHandler.onCreation(({ buildId }) => ({
  ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
  handlers: [
    guarded(
      createRedisHandler({
        client: store.client,
        keyPrefix: cacheKeyPrefix(store.keyPrefix, buildId, process.env.CSP_NONCE_PLACEHOLDER),
        timeoutMs: store.timeoutMs,
      }),
    ),
  ],
}));

/**
 * Next takes a page's lifetime from the entry when it has one, else from what this process rendered itself: without
 * it, a page another instance stored would count as stale after a second (and be rendered again).
 */
function withCacheControl(entry) {
  if (entry.cacheControl || entry.value?.kind === "FETCH" || typeof entry.lifespan?.revalidate !== "number") return entry;
  return { ...entry, cacheControl: { revalidate: entry.lifespan.revalidate, expire: undefined } };
}

/**
 * How long an entry stays in Redis after it went stale: long enough to be served, stale, through an upstream outage
 * (Next answers a stale page and renders it again behind the reader). Redis's maxmemory policy bounds the total.
 */
const KEEP_STALE_SECONDS = 24 * 60 * 60;

export default class SharedCacheHandler {
  constructor(context) {
    listenForRevalidatedTags();
    this.local = new MemoryCache(context);
    this.shared = new RedisCacheHandler(context);
  }

  async get(key, ctx) {
    const entry = await this.lookup(key, ctx);
    countDataLookup(ctx, entry);
    return entry;
  }

  async lookup(key, ctx) {
    if (store.usable()) {
      const entry = await this.shared.get(key, ctx);
      // The shared handler answers null for a miss and for a failure; after a failure the store is no longer usable.
      if (entry || store.usable()) return entry && withCacheControl(entry);
    }
    return this.local.get(key, ctx);
  }

  async set(key, data, ctx) {
    await Promise.all([this.local.set(key, data, ctx), store.usable() ? this.shared.set(key, data, ctx) : undefined]);
  }

  async revalidateTag(tags, durations) {
    const list = [tags].flat();
    answerMemo().forgetTags(list);
    // Told before the shared tags change: an instance that sees a page dropped has forgotten its answers already.
    if (store.usable()) await tellRevalidatedTags(list);
    await Promise.all([this.local.revalidateTag(tags, durations), store.usable() ? this.shared.revalidateTag(tags) : undefined]);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
