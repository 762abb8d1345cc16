/** Fronts (by slug or draft id), curated lists and the bento taxonomy-terms view of product waffles. */
import { curatedListResponseSchema, curationResponseSchema, taxonomyTermsResponseSchema, type Product } from "../../lib/api/schemas/content";
import { composeCuratedList, composeCuration, skeletonItemIds, type CuratedListSkeleton, type CurationSkeleton } from "../curation-compose";
import { compileFilter } from "../filters-sql";
import { countParam, MAX_PAGE_SIZE, sizeParam } from "../http/params";
import { sendValid } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { condition, search, typeIs } from "../search";
import type { DocumentKind } from "../seed/rows";
import { requireDocument, requireVertical } from "./lookup";

const DEFAULT_CURATED_LIST_COUNT = 10;

function sendFront({ res, services }: UpstreamContext, kind: Extract<DocumentKind, "curation" | "draft">, id: string): void {
  const skeleton = JSON.parse(requireDocument(services.store, kind, id)) as CurationSkeleton;
  const curation = composeCuration(skeleton, services.store.teasables(skeletonItemIds(skeleton)));
  sendValid(res, curationResponseSchema, { data: { curation } });
}

function sendCuratedList({ res, params, services }: UpstreamContext): void {
  const count = countParam(params.count, DEFAULT_CURATED_LIST_COUNT);
  const skeleton = JSON.parse(requireDocument(services.store, "curatedList", params.id as string)) as CuratedListSkeleton;
  const curatedList = composeCuratedList(skeleton, services.store.teasables(skeleton.itemIds.slice(0, count)), count);
  sendValid(res, curatedListResponseSchema, { data: { curatedList } });
}

export const curationRoutes: UpstreamRoute[] = [
  { method: "GET", path: "/content/curation/draft/:id", handler: (ctx) => sendFront(ctx, "draft", ctx.params.id as string) },
  { method: "GET", path: "/content/curation/slug/*path", handler: (ctx) => sendFront(ctx, "curation", ctx.rest.join("/")) },
  { method: "GET", path: "/content/curatedList/:id", handler: sendCuratedList },
  { method: "GET", path: "/content/curatedList/:id/:count", params: { count: /^\d{1,3}$/ }, handler: sendCuratedList },
  {
    method: "GET",
    path: "/content/bentoapi/curation/taxonomy-terms/:vertical/*route",
    handler: ({ res, params, rest, query, services }) => {
      const vertical = requireVertical(params.vertical as string);
      const route = rest.join("/");
      const conditions = [typeIs("product"), condition("s.vertical = ?", vertical)];
      if (route !== "-1") {
        const path = `${vertical}/${route}`;
        conditions.push(
          compileFilter({
            kind: "or",
            nodes: [
              { kind: "term", field: "taxonomy", value: { kind: "exact", value: path } },
              { kind: "term", field: "taxonomy", value: { kind: "prefix", prefix: `${path}/` } },
            ],
          }),
        );
      }
      const { rows } = search(services.store.db, { conditions, page: 1, size: sizeParam(query, MAX_PAGE_SIZE) });
      const items = rows.map((row) => {
        const product = JSON.parse(row.json) as Product;
        return { id: product.id, taxonomy: { allTerms: product.taxonomy?.allTerms ?? [] } };
      });
      sendValid(res, taxonomyTermsResponseSchema, { data: { curation: { layouts: [{ packages: [{ items }] }] } } });
    },
  },
];
