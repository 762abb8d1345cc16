/**
 * The tabs of /account/saved (spec 2 §2): article, video, recipe, product and all, with the URL slugs articles,
 * videos, recipes, wishlist and "" (all). A brand offers the tabs of the content types it can save.
 */
import type { FilterType, SavedContentType } from "@/lib/api/schemas/mynews";

export const SAVED_TABS: readonly { filterType: FilterType; slug: string }[] = [
  { filterType: "all", slug: "" },
  { filterType: "article", slug: "articles" },
  { filterType: "video", slug: "videos" },
  { filterType: "recipe", slug: "recipes" },
  { filterType: "product", slug: "wishlist" },
];

export const SAVED_PATH = "/account/saved";

/** The tab of a URL slug (undefined or "" is all); null for a slug that names no tab. */
export function tabOfSlug(slug: string | undefined): FilterType | null {
  return SAVED_TABS.find((tab) => tab.slug === (slug ?? ""))?.filterType ?? null;
}

export function savedTabPath(filterType: FilterType): string {
  const slug = SAVED_TABS.find((tab) => tab.filterType === filterType)?.slug ?? "";
  return slug ? `${SAVED_PATH}/${slug}` : SAVED_PATH;
}

/** Articles and videos everywhere saving is offered; recipes and products where the brand extends the types. */
export function savableTypes(extendedContentTypes: readonly ("recipe" | "product")[]): SavedContentType[] {
  return ["article", "video", ...extendedContentTypes];
}

/** The tabs a brand shows: all, then one per savable type. */
export function tabsFor(extendedContentTypes: readonly ("recipe" | "product")[]): FilterType[] {
  const types = savableTypes(extendedContentTypes);
  return SAVED_TABS.map((tab) => tab.filterType).filter((type) => type === "all" || types.includes(type as SavedContentType));
}
