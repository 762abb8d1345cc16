/**
 * The navigation bar's calls (spec 2 §7): `products/search{query}` and `/mostPopularRecipes/taxonomy` for the Most
 * Popular flyout, `miniPlayerTease/{id}` (services API) for the mini player. The brand's What to Read list is the
 * curated list of lib/api/content.
 */
import type { VerticalSlug } from "@/lib/verticals/verticals";
import type { ContentCallContext } from "./content";
import { request } from "./request";
import { miniPlayerTeaseResponseSchema, productSchema, searchResponseSchema, teasableSchema, type Product, type Teasable } from "./schemas/content";

/** The navbar's lists change slowly; five minutes in the data cache, like the navigation itself. */
const NAVBAR_REVALIDATE_SECONDS = 300;

export async function searchProducts({ filters, size }: { filters: string; size: number }, context: ContentCallContext = {}): Promise<Product[]> {
  const answer = await request("products/search", {
    schema: searchResponseSchema(productSchema),
    query: { filters, size },
    ...context,
    revalidate: NAVBAR_REVALIDATE_SECONDS,
  });
  return answer.data.search.items;
}

export async function getMostPopularRecipes({ filters, size }: { filters: string; size: number }, context: ContentCallContext = {}): Promise<Teasable[]> {
  const answer = await request("mostPopularRecipes/taxonomy", {
    schema: searchResponseSchema(teasableSchema),
    query: { filters, size },
    ...context,
    revalidate: NAVBAR_REVALIDATE_SECONDS,
  });
  return answer.data.search.items;
}

export type MiniPlayerTease = { id: string; headline: string; video: Teasable };

export async function getMiniPlayerTease(id: VerticalSlug): Promise<MiniPlayerTease> {
  const answer = await request(`miniPlayerTease/${id}`, { api: "services", schema: miniPlayerTeaseResponseSchema, revalidate: NAVBAR_REVALIDATE_SECONDS });
  return answer.data.miniPlayerTease;
}
