import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";

/**
 * Tells the render in progress about an upstream answer it got from the process's memo (server/answer-memo.mjs)
 * instead of through `fetch`: what Next's fetch does for a cached call (and `unstable_cache` for its entries). A page
 * rendered for the cache takes the call's tags, so a publish event that drops them drops the page too, and the
 * call's revalidate time when shorter than its own.
 *
 * False where the render is of another kind (a `"use cache"` scope, a build-time prerender): the caller fetches
 * instead. Outside any render, and in a render for one request only, there is nothing to tell.
 */
export function adoptCachedAnswer(tags: readonly string[], revalidateSeconds: number): boolean {
  const store = workUnitAsyncStorage.getStore();
  if (!store || store.type === "request") return true;
  if (store.type !== "prerender-legacy") return false;
  if (revalidateSeconds < store.revalidate) store.revalidate = revalidateSeconds;
  const collected = (store.tags ??= []);
  for (const tag of tags) if (!collected.includes(tag)) collected.push(tag);
  return true;
}

/**
 * Whether a call may skip Next's data cache, fetched as it is: true in a render for the page cache when the answer goes
 * stale no later than the page (its revalidate time at most the page's), once the render has taken the call's tags and
 * revalidate time. The page's own cache entry keeps such an answer for as long as it is fresh. The data cache would
 * keep a second copy (base64, and in Redis with REDIS_URL) that serves only another page asking the same URL within
 * that time (the memo answers those for its first seconds).
 */
export function keptByPage(tags: readonly string[], revalidateSeconds: number): boolean {
  const store = workUnitAsyncStorage.getStore();
  if (store?.type !== "prerender-legacy" || revalidateSeconds > store.revalidate) return false;
  return adoptCachedAnswer(tags, revalidateSeconds);
}
