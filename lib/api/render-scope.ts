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
