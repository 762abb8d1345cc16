/** Recipes with their most-popular companions, related recipes and the most-popular list. */
import { recipeResponseSchema, searchResponseSchema, teasableSchema, type Recipe } from "../../lib/api/schemas/content";
import { storedTeasable } from "../content-items";
import type { SqlCondition } from "../filters-sql";
import { pageParam, sizeParam } from "../http/params";
import { sendValid } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { condition, filterConditions, parseFiltersParam, search, typeIs, type SearchOrder } from "../search";
import { mostPopularRecipesPath } from "../seed/recipes";
import { requireDocument, TEASABLE_TYPES } from "./lookup";

const DEFAULT_SIZE = 10;

function recipeSearch({ query, services }: UpstreamContext, conditions: SqlCondition[], order: SearchOrder) {
  const result = search(services.store.db, {
    conditions: [TEASABLE_TYPES, ...conditions],
    order,
    page: pageParam(query),
    size: sizeParam(query, DEFAULT_SIZE),
  });
  return { pagination: result.pagination, items: result.rows.map((row) => storedTeasable(row.type, row.json)) };
}

function sendRecipeSearch(ctx: UpstreamContext, order: SearchOrder): void {
  const conditions = [typeIs("recipe"), ...filterConditions(parseFiltersParam(ctx.query))];
  sendValid(ctx.res, searchResponseSchema(teasableSchema), { data: { search: recipeSearch(ctx, conditions, order) } });
}

export const recipeRoutes: UpstreamRoute[] = [
  { method: "GET", path: "/content/recipe/related", handler: (ctx) => sendRecipeSearch(ctx, "newest") },
  { method: "GET", path: "/content/mostPopularRecipes/taxonomy", handler: (ctx) => sendRecipeSearch(ctx, "popular") },
  {
    method: "GET",
    path: "/content/recipe/:id",
    handler: (ctx) => {
      const { res, params, query, services } = ctx;
      const recipe = JSON.parse(requireDocument(services.store, "recipe", params.id as string)) as Recipe;
      const vertical = services.store.indexRow(recipe.id)?.vertical as string;
      const filters = parseFiltersParam(query);
      const conditions = filters
        ? filterConditions(filters)
        : [
            typeIs("recipe"),
            condition("s.id != ?", recipe.id),
            condition("EXISTS (SELECT 1 FROM search_terms t WHERE t.item_id = s.id AND t.path = ?)", mostPopularRecipesPath(vertical).toLowerCase()),
          ];
      sendValid(res, recipeResponseSchema, { data: { recipe, search: recipeSearch(ctx, conditions, "popular") }, extensions: {} });
    },
  },
];
