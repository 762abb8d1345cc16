/** @jest-environment node */
import { effectivePrice, isOnSale, offerPrices, parsePrice, primaryOffer } from "./price";

describe("parsePrice", () => {
  it.each([
    ["$24.99", 24.99],
    ["$1,299.00", 1299],
    ["1 299,00", 129900],
    [" 25 ", 25],
    ["0", 0],
    ["", NaN],
    ["free", NaN],
    [undefined, NaN],
  ])("%p -> %p", (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });
});

describe("isOnSale", () => {
  it.each([
    [{ list: 100, sale: 80 }, true],
    [{ list: 100, sale: 100 }, false],
    [{ list: 100, sale: 120 }, false],
    [{ list: 100, sale: 0 }, false],
    [{ list: 100 }, false],
    [{ sale: 50 }, false],
  ])("%p -> %p", (prices, expected) => {
    expect(isOnSale(prices)).toBe(expected);
  });
});

describe("offers", () => {
  const offer = (isPrimaryOffer: boolean, prices: { type: string; price: string }[]) => ({ externalUrl: "https://shop.example/x", isPrimaryOffer, prices });

  it("keys prices by lower-cased type and skips unreadable ones", () => {
    expect(offerPrices(offer(true, [{ type: "List", price: "$49.99" }, { type: "SALE", price: "$1,039.50" }, { type: "msrp", price: "n/a" }]))).toEqual({ list: 49.99, sale: 1039.5 });
  });

  it.each([
    ["no list or sale: price stands as list", { price: "$19.99" }, { list: 19.99 }],
    ["no list or sale among prices", { price: "19.99", prices: [{ type: "msrp", price: "n/a" }] }, { list: 19.99 }],
    ["list and sale win over price", { price: "$45", prices: [{ type: "list", price: "$60" }, { type: "sale", price: "$45" }] }, { list: 60, sale: 45 }],
    ["a list price wins over price", { price: "$50", prices: [{ type: "list", price: "$60" }] }, { list: 60 }],
    ["a sale price alone wins over price", { price: "$50", prices: [{ type: "sale", price: "$45" }] }, { sale: 45 }],
    ["unreadable price is ignored", { price: "call us" }, {}],
  ])("offer price (spec 1 §3): %s", (_, offerFields, expected) => {
    expect(offerPrices({ ...offerFields })).toEqual(expected);
  });

  it("takes the offer flagged primary, else the first", () => {
    const a = offer(false, []);
    const b = offer(true, []);
    expect(primaryOffer([a, b])).toBe(b);
    expect(primaryOffer([a])).toBe(a);
    expect(primaryOffer(undefined)).toBeUndefined();
  });

  it.each([
    ["out of stock, available", ["OUT_OF_STOCK", "AVAILABLE"], "AVAILABLE"],
    ["no state, unavailable", [null, "UNAVAILABLE"], "UNAVAILABLE"],
    ["out of stock, no state", ["OUT_OF_STOCK", null], null],
    ["unavailable, available", ["UNAVAILABLE", "AVAILABLE"], "AVAILABLE"],
  ] as const)("with none flagged primary, the first in the spec's offer order: %s", (_, states, expected) => {
    expect(primaryOffer(states.map((state) => ({ state })))?.state).toBe(expected);
  });

  it("the flag wins over the offer order", () => {
    expect(primaryOffer([{ state: "AVAILABLE" as const }, { state: "OUT_OF_STOCK" as const, isPrimaryOffer: true }])?.state).toBe("OUT_OF_STOCK");
  });

  it.each([
    [{ list: 40, sale: 30 }, 30],
    [{ list: 40 }, 40],
    [{ list: 40, sale: 0 }, 40],
    [{}, undefined],
  ])("the reader pays %p -> %p", (prices, expected) => {
    expect(effectivePrice(prices)).toBe(expected);
  });
});
