/**
 * Two live blogs per vertical, each with 300+ cards. The first is ongoing: its cards are stored with their
 * age (`liveOffsetMs`) and re-dated against the server's start, so its newest card is minutes old.
 * The second ended two days before the reference date.
 */
import { articleSchema, cardSchema, type Article, type Card, type Teasable } from "../../lib/api/schemas/content";
import { buildBody, buildCardBody } from "./body";
import { DAY_MS, MINUTE_MS, REFERENCE_DATE_MS, isoAt } from "./clock";
import type { Person, SeedContext, TaxonomyTerm } from "./context";
import { ids } from "./ids";
import { pickAuthors } from "./people";
import { documentRow, teasableOf, teasableRow, validated, type DocumentRow, type SearchRow } from "./rows";
import type { Section } from "./sections";
import { slugify } from "./text";

const LIVE_BLOGS = [
  { state: "live", cards: 320, anchorMs: REFERENCE_DATE_MS },
  { state: "ended", cards: 305, anchorMs: REFERENCE_DATE_MS - 2 * DAY_MS },
] as const;

export interface SeededLiveBlog {
  article: Article;
  teasable: Teasable;
  section: Section;
  live: boolean;
  /** Cards newest first, with their age relative to the blog's anchor. */
  cards: { card: Card; offsetMs: number }[];
  /** The term every card carries: card searches filter on `taxonomy:{topicPath}`. */
  topicPath: string;
}

export function generateLiveBlogs(ctx: SeedContext, people: readonly Person[]): SeededLiveBlog[] {
  return LIVE_BLOGS.map((plan, k) => {
    const writer = ctx.writer(`live-blog-${k}`);
    const rng = writer.rng;
    const id = ids.liveBlog(ctx.index, k);
    const section = ctx.topSections[k] as Section;
    const story = writer.statement(section.beat);
    const headline = `${ctx.words.labels.liveUpdates}: ${story}`;
    const slug = slugify(headline);
    const topic: TaxonomyTerm = { id: `topic-${id}`, name: story, slug, path: `${ctx.vertical.slug}/live-blog/${id}`, taxonomyType: "topic" };

    let offsetMs = rng.int(2, 8) * MINUTE_MS;
    const cards = Array.from({ length: plan.cards }, (_, c) => {
      const cardId = ids.card(ctx.index, k, c);
      const card = validated(
        cardSchema,
        {
          id: cardId,
          headline: { primary: writer.headline(section.beat) },
          content: { markupAndEmbeds: buildCardBody(ctx, writer, section.beat, cardId) },
          date: { publishedAt: isoAt(plan.anchorMs - offsetMs) },
          subType: rng.chance(0.8) ? "post" : "text",
          authors: pickAuthors(people, rng).slice(0, 1),
        },
        `card ${cardId}`,
      );
      const entry = { card, offsetMs };
      offsetMs += rng.int(3, 9) * MINUTE_MS;
      return entry;
    });

    const newest = cards[0]?.card.date.publishedAt as string;
    const oldest = cards[cards.length - 1]?.card.date.publishedAt as string;
    const description = writer.sentence(section.beat);
    const image = ctx.image(`${id}-tease`, story, writer.sentence(section.beat), rng);
    const url = ctx.siteUrl(`/${section.top}/live-blog/${slug}-${id}`);
    const article: Article = {
      id,
      type: "article",
      subType: "liveBlog",
      headline: { primary: headline, tease: story, seo: `${headline} | ${ctx.vertical.displayName}` },
      description: { primary: description, seo: description },
      url: { primary: url, canonical: url, slug },
      teaseImage: image,
      primaryImage: image,
      taxonomy: ctx.taxonomy(section, [topic]),
      authors: pickAuthors(people, rng),
      source: { name: ctx.vertical.displayName, organization: ctx.vertical.displayName },
      datePublished: oldest,
      dateModified: newest,
      dateCreated: oldest,
      breakingNews: plan.state === "live",
      adsEnabled: true,
      presentation: { style: "liveBlog" },
      body: buildBody(ctx, writer, { beat: section.beat, name: id, paragraphs: 3 }),
      date: { publishedAt: newest },
    };
    return { article, teasable: teasableOf(article), section, live: plan.state === "live", cards, topicPath: topic.path as string };
  });
}

export function liveBlogRows(ctx: SeedContext, blogs: readonly SeededLiveBlog[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  return {
    documents: blogs.map(({ article }) => documentRow("article", article.id, articleSchema, article)),
    searchItems: blogs.flatMap((blog) => [
      teasableRow({
        teasable: blog.teasable,
        type: "article",
        subType: "liveBlog",
        vertical: ctx.vertical.slug,
        publisher: ctx.vertical.publisher,
        popularity: blog.live ? 10_000 : 5_000,
      }),
      ...blog.cards.map(({ card, offsetMs }) => ({
        id: card.id,
        type: "card" as const,
        subType: card.subType,
        vertical: ctx.vertical.slug,
        publisher: ctx.vertical.publisher,
        name: card.headline.primary.toLowerCase(),
        publishedAt: Date.parse(card.date.publishedAt),
        popularity: 0,
        parentId: blog.article.id,
        liveOffsetMs: blog.live ? offsetMs : null,
        terms: [blog.topicPath],
        json: JSON.stringify(card),
      })),
    ]),
  };
}
