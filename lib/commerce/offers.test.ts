/** @jest-environment node */
import { isOutOfStock, isStackCommerceFront, sortOffers } from "./offers";
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
