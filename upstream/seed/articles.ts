/** 200 stories per vertical, spread over its sections and the two weeks before the reference date. */
import { articleSchema, type Article, type PaywallMark, type Teasable } from "../../lib/api/schemas/content";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import { buildBody, type BodyLink } from "./body";
import { HOUR_MS, MINUTE_MS, REFERENCE_DATE_MS, isoAt } from "./clock";
import type { Person, SeedContext } from "./context";
import { ids } from "./ids";
import { pickAuthors } from "./people";
import { documentRow, teasableOf, teasableRow, type DocumentRow, type SearchRow } from "./rows";
import type { Section } from "./sections";
import { slugify } from "./text";

const ARTICLES_PER_VERTICAL = 200;

/**
 * Stories that carry one deliberately malformed body block (inserted as the third block),
 * so the site can show that it drops bad blocks and keeps the rest.
 */
export const MALFORMED_BODY_BLOCKS: Readonly<Partial<Record<VerticalSlug, Readonly<Record<number, unknown>>>>> = {
  news: { 3: { type: "image" }, 11: { type: "embed", embedType: "youtube" } },
  today: { 3: { type: "list", ordered: false, items: "not a list" } },
  msnbc: { 3: { type: "heading", level: 2 } },
  noticias: { 3: { type: "image", image: { url: 42 } } },
};

/** The story of each vertical published as paid content (a native ad), and its sponsor. */
export const PAID_ARTICLE_INDEX = 4;
export const PAID_ARTICLE_SPONSOR = "Northwind Financial";

/**
 * Gated stories (the paywall, spec 1 §1): per vertical, article index → its mark. Index 20 needs a subscription;
 * index 21 is metered (a signed-in reader's monthly free reads open it). Only brands with gated content carry them.
 */
export const GATED_ARTICLES: Readonly<Partial<Record<VerticalSlug, Readonly<Record<number, PaywallMark>>>>> = {
  news: { 20: { gated: true, teaserBlocks: 3 }, 21: { gated: true, metered: true, teaserBlocks: 3 } },
  today: { 20: { gated: true, teaserBlocks: 3 }, 21: { gated: true, metered: true, teaserBlocks: 3 } },
};

export interface SeededArticle {
  article: Article;
  teasable: Teasable;
  section: Section;
}

export function generateArticles(ctx: SeedContext, people: readonly Person[]): SeededArticle[] {
  const writer = ctx.writer("articles");
  const rng = writer.rng;
  const malformed = MALFORMED_BODY_BLOCKS[ctx.vertical.slug] ?? {};
  const gated = GATED_ARTICLES[ctx.vertical.slug] ?? {};
  const seeded: SeededArticle[] = [];

  for (let i = 0; i < ARTICLES_PER_VERTICAL; i++) {
    const id = ids.article(ctx.index, i);
    const section = ctx.sections[i % ctx.sections.length] as Section;
    const headline = writer.headline(section.beat);
    const slug = slugify(headline);
    const published = REFERENCE_DATE_MS - i * 95 * MINUTE_MS - rng.int(0, 40) * MINUTE_MS;
    const modified = Math.min(REFERENCE_DATE_MS, published + rng.int(0, 180) * MINUTE_MS);
    const previous = seeded[seeded.length - 1];
    const link: BodyLink | undefined = previous && { text: previous.article.headline.primary, url: previous.article.url.primary };
    const body: unknown[] = buildBody(ctx, writer, { beat: section.beat, name: id, paragraphs: rng.int(6, 12), link, dateline: rng.chance(0.3) });
    const bad = malformed[i];
    if (bad !== undefined) body.splice(2, 0, bad);

    const description = writer.sentence(section.beat);
    const image = ctx.image(`${id}-tease`, headline, writer.sentence(section.beat), rng);
    const url = ctx.siteUrl(`${section.sitePath}/${slug}-${id}`);
    const article: Article = {
      id,
      type: "article",
      subType: "article",
      headline: { primary: headline, tease: headline, seo: `${headline} | ${ctx.vertical.displayName}` },
      description: { primary: description, seo: description },
      url: { primary: url, canonical: url, slug, short: `https://${ctx.host}/s/${id}` },
      teaseImage: image,
      primaryImage: image,
      socialImage: image,
      taxonomy: ctx.taxonomy(section),
      authors: pickAuthors(people, rng),
      source: { name: ctx.vertical.displayName, organization: ctx.vertical.displayName },
      datePublished: isoAt(published),
      dateModified: isoAt(modified),
      dateCreated: isoAt(published - HOUR_MS),
      breakingNews: i < 3 && rng.chance(0.5),
      nativeAd: i === PAID_ARTICLE_INDEX,
      ...(i === PAID_ARTICLE_INDEX && { sponsoredBy: PAID_ARTICLE_SPONSOR }),
      ecommerceEnabled: section.beat === "shopping",
      adsEnabled: true,
      hidden: false,
      presentation: { style: "default" },
      body,
      date: { publishedAt: isoAt(published) },
      ...(gated[i] && { paywall: gated[i] }),
    };
    seeded.push({ article, teasable: teasableOf(article), section });
  }
  return seeded;
}

export function articleRows(ctx: SeedContext, seeded: readonly SeededArticle[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  const rng = ctx.rng("article-popularity");
  return {
    documents: seeded.map(({ article }) => documentRow("article", article.id, articleSchema, article)),
    searchItems: seeded.map(({ teasable }) =>
      teasableRow({
        teasable,
        type: "article",
        subType: "article",
        vertical: ctx.vertical.slug,
        publisher: ctx.vertical.publisher,
        popularity: rng.int(0, 10_000),
      }),
    ),
  };
}
