/**
 * Saved-items sizes (spec 2 §5, §9): the bookmarks page size is read per vertical from configuration and falls back
 * to its default when it is not a finite number. Bookmarks show 20 a page by default, 24 on today.
 */

/** Bookmarks displayed per page by default (spec 2 §9); today configures 24 in the vertical table. */
export const BOOKMARKS_PAGE_SIZE_DEFAULT = 20;
/** The spec's "defaults 10, 5 and 30" (roles not shown): history page, recommendations, largest page the service answers. */
export const HISTORY_PAGE_SIZE = 10;
export const RECOMMENDATIONS_SIZE = 5;
export const MAX_SAVED_PAGE_SIZE = 30;

/** The configured size when it is a finite number (kept within 1…MAX_SAVED_PAGE_SIZE), else the default. */
export function savedPageSize(configured: unknown, fallback: number = BOOKMARKS_PAGE_SIZE_DEFAULT): number {
  if (typeof configured !== "number" || !Number.isFinite(configured)) return fallback;
  return Math.min(MAX_SAVED_PAGE_SIZE, Math.max(1, Math.floor(configured)));
}
