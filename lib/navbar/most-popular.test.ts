import type { Teasable } from "@/lib/api/schemas/content";
import { getVertical } from "@/lib/verticals/verticals";
import { loadMostPopular, mostPopularRecipesFilters, productAsTease } from "./most-popular";
import { MOST_POPULAR_ERROR, MOST_POPULAR_LIST_SIZE } from "./navbar-state";
import { navbarShortcuts } from "./shortcuts";
import { VERTICALS } from "@/lib/verticals/verticals";

const tease = (id: string): Teasable => ({ id, type: "article", headline: { primary: id }, url: { primary: `https://example.com/${id}` } });
const many = (prefix: string) => Promise.resolve([1, 2, 3, 4].map((n) => tease(`${prefix}${n}`)));

describe("Most Popular flyout (spec 2 §4, §9)", () => {
  test("lists 2 items each (spec: navbar Most Popular lists fetch 2 items each)", async () => {
    expect(MOST_POPULAR_LIST_SIZE).toBe(2);
    const result = await loadMostPopular(["read", "shop", "cook"], { read: () => many("r"), shop: () => many("s"), cook: () => many("c") });
    expect(result.failed).toBe(false);
    expect(result.stories.read?.map((item) => item.id)).toEqual(["r1", "r2"]);
    expect(result.stories.shop?.map((item) => item.id)).toEqual(["s1", "s2"]);
    expect(result.stories.cook?.map((item) => item.id)).toEqual(["c1", "c2"]);
  });

  test("a failed list is an empty list, logged, and sets the error flag; the others still load", async () => {
    const log = jest.fn();
    const result = await loadMostPopular(["read", "shop"], { read: () => many("r"), shop: () => Promise.reject(new Error("down")), cook: () => many("c") }, log);
    expect(result).toEqual({ stories: { read: [tease("r1"), tease("r2")], shop: [] }, failed: true });
    expect(log).toHaveBeenCalledWith("Could not retrieve stories for Most Popular Module", expect.any(Error));
    expect(MOST_POPULAR_ERROR).toBe("Could not retrieve stories for Most Popular Module");
  });

  test.each([
    ["today", ["read", "shop", "cook"]],
    ["news", ["read"]],
    ["msnbc", ["read"]],
    ["noticias", ["read"]],
  ] as const)("%s's flyout shows %j", (slug, lists) => {
    expect(getVertical(slug).flags.mostPopularLists).toEqual(lists);
  });

  test("What to Cook leaves out shoppable recipes (spec 2 §7)", () => {
    expect(mostPopularRecipesFilters("today")).toBe("type:recipe AND vertical:today AND NOT taxonomy:today/recipeCategory/shoppable");
  });

  test("a product without a URL is left out", () => {
    expect(productAsTease({ id: "p", type: "product", name: "Mixer", offers: [] })).toBeNull();
    expect(productAsTease({ id: "p", type: "product", name: "Mixer", offers: [], url: { primary: "https://x/p" } })?.headline.primary).toBe("Mixer");
  });
});

describe("navbar shortcuts", () => {
  test.each([
    ["news", ["local", "liveTv"]],
    ["today", ["local"]],
    ["msnbc", ["local", "liveTv"]],
    ["noticias", ["local", "liveTv"]],
    ["eonline", []],
  ] as const)("%s: %j", (slug, keys) => {
    expect(navbarShortcuts(VERTICALS[slug]).map((s) => s.key)).toEqual(keys);
  });
});
