import type { Pagination } from "@/lib/api/schemas/content";
import type { CardView } from "./card-view";
import { LIVE_BLOG_LOAD_MORE_SIZE } from "./constants";

/**
 * A post as the page knows it: id and date always; the card's view for posts the browser fetched
 * (the first page is rendered on the server and only summarised here). `newActiveItem` marks a
 * post that arrived while the page was open (spec 1 §3).
 */
export interface LiveCard {
  id: string;
  publishedAt: string;
  view?: CardView;
  newActiveItem?: boolean;
}

/** Live-blog state (spec 1 §3), for one blog on one page. */
export interface LiveBlogState {
  activeItems: LiveCard[];
  latestItems: LiveCard[];
  fetchingLatest: boolean;
  loadingMoreCards: boolean;
  numberOfNewItems: number;
  /** Total posts as the latest fetch reported them. */
  allTotalItems: number;
  /** Total posts the reader has been shown. */
  trueTotalItems: number;
  latestDate: string | null;
  pagination: Pagination;
  /** A failed load-more. */
  error: boolean;
  /** A failed fetch of the latest posts, kept as its message. */
  latestError: string | null;
}

export type LiveBlogAction =
  | { type: "FETCH_LATEST_PENDING" }
  | { type: "FETCH_LATEST_COMPLETE"; items: LiveCard[]; totalItems: number }
  | { type: "FETCH_LATEST_FAILED"; error: string }
  | { type: "UPDATE_ACTIVE_CARDS" }
  | { type: "LOAD_MORE_PENDING" }
  | { type: "LOAD_MORE_COMPLETE"; items: LiveCard[]; pagination: Pagination }
  | { type: "LOAD_MORE_FAILED" };

export function initialLiveBlogState(items: LiveCard[], pagination: Pagination): LiveBlogState {
  return {
    activeItems: items,
    latestItems: items,
    fetchingLatest: false,
    loadingMoreCards: false,
    numberOfNewItems: 0,
    allTotalItems: pagination.totalItems,
    trueTotalItems: pagination.totalItems,
    latestDate: items[0]?.publishedAt ?? null,
    pagination,
    error: false,
    latestError: null,
  };
}

/** Same posts in the same order, with the same content. */
function sameList(a: readonly LiveCard[], b: readonly LiveCard[]): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i]?.id && item.publishedAt === b[i]?.publishedAt);
}

/** The spec's live-blog transitions (spec 1 §4), as one pure function. */
export function liveBlogReducer(state: LiveBlogState, action: LiveBlogAction): LiveBlogState {
  switch (action.type) {
    case "FETCH_LATEST_PENDING":
      return { ...state, fetchingLatest: true };

    case "FETCH_LATEST_FAILED":
      return { ...state, fetchingLatest: false, latestError: action.error };

    case "FETCH_LATEST_COMPLETE": {
      const { items, totalItems } = action;
      const next: LiveBlogState = { ...state, fetchingLatest: false, latestError: null };
      if (state.activeItems.length === 0) {
        return { ...next, activeItems: items, latestItems: items, allTotalItems: totalItems, trueTotalItems: totalItems, latestDate: items[0]?.publishedAt ?? null };
      }
      if (items[0] && items[0].id !== state.activeItems[0]?.id) {
        const shown = new Set(state.activeItems.map((item) => item.id));
        next.numberOfNewItems = items.filter((item) => !shown.has(item.id)).length;
        next.allTotalItems = totalItems;
        next.latestDate = items[0].publishedAt;
      }
      // The fetched list is kept as the latest list only when it changed, so unchanged polls change nothing.
      if (!sameList(items, state.latestItems)) next.latestItems = items;
      return next;
    }

    case "UPDATE_ACTIVE_CARDS": {
      const shown = new Set(state.activeItems.map((item) => item.id));
      const arrived = state.latestItems.filter((item) => !shown.has(item.id)).map((item) => ({ ...item, newActiveItem: true }));
      return {
        ...state,
        activeItems: [...arrived, ...state.activeItems],
        numberOfNewItems: 0,
        trueTotalItems: state.allTotalItems,
      };
    }

    case "LOAD_MORE_PENDING":
      return { ...state, loadingMoreCards: true, error: false };

    case "LOAD_MORE_COMPLETE": {
      // A page of posts at or before the oldest shown one: at most 10 of them are new; any beyond
      // come again with the next load, since it starts from the oldest post shown.
      const shown = new Set(state.activeItems.map((item) => item.id));
      const older = action.items.filter((item) => !shown.has(item.id)).slice(0, LIVE_BLOG_LOAD_MORE_SIZE);
      return {
        ...state,
        loadingMoreCards: false,
        activeItems: [...state.activeItems, ...older],
        pagination: action.pagination,
      };
    }

    case "LOAD_MORE_FAILED":
      return { ...state, loadingMoreCards: false, error: true };
  }
}

/** Whether older posts remain to be loaded. */
export function hasMoreCards(state: LiveBlogState): boolean {
  return state.activeItems.length < state.trueTotalItems;
}
