/** Product waffles on fronts (spec 2 §9, §7): autofilled from their filters, 60 products at a time, filtered by taxonomy. */
import type { CurationPackage } from "@/lib/api/schemas/content";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import type { WaffleQuery } from "@/lib/front/automated-waffle";

export const PRODUCT_WAFFLE_PAGE_SIZE = 60;
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
