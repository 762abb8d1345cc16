"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import type { Pagination } from "@/lib/api/schemas/content";
import { LIVE_BLOG_MAX_POLL_INTERVAL_MS, LIVE_BLOG_POLL_INTERVAL_MS } from "@/lib/live-blog/constants";
import { isLiveBlogLive } from "@/lib/live-blog/live-status";
import { hasMoreCards, initialLiveBlogState, type LiveCard } from "@/lib/live-blog/reducer";
import { createLiveBlogStore } from "@/lib/live-blog/store";
import { startWhenIdle } from "@/lib/shell/when-idle";
import { LiveBlogCard, type LiveBlogCardTexts } from "./LiveBlogCard";

/** The feed's texts, from the server; `{count}` in the plural forms is filled in here. */
export interface LiveBlogFeedTexts extends LiveBlogCardTexts {
  newPostsOne: string;
  newPostsOther: string;
  newPostsAnnouncementOne: string;
  newPostsAnnouncementOther: string;
  loadMore: string;
  loadingMore: string;
  loadMoreFailed: string;
  retry: string;
}

interface LiveBlogFeedProps {
  articleId: string;
  /** The posts rendered on the server (`children`), newest first. */
  initialItems: LiveCard[];
  pagination: Pagination;
  endTime: string | null;
  eventStatus: string | null;
  /** The blog's own path; a post's permalink is `{path}/{postId}`. */
  path: string;
  /** The post a permalink opened the page on: scrolled to on arrival. */
  linkedCardId?: string;
  texts: LiveBlogFeedTexts;
  children: ReactNode;
}

/** How near the top of the feed counts as "at the top": new posts then appear in place. */
const TOP_SLACK_PX = 120;
/** Once due, the first poll comes by then even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

async function getJson<T>(url: string): Promise<T> {
  // no-cache: revalidate with the server every time (the ETag makes an unchanged answer a 304).
  const response = await fetch(url, { cache: "no-cache", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Error fetching live blog cards: ${response.statusText} (${response.status}) @ ${url}`);
  return (await response.json()) as T;
}

/** English and Spanish plurals: one, or other with the count. */
const plural = (one: string, other: string, count: number) => (count === 1 ? one : other.replace("{count}", String(count)));

