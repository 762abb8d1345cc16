/** Product waffles on fronts (spec 2 §9, §7): autofilled from their filters, 60 products at a time, filtered by taxonomy. */
import type { ContentItem, CurationPackage, Pagination } from "@/lib/api/schemas/content";
import { passesFilters, type FrontFilters } from "./filters";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import type { WaffleQuery } from "@/lib/front/automated-waffle";

export const PRODUCT_WAFFLE_PAGE_SIZE = 60;
/**
 * A filtered product waffle reads at most this many upstream pages of 60 (600 products) and filters them all; the
 * upstream's filter syntax has no price, so price bands can only be applied to the products themselves.
 */
export const FILTERED_WAFFLE_MAX_PAGES = 10;
/** Brands whose autofilled product waffles load their products (and page them by 60). */
export const PRODUCT_WAFFLE_VERTICALS: readonly VerticalSlug[] = ["today", "select"];

/** The query that fills an autofilled product waffle of today or select, or null. */
export function productWaffleQuery(pkg: CurationPackage, vertical: VerticalSlug): WaffleQuery | null {
  if (pkg.type !== "productWaffle" || !pkg.autofill || !PRODUCT_WAFFLE_VERTICALS.includes(vertical)) return null;
  const filters = (pkg.metadata as { filters?: unknown } | undefined)?.filters;
  return typeof filters === "string" && /\btype:product\b/.test(filters) ? { filters, size: PRODUCT_WAFFLE_PAGE_SIZE } : null;
}

/** The taxonomy a product waffle draws from: the `taxonomy:` term of its filters (`today/shop`), or null. */
export function productWaffleBasePath(filters: string): string | null {
  return filters.match(/(?:^|[\s(])taxonomy:([a-z0-9][a-z0-9/_-]*)/)?.[1] ?? null;
}

/** Category choices: the distinct taxonomy paths one level below the base, in name order. */
export function productCategories(items: readonly { taxonomy: { allTerms: readonly { path: string }[] } }[], basePath: string): string[] {
  const prefix = `${basePath}/`;
  const paths = items.flatMap((item) => item.taxonomy.allTerms.map((term) => term.path.toLowerCase()));
  return [...new Set(paths.filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/")))].sort();
}

/** One upstream page of a waffle, as `waffle/automated` answers it. */
export interface WafflePage {
  items: ContentItem[];
  pagination?: Pagination | null;
}

/**
 * Page `page` of a filtered product waffle: every upstream page (up to FILTERED_WAFFLE_MAX_PAGES) is loaded, its
 * products filtered, and the matches paged by 60, so a filter narrows the whole waffle, not the page in view.
 */
export async function filteredWafflePage(
  loadPage: (page: number) => Promise<WafflePage>,
  filters: FrontFilters,
  page: number,
): Promise<{ items: ContentItem[]; pagination: Pagination }> {
  const first = await loadPage(1);
  const pageCount = Math.min(first.pagination?.totalPages ?? 1, FILTERED_WAFFLE_MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => loadPage(i + 2)));
  const matching = [first, ...rest].flatMap((answer) => answer.items).filter((entry) => entry.type !== "product" || passesFilters(entry.item, filters));
  const start = (page - 1) * PRODUCT_WAFFLE_PAGE_SIZE;
  return {
    items: matching.slice(start, start + PRODUCT_WAFFLE_PAGE_SIZE),
    pagination: {
      page,
      size: PRODUCT_WAFFLE_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(matching.length / PRODUCT_WAFFLE_PAGE_SIZE)),
      totalItems: matching.length,
    },
  };
}
