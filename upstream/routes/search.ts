/** Automated waffles (content items), product search and person search, all paged with `filters`; one product by id. */
import { contentItemSchema, personSchema, productResponseSchema, productSchema, searchResponseSchema, type Product } from "../../lib/api/schemas/content";
import type { Person } from "../seed/context";
import { storedTeasable, toContentItem } from "../content-items";
import { mentionsField } from "../filters";
import { badRequest, notFound } from "../http/errors";
import { pageParam, sizeParam } from "../http/params";
import { sendValid } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { filterConditions, parseFiltersParam, search, typeIs } from "../search";
import { TEASABLE_TYPES } from "./lookup";

const DEFAULT_WAFFLE_SIZE = 20;
const DEFAULT_PRODUCT_SIZE = 60;
const DEFAULT_PERSON_SIZE = 20;

/** Items of one index type; the index stores them in their own contract shape. */
function typedSearch<T>({ query, services }: UpstreamContext, type: string, defaultSize: number) {
  const result = search(services.store.db, {
    conditions: [typeIs(type), ...filterConditions(parseFiltersParam(query))],
    page: pageParam(query),
    size: sizeParam(query, defaultSize),
  });
  return { pagination: result.pagination, items: result.rows.map((row) => JSON.parse(row.json) as T) };
}

export const searchRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/waffle/automated",
    handler: ({ res, query, services }) => {
      const filters = parseFiltersParam(query);
      if (!filters || !mentionsField(filters, "type")) throw badRequest("filters must name a content type (type:…)");
      const result = search(services.store.db, {
        conditions: [TEASABLE_TYPES, ...filterConditions(filters)],
        page: pageParam(query),
        size: sizeParam(query, DEFAULT_WAFFLE_SIZE),
      });
      const items = result.rows.map((row, index) => toContentItem(storedTeasable(row.type, row.json), index));
      sendValid(res, searchResponseSchema(contentItemSchema), { data: { search: { pagination: result.pagination, aggregation: {}, items } } });
    },
  },
  {
    method: "GET",
    path: "/content/products/search",
    handler: (ctx) => sendValid(ctx.res, searchResponseSchema(productSchema), { data: { search: typedSearch<Product>(ctx, "product", DEFAULT_PRODUCT_SIZE) } }),
  },
  {
    method: "GET",
    path: "/content/product/:id",
    handler: ({ res, params, services }) => {
      const row = services.store.indexRow(params.id as string);
      if (row?.type !== "product") throw notFound(`no product ${params.id as string}`);
      sendValid(res, productResponseSchema, { data: { product: JSON.parse(row.json) as Product } });
    },
  },
  {
    method: "GET",
    path: "/content/persons/search",
    handler: (ctx) => sendValid(ctx.res, searchResponseSchema(personSchema), { data: { search: typedSearch<Person>(ctx, "person", DEFAULT_PERSON_SIZE) } }),
  },
];
