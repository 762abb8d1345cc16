/** @jest-environment node */
import { isOutOfStock, isStackCommerceFront, offerAction, relatedProductsQuery, RELATED_PRODUCTS_SIZE, sortOffers } from "./offers";
import { discountPercent } from "./price";

describe("sortOffers", () => {
  it("puts available first, then unavailable, then offers without a state, then out of stock", () => {
    const offers = [
      { id: "a", state: "OUT_OF_STOCK" as const },
      { id: "b", state: null },
      { id: "c", state: "UNAVAILABLE" as const },
      { id: "d", state: "AVAILABLE" as const },
      { id: "e" },
      { id: "f", state: "AVAILABLE" as const },
    ];
    expect(sortOffers(offers).map((offer) => offer.id)).toEqual(["d", "f", "c", "b", "e", "a"]);
  });

  it.each([
    ["OUT_OF_STOCK", true],
    ["AVAILABLE", false],
    ["UNAVAILABLE", false],
    [null, false],
  ] as const)("%s is out of stock: %p", (state, expected) => {
    expect(isOutOfStock({ state })).toBe(expected);
  });
});

describe("discountPercent", () => {
  it.each([
    [{ list: 100, sale: 75 }, 25],
    [{ list: 59.99, sale: 39.99 }, 33],
    [{ list: 30, sale: 20 }, 33],
    [{ list: 80, sale: 50 }, 38],
    [{ list: 100, sale: 100 }, null],
    [{ list: 100, sale: 0 }, null],
    [{ list: 100 }, null],
  ])("%p -> %p", (prices, expected) => {
    expect(discountPercent(prices)).toBe(expected);
  });
});

describe("isStackCommerceFront", () => {
  const item = (organization?: string) => ({ item: { source: organization ? { organization } : undefined } });
  it.each([
    [[], false],
    [[item("NBC News"), item()], false],
    [[item("NBC News"), item("StackCommerce")], true],
  ])("%#", (items, expected) => {
    expect(isStackCommerceFront(items)).toBe(expected);
  });
});

describe("offerAction", () => {
  it.each([
    ["AVAILABLE", "shop"],
    [null, "shop"],
    [undefined, "shop"],
    ["UNAVAILABLE", "unavailable"],
    ["OUT_OF_STOCK", "outOfStock"],
  ] as const)("%s -> %s", (state, expected) => {
    expect(offerAction({ state })).toBe(expected);
  });
});

describe("relatedProductsQuery", () => {
  const section = { path: "today/shop" };
  it.each([
    [
      "the category one level below the section",
      { id: "ncpd1", taxonomy: { primarySection: section, allTerms: [{ path: "today" }, { path: "today/shop" }, { path: "today/topics/shopping" }, { path: "today/shop/kitchen" }] } },
      "type:product AND taxonomy:today/shop/kitchen AND NOT id:ncpd1",
    ],
    ["the section without a category", { id: "ncpd2", taxonomy: { primarySection: section, allTerms: [{ path: "today/shop" }] } }, "type:product AND taxonomy:today/shop AND NOT id:ncpd2"],
    ["not two levels below", { id: "ncpd3", taxonomy: { primarySection: section, allTerms: [{ path: "today/shop/kitchen/knives" }] } }, "type:product AND taxonomy:today/shop AND NOT id:ncpd3"],
  ])("%s", (_, product, filters) => {
    expect(relatedProductsQuery(product)).toEqual({ filters, size: RELATED_PRODUCTS_SIZE });
  });

  it("is null without a primary section", () => {
    expect(relatedProductsQuery({ id: "ncpd1", taxonomy: { allTerms: [{ path: "today/shop/kitchen" }] } })).toBeNull();
  });
});
