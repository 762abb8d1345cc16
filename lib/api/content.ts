import type { ForwardedQuery } from "@/lib/request-context/request-context";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { ApiError, isApiError } from "./api-error";
import { CONTENT_REVALIDATE_SECONDS, REQUEST_TIMEOUT_MS, request } from "./request";
import {
  articleCardsResponseSchema,
  articleResponseSchema,
  cardResponseSchema,
  cardSchema,
  contentItemSchema,
  curatedListResponseSchema,
  curationResponseSchema,
  embedResponseSchema,
  menuResponseSchema,
  navigationResponseSchema,
  newsletterResponseSchema,
  personSchema,
  newsletterSignupResponseSchema,
  playlistResponseSchema,
  productResponseSchema,
  productSchema,
  recipeResponseSchema,
  searchResponseSchema,
  showBlogNavigationResponseSchema,
  slideshowResponseSchema,
  socialMediaResponseSchema,
  taxonomyTermsResponseSchema,
  teasableSchema,
  videoResponseSchema,
  videosResponseSchema,
  type Article,
  type Card,
  type Curation,
  type NavLink,
  type Navigation,
  type NewsletterSignupRequest,
  type Product,
  type Teasable,
  type Video,
} from "./schemas/content";

/** What every content call carries from the reader's request. */
export interface ContentCallContext {
  forwarded?: ForwardedQuery;
  correlationId?: string;
  /** The brand of the page making the call: its lists are tagged with the brand's list key (lib/api/request.ts). */
  vertical?: VerticalSlug;
}

const NAVIGATION_REVALIDATE_SECONDS = 300;
/** curatedList/{id}/{count} default count (spec 2 §9). */
export const CURATED_LIST_DEFAULT_SIZE = 10;
export const WAFFLE_ERROR = "Fetching Waffle failed";

export async function getNavigation(id: VerticalSlug, context: ContentCallContext = {}): Promise<Navigation> {
  const answer = await request(`navigation/${id}`, {
    schema: navigationResponseSchema,
    ...context,
    revalidate: NAVIGATION_REVALIDATE_SECONDS,
    tags: [`navigation:${id}`],
  });
  return answer.data.navigation;
}

/** `menu/{id}`: a layout's menu (the header's menu panel, the footer), cached like the navigation. */
export async function getMenu(id: string, context: ContentCallContext = {}): Promise<NavLink[]> {
  const answer = await request(`menu/${encodeURIComponent(id)}`, {
    schema: menuResponseSchema,
    ...context,
    revalidate: NAVIGATION_REVALIDATE_SECONDS,
    tags: [`menu:${id}`],
  });
  return answer.data.menu.items;
}

/** One person by id through `persons/search` (spec 2 §7): the author page's main document; none found is a 404. */
export async function getPerson(id: string, context: ContentCallContext = {}) {
  const answer = await request("persons/search", { schema: searchResponseSchema(personSchema), query: { filters: `id:${id}`, size: 1 }, ...context, tags: [`person:${id}`] });
  const person = answer.data.search.items[0];
  if (!person) throw new ApiError("http", `Not Found (404) @ persons/search?id=${id}`, "persons/search", 404);
  return person;
}

/** A brand's people (`persons/search` by vertical), for its sitemap. */
export async function searchPersons(vertical: VerticalSlug, size: number, context: ContentCallContext = {}) {
  const answer = await request("persons/search", { schema: searchResponseSchema(personSchema), query: { filters: `vertical:${vertical}`, size }, ...context });
  return answer.data.search.items;
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
    // Editors expect their last change; a no-store fetch would break on-demand page caching.
    revalidate: 1,
  });
  return answer.data.curation;
}

export async function getArticle(id: string, context: ContentCallContext = {}): Promise<Article> {
  const answer = await request(`article/${id}`, { schema: articleResponseSchema, ...context, tags: [`article:${id}`] });
  return answer.data.article;
}

/** Related articles (spec 2 §7): same taxonomy path, not the current article. */
export async function getRelatedArticles(
  { id, taxonomyPath, limit }: { id: string; taxonomyPath: string; limit: number },
  context: ContentCallContext = {},
): Promise<Teasable[]> {
  const answer = await request("article/related", {
    schema: searchResponseSchema(teasableSchema),
    query: { filters: `type:Article AND NOT id:${id} AND taxonomy:${taxonomyPath} AND autoCuration:true`, size: limit },
    ...context,
  });
  return answer.data.search.items;
}

