import type { ForwardedQuery } from "@/lib/request-context/request-context";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { request } from "./request";
import { curationResponseSchema, navigationResponseSchema, type Curation, type Navigation } from "./schemas/content";

/** What every content call carries from the reader's request. */
export interface ContentCallContext {
  forwarded?: ForwardedQuery;
  correlationId?: string;
}

const NAVIGATION_REVALIDATE_SECONDS = 300;

export async function getNavigation(id: VerticalSlug, context: ContentCallContext = {}): Promise<Navigation> {
  const answer = await request(`navigation/${id}`, {
    schema: navigationResponseSchema,
    ...context,
    revalidate: NAVIGATION_REVALIDATE_SECONDS,
    tags: [`navigation:${id}`],
  });
  return answer.data.navigation;
}

/** A front: `curation/slug/{slug}` for the home front, `curation/slug/{slug}/{subpath}` for a section front. */
export async function getCuration(slug: string, subpath: string, context: ContentCallContext = {}): Promise<Curation> {
  const path = subpath ? `${slug}/${subpath}` : slug;
  const answer = await request(`curation/slug/${path}`, {
    schema: curationResponseSchema,
    ...context,
    tags: [`curation:${path}`],
  });
  return answer.data.curation;
}

export async function getCurationDraft(id: string, context: ContentCallContext = {}): Promise<Curation> {
  const answer = await request(`curation/draft/${encodeURIComponent(id)}`, {
    schema: curationResponseSchema,
    ...context,
    revalidate: false,
  });
  return answer.data.curation;
}
