/**
 * The recommendation feed under articles (`taboolafeed=true`, spec 1 §2, §3 `taboolaFeed`, `taboolaLoaderLoaded`): an
 * endless "More to read" list from the brand's automated list, a page at a time as the reader nears its end.
 */
import type { ContentItem } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";

export const FEED_PAGE_SIZE = 10;
/** The automated list's pages are read up to this one; "endless" stops somewhere. */
export const FEED_MAX_PAGES = 20;
/** How far below the viewport the feed's end may be when the next page is asked for. */
export const FEED_PRELOAD_MARGIN_PX = 800;
const FEED_TYPES = ["article", "video", "recipe", "slideshow"] as const;

export function feedFilters(vertical: Pick<Vertical, "slug">): string {
  return `(${FEED_TYPES.map((type) => `type:${type}`).join(" OR ")}) AND vertical:${vertical.slug}`;
}

/** What the browser needs of one recommendation. */
export interface FeedItem {
  id: string;
  headline: string;
  href: string;
  unibrow: string | null;
  image: { url: string; alt: string } | null;
}

export function toFeedItem({ id, computedValues }: ContentItem, href: string): FeedItem {
  const image = computedValues.teaseImage;
  return { id, headline: computedValues.headline, href, unibrow: computedValues.unibrow?.text ?? null, image: image ? { url: image.url, alt: image.altText ?? "" } : null };
}

export interface FeedPage {
  page: number;
  totalPages: number;
  items: FeedItem[];
}

export interface FeedState {
  /** One-way: the feed's loader has started (the reader came near the article's end). */
  loaderLoaded: boolean;
  status: "idle" | "loading" | "error" | "end";
  /** The last page shown; 0 before the first. */
  page: number;
  items: FeedItem[];
}

export type FeedAction = { type: "nearEnd" } | { type: "loaded"; result: FeedPage } | { type: "failed" } | { type: "retry" };

export const initialFeedState = (): FeedState => ({ loaderLoaded: false, status: "idle", page: 0, items: [] });

/**
 * Nearing the end asks for the next page unless one is loading, the last failed (the reader retries) or the list is
 * over. A page adds the items not shown yet, leaving out `excludeId` (the article being read).
 */
export function feedReducer(state: FeedState, action: FeedAction, excludeId: string): FeedState {
  switch (action.type) {
    case "nearEnd":
      return state.status === "idle" ? { ...state, loaderLoaded: true, status: "loading" } : { ...state, loaderLoaded: true };
    case "retry":
      return state.status === "error" ? { ...state, status: "loading" } : state;
    case "failed":
      return state.status === "loading" ? { ...state, status: "error" } : state;
    case "loaded": {
      if (state.status !== "loading") return state;
      const seen = new Set([excludeId, ...state.items.map((item) => item.id)]);
      const fresh = action.result.items.filter((item) => !seen.has(item.id) && seen.add(item.id));
      const page = action.result.page;
      const over = page >= Math.min(action.result.totalPages, FEED_MAX_PAGES) || action.result.items.length === 0;
      return { ...state, page, items: [...state.items, ...fresh], status: over ? "end" : "idle" };
    }
  }
}
