/**
 * A front's live-blog package (spec 1 §7 `articlecards/search` with `filters` and `forFronts`): the blog's tease and
 * its latest posts. The package's item names the blog (`metadata.articleId`, else the item's own id) and how many
 * posts to show (`metadata.cardCount`); the front asks for that many headline posts in their front form.
 */
import type { CurationPackage } from "@/lib/api/schemas/content";
import { toCardSearchArticleId } from "@/lib/routing/resolve-route";

/** Posts a front's live-blog package shows when its metadata names no count, and the most it may ask for. */
export const FRONT_LIVE_BLOG_CARD_COUNT = 3;
export const FRONT_LIVE_BLOG_MAX_CARDS = 10;
/** Fronts list posts by their headlines: headline posts only, not short text updates. */
export const FRONT_LIVE_BLOG_FILTERS = "subType:post";

export interface LiveBlogPackageQuery {
  packageId: string;
  articleId: string;
  filters: string;
  size: number;
  forFronts: true;
}

const LIVE_BLOG_ID = /^r[a-z]{3}\d+$/;

export function liveBlogPackageQuery(pkg: CurationPackage): LiveBlogPackageQuery | null {
  const item = pkg.type === "liveBlog" ? pkg.items[0] : undefined;
  if (!item) return null;
  const named = item.metadata?.articleId;
  const articleId = typeof named === "string" && LIVE_BLOG_ID.test(named) ? named : LIVE_BLOG_ID.test(item.id) ? item.id : null;
  if (!articleId) return null;
  const count = item.metadata?.cardCount;
  const size = typeof count === "number" && Number.isInteger(count) && count > 0 ? Math.min(count, FRONT_LIVE_BLOG_MAX_CARDS) : FRONT_LIVE_BLOG_CARD_COUNT;
  return { packageId: pkg.id, articleId: toCardSearchArticleId(articleId), filters: FRONT_LIVE_BLOG_FILTERS, size, forFronts: true };
}