/** Curated list `curatedList/{id}/{count}` (count default 10). */
export async function getCuratedList(id: string, count = CURATED_LIST_DEFAULT_SIZE, context: ContentCallContext = {}) {
  const answer = await request(`curatedList/${id}/${count}`, { schema: curatedListResponseSchema, ...context });
  return answer.data.curatedList;
}

/** A recipe and the vertical's most popular recipes (spec 1 §7: filters type:Recipe, id:tdrp*, not the id, most-popular-recipes). */
export async function getRecipe(id: string, vertical: VerticalSlug, context: ContentCallContext = {}) {
  const answer = await request(`recipe/${id}`, {
    schema: recipeResponseSchema,
    query: {
      filters: `type:Recipe AND id:tdrp* AND NOT id:${id} AND taxonomy:${vertical}/label/most-popular-recipes AND autoCuration:true`,
    },
    ...context,
    tags: [`recipe:${id}`],
  });
  return { recipe: answer.data.recipe, mostPopularRecipes: answer.data.search?.items ?? [] };
}

export async function getRelatedRecipes({ id, taxonomyPath, size }: { id: string; taxonomyPath: string; size: number }, context: ContentCallContext = {}) {
  const answer = await request("recipe/related", {
    schema: searchResponseSchema(teasableSchema),
    query: { filters: `type:recipe AND NOT id:${id} AND taxonomy:${taxonomyPath}`, size },
    ...context,
  });
  return answer.data.search.items;
}

export async function getSlideshow(id: string, context: ContentCallContext = {}) {
  const answer = await request(`slideshow/${id}`, { schema: slideshowResponseSchema, ...context, tags: [`slideshow:${id}`] });
  return answer.data.slideshow;
}

export async function getVideo(id: string, context: ContentCallContext = {}): Promise<Video> {
  const answer = await request(`video/${id}`, { schema: videoResponseSchema, ...context, tags: [`video:${id}`] });
  return answer.data.video;
}

/** `videos/{ids}`: a map of id → video; unknown ids are absent. */
export async function getVideos(ids: readonly string[], context: ContentCallContext = {}): Promise<Record<string, Video>> {
  if (ids.length === 0) return {};
  const answer = await request(`videos/${ids.join(",")}`, { schema: videosResponseSchema, ...context });
  return answer.data.videos;
}

export async function getPlaylist(id: string, context: ContentCallContext = {}) {
  const answer = await request(`playlist/${id}`, { schema: playlistResponseSchema, ...context });
  return answer.data.videoPlaylist;
}

/** `showBlogNavigation/{show}/{blog}/{post}/`: the first item of next, previous and latest. */
export async function getShowBlogNavigation(show: string, postId: string, context: ContentCallContext = {}) {
  const answer = await request(`showBlogNavigation/${show}/blog/${postId}/`, { schema: showBlogNavigationResponseSchema, ...context });
  const { next, previous, latest } = answer.data;
  return { next: next.items[0] ?? null, previous: previous.items[0] ?? null, latest: latest.items[0] ?? null };
}

/** The show's lead story: the showLead package of `curation/slug/{show}/blog`. */
export async function getShowLead(show: string, context: ContentCallContext = {}) {
  const answer = await request(`curation/slug/${show}/blog`, { schema: curationResponseSchema, ...context });
  return answer.data.curation.layouts[0]?.packages.find((pkg) => pkg.type === "showLead")?.items[0] ?? null;
}

export async function getSocialMediaProfiles(id: VerticalSlug, context: ContentCallContext = {}) {
  const answer = await request(`socialMedia/${id}`, { schema: socialMediaResponseSchema, ...context, revalidate: NAVIGATION_REVALIDATE_SECONDS });
  return answer.data.social.socialMediaProfiles;
}

/**
 * An automated waffle page (`/waffle/automated`). Refuses to query without a content type (spec 2 §5);
 * a missing result is the error "Fetching Waffle failed".
 */
export async function getAutomatedWaffle(
  { filters, size, page = 1 }: { filters: string; size: number; page?: number },
  context: ContentCallContext = {},
) {
  if (!/\btype:/.test(filters)) throw new ApiError("schema", WAFFLE_ERROR, "waffle/automated");
  const answer = await request("waffle/automated", {
    schema: searchResponseSchema(contentItemSchema),
    query: { filters: `${filters} AND NOT externalSource:Workbench`, size, page },
    ...context,
  });
  return answer.data.search;
}

/**
 * The taxonomy paths of a front's products (`/bentoapi/curation/taxonomy-terms/{slug}/{route or -1}`), by
 * product id: what a product waffle's taxonomy filters choose from.
 */
