/** @jest-environment node */
import type { CurationPackage } from "@/lib/api/schemas/content";
import { PRODUCT_WAFFLE_PAGE_SIZE, productCategories, productWaffleBasePath, productWaffleQuery } from "./product-waffle";

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
