/** @jest-environment node */
import type { ContentItem, CurationPackage } from "@/lib/api/schemas/content";
import {
  FILTERED_WAFFLE_MAX_PAGES,
  filteredWafflePage,
  PRODUCT_WAFFLE_PAGE_SIZE,
  productCategories,
  productWaffleBasePath,
  productWaffleQuery,
  type WafflePage,
} from "./product-waffle";

const pkg = (over: Partial<CurationPackage>): CurationPackage => ({
  id: "p", type: "productWaffle", items: [], autofill: true, metadata: { filters: "type:product AND taxonomy:today/shop", size: 12 }, ...over,
});

describe("productWaffleQuery", () => {
  it.each([
    ["an autofilled today product waffle", pkg({}), "today", { filters: "type:product AND taxonomy:today/shop", size: PRODUCT_WAFFLE_PAGE_SIZE }],
    ["select too", pkg({}), "select", { filters: "type:product AND taxonomy:today/shop", size: 60 }],
    ["other brands keep their curated products", pkg({}), "news", null],
    ["a hand-curated product waffle", pkg({ autofill: false }), "today", null],
    ["another package type", pkg({ type: "automatedWaffle" }), "today", null],
    ["filters without a product type", pkg({ metadata: { filters: "taxonomy:today/shop" } }), "today", null],
    ["no metadata", pkg({ metadata: undefined }), "today", null],
  ] as const)("%s", (_, input, vertical, expected) => {
    expect(productWaffleQuery(input, vertical)).toEqual(expected);
  });
});

describe("productWaffleBasePath", () => {
  it.each([
    ["type:product AND taxonomy:today/shop", "today/shop"],
    ["type:product AND (taxonomy:select/shopping OR id:x)", "select/shopping"],
    ["type:product", null],
  ])("%s -> %p", (filters, expected) => {
    expect(productWaffleBasePath(filters)).toBe(expected);
  });
});

describe("productCategories", () => {
  const item = (...paths: string[]) => ({ taxonomy: { allTerms: paths.map((path) => ({ path })) } });
  it("lists the distinct paths one level below the base", () => {
    const items = [
      item("today", "today/shop", "today/shop/kitchen", "today/topics/shopping"),
      item("today/shop", "today/shop/Home"),
      item("today/shop/kitchen", "today/shop/kitchen/knives"),
      item("today/shopping/other"),
    ];
    expect(productCategories(items, "today/shop")).toEqual(["today/shop/home", "today/shop/kitchen"]);
  });
});

describe("filteredWafflePage", () => {
  /** Product `n` costs $10 when n % 10 === 7, else $150; it is in the kitchen when n % 3 === 0. */
  const product = (n: number): ContentItem =>
    ({
      id: `p${n}`,
      type: "product",
      item: {
        offers: [{ externalUrl: "https://shop.example", isPrimaryOffer: true, prices: [{ type: "list", price: n % 10 === 7 ? "10" : "150" }] }],
        taxonomy: { allTerms: [{ path: n % 3 === 0 ? "today/shop/kitchen" : "today/shop/home" }] },
      },
      computedValues: { headline: `P${n}`, url: `/p${n}` },
    }) as unknown as ContentItem;
  /** An upstream waffle of `total` products, 60 a page. */
  const upstream = (total: number) => {
    const calls: number[] = [];
    const loadPage = async (page: number): Promise<WafflePage> => {
      calls.push(page);
      const start = (page - 1) * PRODUCT_WAFFLE_PAGE_SIZE;
      const items = Array.from({ length: Math.max(0, Math.min(PRODUCT_WAFFLE_PAGE_SIZE, total - start)) }, (_, i) => product(start + i));
      return { items, pagination: { page, size: 60, totalPages: Math.ceil(total / 60), totalItems: total } };
    };
    return { calls, loadPage };
  };
  const ids = (items: ContentItem[]) => items.map((entry) => entry.id);

  it.each([
    // 160 products: 16 cost $10 (7, 17, …, 157); 54 are in the kitchen.
    ["price band over the whole waffle", { price: ["under-25"] }, 1, 16, 1, ["p7", "p17"]],
    ["categories over the whole waffle, paged by 60", { taxonomy: ["today/shop/kitchen"] }, 1, 54, 1, ["p0", "p3"]],
    ["both types must pass", { price: ["under-25"], taxonomy: ["today/shop/kitchen"] }, 1, 5, 1, ["p27", "p57", "p87"]],
    ["home products, second page", { taxonomy: ["today/shop/home"] }, 2, 106, 2, ["p91", "p92"]],
  ])("%s", async (_, filters, page, totalItems, totalPages, first) => {
    const { calls, loadPage } = upstream(160);
    const result = await filteredWafflePage(loadPage, filters, page);
    expect(calls.sort()).toEqual([1, 2, 3]);
    expect(result.pagination).toEqual({ page, size: 60, totalPages, totalItems });
    expect(ids(result.items).slice(0, first.length)).toEqual(first);
    expect(result.items).toHaveLength(Math.min(60, totalItems - (page - 1) * 60));
  });

  it("shows on its first page the matches of later upstream pages (p87 on page 2, p117 and p147 on page 3)", async () => {
    const { loadPage } = upstream(160);
    const result = await filteredWafflePage(loadPage, { price: ["under-25"], taxonomy: ["today/shop/kitchen"] }, 1);
    expect(ids(result.items)).toEqual(["p27", "p57", "p87", "p117", "p147"]);
  });

  it("no match is one empty page", async () => {
    const result = await filteredWafflePage(upstream(30).loadPage, { price: ["200-above"] }, 1);
    expect(result).toEqual({ items: [], pagination: { page: 1, size: 60, totalPages: 1, totalItems: 0 } });
  });

  it(`reads at most ${FILTERED_WAFFLE_MAX_PAGES} upstream pages`, async () => {
    const { calls, loadPage } = upstream(60 * 25);
    await filteredWafflePage(loadPage, { price: ["under-25"] }, 1);
    expect(calls.sort((a, b) => a - b)).toEqual(Array.from({ length: FILTERED_WAFFLE_MAX_PAGES }, (_, i) => i + 1));
  });
});