export async function getTaxonomyTerms(slug: VerticalSlug, route: string, context: ContentCallContext = {}) {
  const answer = await request(`bentoapi/curation/taxonomy-terms/${slug}/${route || "-1"}`, { schema: taxonomyTermsResponseSchema, ...context });
  return answer.data.curation.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items));
}

/** One product by id (`product/{id}`; the spec names no such call, see docs/decisions.md). */
export async function getProduct(id: string, context: ContentCallContext = {}): Promise<Product> {
  const answer = await request(`product/${id}`, { schema: productResponseSchema, ...context, tags: [`product:${id}`] });
  return answer.data.product;
}

/**
 * `products/search{query string}` (spec 2 §7): products matching `filters`, `size` at a time; `revalidate` (seconds in
 * the data cache) defaults to the content calls' own.
 */
export async function searchProducts(
  { filters, size }: { filters: string; size: number },
  context: ContentCallContext = {},
  revalidate?: number,
): Promise<Product[]> {
  const answer = await request("products/search", { schema: searchResponseSchema(productSchema), query: { filters, size }, ...context, revalidate });
  return answer.data.search.items;
}

/** The marquee embed's html, preloaded with inline-contents=true; a failed preload is swallowed (spec 1 §7). */
export async function preloadMarqueeHtml(url: string): Promise<string | null> {
  try {
    const target = new URL(url);
    target.searchParams.set("inline-contents", "true");
    const response = await fetch(target, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), next: { revalidate: CONTENT_REVALIDATE_SECONDS } });
    if (!response.ok) return null;
    const parsed = embedResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.html : null;
  } catch {
    return null;
  }
}

export async function getNewsletters(context: ContentCallContext = {}) {
  const answer = await request("newsletter", { schema: newsletterResponseSchema, api: "services", ...context, revalidate: NAVIGATION_REVALIDATE_SECONDS });
  return answer.data.newsletters;
}

/** A reader's sign-up from a newsletter package (services API, JSON POST). */
export async function signUpForNewsletter(signup: NewsletterSignupRequest, context: ContentCallContext = {}) {
  const answer = await request("newsletter/signup", {
    schema: newsletterSignupResponseSchema,
    api: "services",
    headers: {},
    body: signup,
    ...context,
  });
  return answer.data.subscription;
}

/** Spec 1 §8: live-blog load errors name what failed, then status, status text and url. */
function liveBlogError(error: unknown, what: string): unknown {
  return isApiError(error) ? new ApiError(error.kind, `${what}: ${error.message}`, error.url, error.status) : error;
}

/**
 * A live blog's cards, newest first (`articlecards/search`): a page of them, or those published at or
 * before `datePublished`; `filters` narrows them and `forFronts` asks for the form a front shows (headline and date,
 * no body). Callers apply the spec's search rules (rcna id, date without offset).
 */
export async function getArticleCards(
  {
    articleId,
    size,
    page,
    datePublished,
    filters,
    forFronts,
  }: { articleId: string; size: number; page?: number; datePublished?: string; filters?: string; forFronts?: boolean },
  context: ContentCallContext & { revalidate?: number | false } = {},
) {
  try {
    const answer = await request("articlecards/search", {
      schema: articleCardsResponseSchema,
      query: { articleId, filters, size, forFronts: forFronts ? "true" : undefined, page, datePublished },
      ...context,
      tags: [`live-blog:${articleId}`],
    });
    return { items: answer.data.article.cards.items, pagination: answer.data.search.pagination };
  } catch (error) {
    throw liveBlogError(error, "Error fetching live blog cards");
  }
}

/** Cards across live blogs by their filters (`card/search`, spec 1 §7; lib/live-blog/card-search.ts writes them), newest first. */
export async function searchCards(
  { filters, size, page }: { filters: string; size: number; page?: number },
  context: ContentCallContext & { revalidate?: number | false } = {},
) {
  try {
    const answer = await request("card/search", { schema: searchResponseSchema(cardSchema), query: { filters, size, page }, ...context });
    return { items: answer.data.search.items, pagination: answer.data.search.pagination };
  } catch (error) {
    throw liveBlogError(error, "Error fetching live blog cards");
  }
}

export async function getCard(id: string, context: ContentCallContext = {}): Promise<Card> {
  try {
    return (await request(`card/${id}`, { schema: cardResponseSchema, ...context })).data.card;
  } catch (error) {
    throw liveBlogError(error, `Error fetching card with ID ${id}`);
  }
}