/** The live blog's posts: server-rendered first page plus the posts that arrive or load while reading. */
export function LiveBlogFeed({ articleId, initialItems, pagination, endTime, eventStatus, path, linkedCardId, texts, children }: LiveBlogFeedProps) {
  const [store] = useState(() => createLiveBlogStore(initialLiveBlogState(initialItems, pagination)));
  const state = useStore(store);
  const { dispatch } = state;
  const top = useRef<HTMLDivElement>(null);

  // The first poll comes one interval after the page opened, once the browser is idle, and brings TanStack Query with
  // it (./latest-poll): the server's posts are as fresh as a poll's answer (both are shared for seconds), and the
  // module, the fetch and the store update it made during the page's start were long tasks while a reader began.
  useEffect(() => {
    const mountedAt = Date.now();
    // Live by the spec's rule as of `at`; the clock moves on with each poll, so a blog that goes quiet stops polling.
    const liveAt = (at: number) => isLiveBlogLive({ endTime, eventStatus, latestDate: store.getState().latestDate, now: at });
    if (!liveAt(mountedAt)) return;
    const { dispatch } = store.getState();
    let failures = 0;
    const poll = async () => {
      dispatch({ type: "FETCH_LATEST_PENDING" });
      try {
        const latest = await getJson<{ items: LiveCard[]; totalItems: number }>(`/api/live-blog/${articleId}/latest`);
        failures = 0;
        dispatch({ type: "FETCH_LATEST_COMPLETE", items: latest.items, totalItems: latest.totalItems });
        // At the top of the feed, new posts appear in place; further down, nothing moves under the reader.
        if ((top.current?.getBoundingClientRect().top ?? 0) > -TOP_SLACK_PX) dispatch({ type: "UPDATE_ACTIVE_CARDS" });
        return latest;
      } catch (error) {
        failures += 1;
        dispatch({ type: "FETCH_LATEST_FAILED", error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    };
    // Failed polls back off, doubling.
    const nextPollIn = (endedAt: number) =>
      liveAt(Math.max(mountedAt, endedAt)) ? Math.min(LIVE_BLOG_POLL_INTERVAL_MS * 2 ** failures, LIVE_BLOG_MAX_POLL_INTERVAL_MS) : false;
    let stop = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      stop = startWhenIdle(() => import("./latest-poll"), ({ startLatestPoll }) => startLatestPoll({ articleId, poll, nextPollIn }), IDLE_TIMEOUT_MS);
    }, LIVE_BLOG_POLL_INTERVAL_MS);
    return () => stop();
  }, [articleId, endTime, eventStatus, store]);

  useEffect(() => {
    if (linkedCardId) document.getElementById(linkedCardId)?.scrollIntoView({ block: "start" });
  }, [linkedCardId]);

  useEffect(() => {
    const count = state.numberOfNewItems;
    const showCount = () => {
      const base = document.title.replace(/^\(\d+\) /, "");
      const title = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== title) document.title = title;
    };
    showCount();
    if (count === 0) return;
    // The page's own <title> can be put in place after this (Next hoists it into <head> when the metadata's
    // boundary hydrates), which took the count off when a post was already waiting at load.
    const observer = new MutationObserver(showCount);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [state.numberOfNewItems]);

  async function loadMore() {
    const oldest = state.activeItems.at(-1);
    if (!oldest) return;
    dispatch({ type: "LOAD_MORE_PENDING" });
    try {
      const more = await getJson<{ items: LiveCard[]; pagination: Pagination }>(
        `/api/live-blog/${articleId}/more?before=${encodeURIComponent(oldest.publishedAt)}&exclude=${oldest.id}`,
      );
      dispatch({ type: "LOAD_MORE_COMPLETE", items: more.items, pagination: more.pagination });
    } catch {
      dispatch({ type: "LOAD_MORE_FAILED" });
    }
  }

  function showNewPosts() {
    dispatch({ type: "UPDATE_ACTIVE_CARDS" });
    top.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  const arrived = state.activeItems.filter((item) => item.newActiveItem && item.view);
  const older = state.activeItems.filter((item) => !item.newActiveItem && item.view);
  const count = state.numberOfNewItems;

  return (
    <div ref={top} className="scroll-mt-20">
      <p aria-live="polite" className="sr-only">
        {count > 0 ? plural(texts.newPostsAnnouncementOne, texts.newPostsAnnouncementOther, count) : ""}
      </p>
      {count > 0 && (
        <button
          type="button"
          onClick={showNewPosts}
          className="fixed left-1/2 top-4 z-30 -translate-x-1/2 rounded-full bg-accent px-5 py-2 font-bold text-white shadow-lg"
        >
          {plural(texts.newPostsOne, texts.newPostsOther, count)}
        </button>
      )}
      {arrived.map((item) => item.view && <LiveBlogCard key={item.id} card={item.view} texts={texts} permalink={`${path}/${item.id}#${item.id}`} isNew />)}
      {children}
      {older.map((item) => item.view && <LiveBlogCard key={item.id} card={item.view} texts={texts} permalink={`${path}/${item.id}#${item.id}`} />)}
      {state.error && (
        <p role="alert" className="mt-4 text-red-700">
          {texts.loadMoreFailed}
        </p>
      )}
      {hasMoreCards(state) && (
        <button
          type="button"
          onClick={loadMore}
          disabled={state.loadingMoreCards}
          className="mt-6 w-full rounded border-2 border-neutral-900 py-3 font-bold disabled:opacity-60"
        >
          {state.loadingMoreCards ? texts.loadingMore : state.error ? texts.retry : texts.loadMore}
        </button>
      )}
    </div>
  );
}
