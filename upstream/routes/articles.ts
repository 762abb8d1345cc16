/** Articles by id (stories, live blogs, show-blog posts) and related stories. */
import { searchResponseSchema, teasableSchema } from "../../lib/api/schemas/content";
import { storedTeasable } from "../content-items";
import { pageParam, sizeParam } from "../http/params";
import { dataEnvelope, sendJsonText, sendValid } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { filterConditions, parseFiltersParam, search } from "../search";
import { requireDocument, TEASABLE_TYPES } from "./lookup";

const DEFAULT_RELATED_SIZE = 10;

export const articleRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/article/related",
    handler: ({ res, query, services }) => {
      const result = search(services.store.db, {
        conditions: [TEASABLE_TYPES, ...filterConditions(parseFiltersParam(query))],
        page: pageParam(query),
        size: sizeParam(query, DEFAULT_RELATED_SIZE),
      });
      const items = result.rows.map((row) => storedTeasable(row.type, row.json));
      sendValid(res, searchResponseSchema(teasableSchema), { data: { search: { pagination: result.pagination, items } } });
    },
  },
  {
    method: "GET",
    path: "/content/article/:id",
    handler: ({ res, params, services }) => {
      sendJsonText(res, 200, dataEnvelope("article", requireDocument(services.store, "article", params.id as string), ',"extensions":{}'));
    },
  },
];
