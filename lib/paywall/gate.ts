/**
 * Which stories are gated and what everyone may read (spec 1 §1, spec 2 §6 "gated content and the paywall tool
 * (today, news)"). Pure: the article page cuts the body with these before anything is rendered, so the gated part
 * never reaches the shared HTML, the RSC payload or the JSON-LD.
 */
import type { Article } from "@/lib/api/schemas/content";
import { isVerticalSlug, VERTICALS, verticalForHost, type Vertical } from "@/lib/verticals/verticals";
import { DEFAULT_TEASER_BLOCKS, GATED_PART_CLASS } from "./constants";

export type ArticleGate = { gated: false } | { gated: true; teaserBlocks: number; metered: boolean };

/**
 * The story's own brand, wherever it is served: its taxonomy's primary vertical, else the brand of its canonical (or
 * primary) URL's host, else the brand serving it. The gate and the provider's aid follow this brand, never the host's.
 */
export function storyVertical(article: Pick<Article, "taxonomy" | "url">, serving: Vertical): Vertical {
  const slug = article.taxonomy?.primaryVertical?.slug;
  if (slug && isVerticalSlug(slug)) return VERTICALS[slug];
  try {
    const host = verticalForHost(new URL(article.url.canonical ?? article.url.primary).hostname);
    if (host) return VERTICALS[host];
  } catch {
    // A site path (no host): the story belongs where it is served.
  }
  return serving;
}

/**
 * A story is gated when the upstream marks it and its own brand (`storyVertical`) has gated content (the today
 * subscription flag, the news subscriptions flag), on whichever host it is asked for. `featureFlag=false` does not
 * open it: turning flags off must not be a way around the gate.
 */
export function articleGate(article: Pick<Article, "paywall" | "taxonomy" | "url">, serving: Vertical): ArticleGate {
  const mark = article.paywall;
  if (!mark?.gated || !storyVertical(article, serving).flags.gatedContent) return { gated: false };
  return { gated: true, teaserBlocks: mark.teaserBlocks ?? DEFAULT_TEASER_BLOCKS, metered: mark.metered === true };
}

/**
 * The Start Today app view shows a gated story in full only when its permission says so and the story is of a brand
 * the Start Today app shows (today), served on that brand: another brand's permission does not open it there.
 */
export function appViewShowsFull(article: Pick<Article, "taxonomy" | "url">, serving: Vertical, showFullArticle: boolean): boolean {
  return showFullArticle && serving.flags.startTodayApp && storyVertical(article, serving).slug === serving.slug;
}

/** The body split at the teaser: blocks everyone reads, and the gated rest. */
export function splitBody<T>(body: readonly T[], teaserBlocks: number): { teaser: T[]; gated: T[] } {
  const at = Math.max(0, Math.min(body.length, Math.floor(teaserBlocks)));
  return { teaser: body.slice(0, at), gated: body.slice(at) };
}

/** The article as the shared page may hold it: for a gated story, the teaser blocks only. */
export function sharedArticle<A extends Pick<Article, "body" | "paywall">>(article: A, gate: ArticleGate): A {
  return gate.gated ? { ...article, body: splitBody(article.body, gate.teaserBlocks).teaser } : article;
}

/** JSON-LD for paywalled content (Google's "subscription and paywalled content" markup). */
export function paywalledJsonLd<T extends Record<string, unknown>>(jsonLd: T, gate: ArticleGate): T {
  if (!gate.gated) return jsonLd;
  return {
    ...jsonLd,
    isAccessibleForFree: false,
    hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${GATED_PART_CLASS}` },
  };
}
