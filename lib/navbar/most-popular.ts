/**
 * The Most Popular flyout's data (spec 2 §2, §4, §7, §9): What to Read (the brand's most-popular curated list),
 * What to Shop (`products/search`) and What to Cook (`mostPopularRecipes/taxonomy`), 2 items each. A failed list
 * is an empty list, logged, and sets the navbar's error flag; the page never fails for it.
 */
import { getCuratedList, searchProducts, type ContentCallContext } from "@/lib/api/content";
import { getMostPopularRecipes, NAVBAR_REVALIDATE_SECONDS } from "@/lib/api/navbar";
import type { Product, Teasable } from "@/lib/api/schemas/content";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { MOST_POPULAR_ERROR, MOST_POPULAR_LIST_SIZE, type MostPopularListKey, type MostPopularStories } from "./navbar-state";

export function mostPopularReadListId(vertical: VerticalSlug): string {
  return `${vertical}-most-popular`;
}

/** Spec 2 §7: `type:recipe AND NOT taxonomy:today/recipeCategory/shoppable`, kept to the brand. */
export function mostPopularRecipesFilters(vertical: VerticalSlug): string {
  return `type:recipe AND vertical:${vertical} AND NOT taxonomy:${vertical}/recipeCategory/shoppable`;
}

export function mostPopularProductsFilters(vertical: VerticalSlug): string {
  return `type:product AND vertical:${vertical}`;
}

/** A product as the flyout shows it: name, link and image, in a tease's shape. */
export function productAsTease(product: Product): Teasable | null {
  if (!product.url) return null;
  return {
    id: product.id,
    type: "product",
    headline: { primary: product.name },
    url: product.url,
    ...(product.teaseImage ? { teaseImage: product.teaseImage } : {}),
  } as Teasable;
}

export interface MostPopularLoaders {
  read(): Promise<Teasable[]>;
  shop(): Promise<Teasable[]>;
  cook(): Promise<Teasable[]>;
}

export function contentLoaders(vertical: VerticalSlug, call: ContentCallContext): MostPopularLoaders {
  return {
    read: async () => (await getCuratedList(mostPopularReadListId(vertical), MOST_POPULAR_LIST_SIZE, call)).content.items,
    shop: async () =>
      (await searchProducts({ filters: mostPopularProductsFilters(vertical), size: MOST_POPULAR_LIST_SIZE }, call, NAVBAR_REVALIDATE_SECONDS)).flatMap(
        (product) => productAsTease(product) ?? [],
      ),
    cook: () => getMostPopularRecipes({ filters: mostPopularRecipesFilters(vertical), size: MOST_POPULAR_LIST_SIZE }, call),
  };
}

/** Loads the brand's lists in parallel: each capped at 2, an empty list when it fails; `failed` when any did. */
export async function loadMostPopular(
  lists: readonly MostPopularListKey[],
  loaders: MostPopularLoaders,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<{ stories: MostPopularStories; failed: boolean }> {
  let failed = false;
  const entries = await Promise.all(
    lists.map(async (key) => {
      try {
        return [key, (await loaders[key]()).slice(0, MOST_POPULAR_LIST_SIZE)] as const;
      } catch (error) {
        failed = true;
        log(MOST_POPULAR_ERROR, error);
        return [key, []] as const;
      }
    }),
  );
  return { stories: Object.fromEntries(entries) as MostPopularStories, failed };
}
