/**
 * The navigation bar's calls (spec 2 §7): `/mostPopularRecipes/taxonomy` for the Most Popular flyout and
 * `miniPlayerTease/{id}` (services API) for the mini player. Its What to Read list (`getCuratedList`) and What to
 * Shop list (`searchProducts`, with NAVBAR_REVALIDATE_SECONDS) are calls of lib/api/content.
 */
import type { VerticalSlug } from "@/lib/verticals/verticals";
import type { ContentCallContext } from "./content";
import { request } from "./request";
import { miniPlayerTeaseResponseSchema, searchResponseSchema, teasableSchema, type Teasable } from "./schemas/content";

/** The navbar's lists change slowly; five minutes in the data cache, like the navigation itself. */
export const NAVBAR_REVALIDATE_SECONDS = 300;

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
