import { notFound } from "next/navigation";
import { getArticleCards, getAutomatedWaffle, getTaxonomyTerms, getCuration, getCurationDraft, getVideos, preloadMarqueeHtml } from "@/lib/api/content";
import type { ContentItem, Curation, Video } from "@/lib/api/schemas/content";
import { optionalLoad } from "@/lib/api/optional-load";
import { pagedWaffle } from "@/lib/front/automated-waffle";
import { liveBlogPackageQuery } from "@/lib/front/live-blog-package";
import { hasFilters } from "@/lib/commerce/filters";
import { filteredWafflePage, productCategories, productWaffleBasePath, productWaffleQuery } from "@/lib/commerce/product-waffle";
import { marqueeEmbedUrl, sanitizeMarqueeHtml } from "@/lib/front/marquee";
import type { PageContext, PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { collectionPageJsonLd, rssAlternate } from "@/lib/seo/json-ld-front";
import { absoluteUrl, contentMetadata } from "@/lib/seo/metadata";
import { adPage } from "@/components/ads/ad-page";
import { JsonLd } from "@/components/seo/JsonLd";
import { FrontWeatherArea } from "@/components/local/FrontWeatherArea";
import { Front, type PagedWaffle, type ProductWaffle } from "./Front";
import type { FrontLivePost } from "./LivePosts";

interface FrontData {
  curation: Curation;
  home: boolean;
  /** The front's sub-path; null for drafts, which have no public address. */
  subpath: string | null;
  waffle: PagedWaffle | null;
  /** Sanitized marquee html, preloaded on the server. */
  marqueeHtml: string | null;
  /** The front's autofilled product waffle as loaded, with its category filter choices. */
  productWaffle: ProductWaffle | null;
  /** The lead videos of video packages (`videos/{ids}`), played in place; missing ones stay teases. */
  videos: Record<string, Video>;
  /** The latest posts of live-blog packages, by package id; a package whose posts failed shows its tease alone. */
  livePosts: Record<string, FrontLivePost[]>;
}

/** The first item of each video package, fetched whole so the package can lead with a player. */
function leadVideoIds(curation: Curation): string[] {
  return curation.layouts
    .flatMap((layout) => layout.packages)
    .filter((pkg) => pkg.type === "videoPackage")
    .flatMap((pkg) => (pkg.items[0]?.type === "video" ? [pkg.items[0].id] : []));
}

/**
 * The front's automated waffle at the page the URL names. A failed fetch, on any page, empties its items and
 * pagination (spec 2 §4): the front renders without them.
 */
async function loadWaffle(curation: Curation, { view, call }: PageContext): Promise<PagedWaffle | null> {
  const paged = pagedWaffle(curation.layouts.flatMap((layout) => layout.packages));
  if (!paged) return null;
  const search = await optionalLoad(getAutomatedWaffle({ ...paged.query, page: view.page }, call), null);
  return { packageId: paged.pkg.id, items: search?.items ?? ([] as ContentItem[]), pagination: search?.pagination ?? null, failed: !search };
}

/**
 * The first autofilled product waffle of a today or select front at the page the URL names (60 products a
 * page), with the categories its products fall in. With filters in the URL the whole waffle is filtered and
 * its matches paged by 60. A failed first page keeps the curated products and offers no categories; a later
 * page that fails is an empty waffle without pagination (spec 2 §4).
 */
async function loadProductWaffle(curation: Curation, subpath: string | null, { vertical, view, call }: PageContext): Promise<ProductWaffle | null> {
  for (const pkg of curation.layouts.flatMap((layout) => layout.packages)) {
    const query = productWaffleQuery(pkg, vertical.slug);
    if (!query) continue;
    const base = productWaffleBasePath(query.filters);
    const request = hasFilters(view.filters)
      ? filteredWafflePage((page) => getAutomatedWaffle({ ...query, page }, call), view.filters, view.page)
      : getAutomatedWaffle({ ...query, page: view.page }, call);
    const [search, terms] = await Promise.all([
      optionalLoad(request, null),
      base ? optionalLoad(getTaxonomyTerms(vertical.slug, subpath ?? "", call), []) : Promise.resolve([]),
    ]);
    return {
      packageId: pkg.id,
      items: search?.items ?? (view.page > 1 ? [] : pkg.items),
      pagination: search?.pagination ?? null,
      failed: !search,
      categories: base ? productCategories(terms, base) : [],
    };
  }
  return null;
}

/** The latest posts of the front's live-blog packages (`articlecards/search` with filters and forFronts), on page 1. */
async function loadLivePosts(curation: Curation, { view, call }: PageContext): Promise<Record<string, FrontLivePost[]>> {
  if (view.page > 1) return {};
  const queries = curation.layouts.flatMap((layout) => layout.packages).flatMap((pkg) => liveBlogPackageQuery(pkg) ?? []);
  const loaded = await Promise.all(
    queries.map(async ({ packageId, ...query }) => {
      const cards = await optionalLoad(getArticleCards({ ...query, page: 1 }, call), null);
      return [packageId, (cards?.items ?? []).map((card) => ({ id: card.id, headline: card.headline.primary, publishedAt: card.date.publishedAt }))] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

async function loadFront(curation: Curation, subpath: string | null, context: PageContext): Promise<FrontData> {
  const marqueeUrl = marqueeEmbedUrl(curation, context.view);
  const [waffle, productWaffle, marquee, videos, livePosts] = await Promise.all([
    loadWaffle(curation, context),
    loadProductWaffle(curation, subpath, context),
    marqueeUrl ? preloadMarqueeHtml(marqueeUrl) : Promise.resolve(null),
    optionalLoad(getVideos(leadVideoIds(curation), context.call), {}),
    loadLivePosts(curation, context),
  ]);
  // Page 2 and later exist while one of the front's paged waffles has that page; while one failed, nobody knows.
  const lastPage = Math.max(waffle?.pagination?.totalPages ?? 1, productWaffle?.pagination?.totalPages ?? 1);
  if (context.view.page > lastPage && !waffle?.failed && !productWaffle?.failed) notFound();
  return { curation, home: subpath === "", subpath, waffle, productWaffle, marqueeHtml: marquee && sanitizeMarqueeHtml(marquee), videos, livePosts };
}

/** A curated front: `curation/slug/{vertical}[/{subpath}]`. Hidden curations are not pages. */
export const frontPage: PageDefinition<RouteOf<"front">, FrontData> = {
  async load(route, context) {
    const curation = await getCuration(context.vertical.slug, route.subpath, context.call);
    if (curation.hidden) notFound();
    return loadFront(curation, route.subpath, context);
  },
  metadata({ curation, home, subpath }, { vertical, view }) {
    const canonical = view.page > 1 ? `${curation.pageRoute}?page=${view.page}` : curation.pageRoute;
    const metadata = contentMetadata({
      vertical,
      title: curation.seoTitle,
      description: curation.seoDescription,
      canonical,
      absoluteTitle: home && view.page === 1,
    });
    return subpath === null ? metadata : { ...metadata, alternates: { ...metadata.alternates, types: rssAlternate(subpath) } };
  },
  render(data, context) {
    return (
      <>
        <JsonLd data={collectionPageJsonLd(context.vertical, data.curation)} />
        <Front
          {...data}
          context={context}
          belowLead={data.home && context.view.page === 1 ? <FrontWeatherArea vertical={context.vertical} /> : null}
          ads={adPage(context, {
            type: "front",
            pageid: data.curation.id,
            canonicalUrl: absoluteUrl(context.vertical, data.curation.pageRoute),
            adsDisabled: data.curation.adsDisabled,
          })}
        />
      </>
    );
  },
};

/** An unpublished front, for editors: `curation/draft/{id}`, never cached, never indexed. */
export const draftPage: PageDefinition<RouteOf<"draft">, FrontData> = {
  async load(route, context) {
    return loadFront(await getCurationDraft(route.id, context.call), null, context);
  },
  metadata(data, context) {
    return { ...frontPage.metadata(data, context), robots: { index: false, follow: false } };
  },
  render: (data, context) => frontPage.render(data, context),
};
