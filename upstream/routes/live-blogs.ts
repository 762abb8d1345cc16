/**
 * Live-blog cards: one card, card searches, an article's cards, and the newsroom endpoint that publishes a card
 * (POST /newsroom/live-blogs/{articleId}/cards with {headline, text}, behind the newsroom's bearer token).
 */
import { z } from "zod";
import {
  articleCardsResponseSchema,
  cardResponseSchema,
  cardSchema,
  searchResponseSchema,
  type Article,
  type Card,
} from "../../lib/api/schemas/content";
import { parseFilterDate } from "../filters-sql";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { pageParam, requiredParam, sizeParam } from "../http/params";
import { dataEnvelope, sendJsonText, sendValid } from "../http/respond";
import { paragraphs } from "../newsroom/articles";
import { requireNewsroomToken } from "../newsroom/auth";
import type { UpstreamRoute } from "../route-context";
import { condition, filterConditions, parseFiltersParam, search, typeIs } from "../search";
import type { Store } from "../store";

const DEFAULT_CARD_PAGE_SIZE = 20;

const newCardSchema = z.object({
  headline: z.string().trim().min(1).max(300),
  text: z.string().trim().min(1).max(10_000),
});

/** Spec 1 §7: an article id starting with r is mapped to an rcna id for card searches. Live blogs answer to both. */
function liveBlogIdOf(articleId: string): string {
  return articleId.replace(/^r[a-z]{3}(?=\d+$)/i, "rlna");
}

function requireLiveBlog(store: Store, articleId: string): Article {
  const id = liveBlogIdOf(articleId);
  const json = store.document("article", id);
  const article = json === undefined ? undefined : (JSON.parse(json) as Article);
  if (article?.subType !== "liveBlog") throw notFound(`no live blog ${articleId}`);
  return article;
}

function nextCardId(store: Store): string {
  const max = store.db.prepare("SELECT max(CAST(substr(id, 5) AS INTEGER)) FROM search_items WHERE type = 'card'").pluck().get() as number | null;
  return `ncrd${(max ?? 1_000_000) + 1}`;
}

function dateParam(text: string): number {
  try {
    return parseFilterDate(text);
  } catch {
    throw badRequest("datePublished must be an ISO date");
  }
}

const parseCards = (rows: readonly { json: string }[]) => rows.map((row) => JSON.parse(row.json) as Card);

export const liveBlogRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/card/search",
    handler: ({ res, query, services }) => {
      const filters = parseFiltersParam(query);
      if (!filters) throw badRequest("filters is required");
      const result = search(services.store.db, {
        conditions: [typeIs("card"), ...filterConditions(filters)],
        page: pageParam(query),
        size: sizeParam(query, DEFAULT_CARD_PAGE_SIZE),
      });
      sendValid(res, searchResponseSchema(cardSchema), { data: { search: { pagination: result.pagination, items: parseCards(result.rows) } } });
    },
  },
  {
    method: "GET",
    path: "/content/card/:id",
    handler: ({ res, params, services }) => {
      const row = services.store.indexRow(params.id as string);
      if (row?.type !== "card") throw notFound(`no card ${params.id}`);
      sendJsonText(res, 200, dataEnvelope("card", row.json));
    },
  },
  {
    method: "GET",
    path: "/content/articlecards/search",
    handler: ({ res, query, services }) => {
      const article = requireLiveBlog(services.store, requiredParam(query, "articleId"));
      const publishedBefore = query.get("datePublished");
      const result = search(services.store.db, {
        conditions: [
          typeIs("card"),
          condition("s.parent_id = ?", article.id),
          ...(publishedBefore ? [condition("s.published_at <= ?", dateParam(publishedBefore))] : []),
          ...filterConditions(parseFiltersParam(query)),
        ],
        page: pageParam(query),
        size: sizeParam(query, DEFAULT_CARD_PAGE_SIZE),
      });
      // forFronts=true: the form a front lists (headline, date, authors), without the posts' bodies.
      const cards = parseCards(result.rows).map((card) => (query.get("forFronts") === "true" ? { ...card, content: { markupAndEmbeds: [] }, replies: undefined } : card));
      sendValid(res, articleCardsResponseSchema, {
        data: { article: { cards: { items: cards } }, search: { pagination: result.pagination } },
      });
    },
  },
  {
    method: "POST",
    path: "/newsroom/live-blogs/:articleId/cards",
    handler: async ({ req, res, params, services }) => {
      requireNewsroomToken(req);
      const article = requireLiveBlog(services.store, params.articleId as string);
      const input = newCardSchema.safeParse(await readJsonBody(req));
      if (!input.success) throw badRequest(`expected {headline, text}: ${z.prettifyError(input.error)}`);
      const publishedAt = Date.now();
      const card = cardSchema.parse({
        id: nextCardId(services.store),
        headline: { primary: input.data.headline },
        content: { markupAndEmbeds: paragraphs(input.data.text) },
        date: { publishedAt: new Date(publishedAt).toISOString() },
        subType: "post",
      });
      services.store.insertCard(card, { parentId: article.id, publishedAt, topicPath: article.taxonomy?.primaryTopic?.path ?? "" });
      sendValid(res, cardResponseSchema, { data: { card } }, 201);
    },
  },
];
