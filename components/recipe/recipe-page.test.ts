/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { PageContext } from "@/lib/pages/page-definition";
import { DEFAULT_VIEW_FLAGS } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { RELATED_RECIPES_SIZE, recipePage } from "./recipe-page";

// The page's render side needs next-intl's server runtime (ESM only); load and metadata do not.
jest.mock("next-intl/server", () => ({}));

const server = setupServer();
const context: PageContext = { vertical: VERTICALS.today, view: DEFAULT_VIEW_FLAGS, segments: ["recipes", "soup-tdrp401000"], call: {} };

const teasable = (id: string) => ({ id, type: "recipe", headline: { primary: `Recipe ${id}` }, url: { primary: `https://today.com/recipes/r-${id}` } });
const recipe = {
  ...teasable("tdrp401000"),
  url: { primary: "https://today.com/recipes/soup-tdrp401000", canonical: "https://today.com/recipes/soup-tdrp401000" },
  taxonomy: { primarySection: { name: "Recipes", path: "today/food/recipes", url: { primary: "https://today.com/food/recipes" } } },
  ingredients: [{ ingredients: ["1 cup rice"] }],
  instructions: [{ instructions: ["Boil."] }],
};
const search = (items: unknown[]) => ({ pagination: { page: 1, size: items.length, totalPages: 1, totalItems: items.length }, items });

let relatedQuery: URLSearchParams | null = null;
function upstream(base: string, relatedStatus = 200) {
  server.use(
    http.get(`${base}/recipe/related`, ({ request }) => {
      relatedQuery = new URL(request.url).searchParams;
      return relatedStatus === 200 ? HttpResponse.json({ data: { search: search([teasable("tdrp401001")]) } }) : new HttpResponse(null, { status: relatedStatus });
    }),
    http.get(`${base}/recipe/:id`, () => HttpResponse.json({ data: { recipe, search: search([teasable("tdrp401003")]) } })),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  relatedQuery = null;
});
afterAll(() => server.close());

describe("recipePage", () => {
  it("loads the recipe, its most popular recipes and related recipes from its primary section", async () => {
    process.env.CONTENT_API_URL = "http://upstream.test/content";
    upstream(process.env.CONTENT_API_URL);
    const data = await recipePage.load({ kind: "recipe", id: "tdrp401000" }, context);
    expect(data.recipe.id).toBe("tdrp401000");
    expect(data.mostPopularRecipes.map((item) => item.id)).toEqual(["tdrp401003"]);
    expect(data.relatedRecipes.map((item) => item.id)).toEqual(["tdrp401001"]);
    expect(relatedQuery?.get("size")).toBe(String(RELATED_RECIPES_SIZE));
    expect(relatedQuery?.get("filters")).toContain("taxonomy:today/food/recipes");
    expect(data.isPreviewEnvironment).toBe(false);
    expect(recipePage.metadata(data, context).robots).toBeUndefined();
    expect(recipePage.canonicalPath?.(data, context)).toBe("/recipes/soup-tdrp401000");
  });

  it("shows no related recipes when they fail to load", async () => {
    process.env.CONTENT_API_URL = "http://upstream.test/content";
    upstream(process.env.CONTENT_API_URL, 500);
    const data = await recipePage.load({ kind: "recipe", id: "tdrp401000" }, context);
    expect(data.relatedRecipes).toEqual([]);
    expect(data.mostPopularRecipes).toHaveLength(1);
  });

  it("is kept out of search engines in the preview environment", async () => {
    process.env.CONTENT_API_URL = "https://preview.upstream.test/content";
    upstream(process.env.CONTENT_API_URL);
    const data = await recipePage.load({ kind: "recipe", id: "tdrp401000" }, context);
    expect(data.isPreviewEnvironment).toBe(true);
    expect(recipePage.metadata(data, context).robots).toEqual({ index: false, follow: false });
  });
});
