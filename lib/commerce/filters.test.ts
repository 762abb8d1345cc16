/** @jest-environment node */
import type { Teasable } from "@/lib/api/schemas/content";
import {
  filterQueryString,
  hasFilters,
  MAX_FILTER_VALUES,
  MULTI_SELECT,
  parseFilterQuery,
  passesFilters,
  passesPriceFilter,
  passesTaxonomyFilter,
  taxonomyPathMatches,
  toggleFilter,
  type FilterType,
  type FrontFilters,
} from "./filters";

const priced = (list: string, sale?: string): Pick<Teasable, "offers"> => ({
  offers: [{ externalUrl: "https://shop.example/p", isPrimaryOffer: true, prices: [{ type: "list", price: list }, ...(sale ? [{ type: "sale", price: sale }] : [])] }],
});

describe("parseFilterQuery / filterQueryString", () => {
  it.each([
    ["", {}, ""],
    ["price=under-25", { price: ["under-25"] }, "price=under-25"],
    ["price=under-25|50-100", { price: ["50-100"] }, "price=50-100"],
    ["price=under-25|under-25", { price: ["under-25"] }, "price=under-25"],
    ["price=cheap", {}, ""],
    ["price=UNDER-25|bogus", { price: ["under-25"] }, "price=under-25"],
    ["taxonomy=today/shop/kitchen|home", { taxonomy: ["home", "today/shop/kitchen"] }, "taxonomy=home|today/shop/kitchen"],
    ["taxonomy=<script>|a//b|/lead", {}, ""],
    ["price=200-above&taxonomy=beauty", { taxonomy: ["beauty"], price: ["200-above"] }, "taxonomy=beauty&price=200-above"],
    ["utm_source=x&type=video&page=2", {}, ""],
    // The spec's `type=value1|value2` names the filter type: a literal `type` key is not a filter.
    ["type=today/shop/kitchen|under-25", {}, ""],
  ])("%p", (query, filters, written) => {
    const parsed = parseFilterQuery(new URLSearchParams(query));
    expect(parsed).toEqual(filters);
    expect(filterQueryString(parsed)).toBe(written);
    expect(hasFilters(parsed)).toBe(written !== "");
  });

  it(`reads at most ${MAX_FILTER_VALUES} values of a type`, () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${String(i).padStart(2, "0")}`).join("|");
    expect(parseFilterQuery(new URLSearchParams(`taxonomy=${many}`)).taxonomy).toHaveLength(MAX_FILTER_VALUES);
  });
});

describe("toggleFilter", () => {
  it.each([
    ["multi-select adds", {}, "under-25", true, { price: ["under-25"] }],
    ["multi-select adds beside", { price: ["under-25"] }, "100-200", true, { price: ["100-200", "under-25"] }],
    ["multi-select removes", { price: ["100-200", "under-25"] }, "under-25", true, { price: ["100-200"] }],
    ["multi-select removes the last", { price: ["under-25"] }, "under-25", true, {}],
    ["single-select replaces", { price: ["under-25"] }, "100-200", false, { price: ["100-200"] }],
    ["single-select clears its own value", { price: ["under-25"] }, "under-25", false, {}],
  ])("%s", (_, filters, value, multi, expected) => {
    expect(toggleFilter(filters, "price", value, multi)).toEqual(expected);
  });

  it("categories are multi-select, price single-select (spec 2 §4, §5)", () => {
    expect(MULTI_SELECT).toEqual({ taxonomy: true, price: false });
  });

  it.each<[string, FrontFilters, FilterType, string, FrontFilters]>([
    ["a second category joins the first", { taxonomy: ["beauty"] }, "taxonomy", "home", { taxonomy: ["beauty", "home"] }],
    ["a category is toggled off", { taxonomy: ["beauty", "home"] }, "taxonomy", "beauty", { taxonomy: ["home"] }],
    ["a second band replaces the first", { price: ["under-25"] }, "price", "100-200", { price: ["100-200"] }],
    ["the selected band is toggled off", { price: ["under-25"], taxonomy: ["home"] }, "price", "under-25", { taxonomy: ["home"] }],
  ])("by filter type: %s", (_, filters, type, value, expected) => {
    expect(toggleFilter(filters, type, value)).toEqual(expected);
  });

  it("leaves other types alone", () => {
    expect(toggleFilter({ taxonomy: ["home"] }, "price", "under-25", true)).toEqual({ taxonomy: ["home"], price: ["under-25"] });
  });
});

describe("passesPriceFilter", () => {
  it.each([
    ["no selection", priced("$500"), [], true],
    ["no item data", undefined, ["under-25"], true],
    ["no offers", {}, ["under-25"], true],
    ["list price in band", priced("$24.99"), ["under-25"], true],
    ["lower bound inclusive", priced("$25"), ["25-50"], true],
    ["upper bound inclusive", priced("$25"), ["under-25"], true],
    ["above the band", priced("$25.01"), ["under-25"], false],
    ["sale price decides", priced("$60", "$45"), ["25-50"], true],
    ["sale price decides (list not in band)", priced("$60", "$45"), ["50-100"], false],
    ["one of two bands", priced("$150"), ["under-25", "100-200"], true],
    ["$200 & above has no end", priced("$1,999.99"), ["200-above"], true],
    ["$200 belongs to both neighbours", priced("$200"), ["100-200"], true],
    ["$199.99 is not $200 & above", priced("$199.99"), ["200-above"], false],
  ])("%s", (_, item, bands, expected) => {
    expect(passesPriceFilter(item, bands)).toBe(expected);
  });

  // With no offer flagged primary, the filter reads the offer the tease shows: the first in the spec's offer order.
  const unflagged = {
    offers: [
      { externalUrl: "https://a.example", state: "OUT_OF_STOCK" as const, prices: [{ type: "list", price: "$10" }] },
      { externalUrl: "https://b.example", state: "AVAILABLE" as const, prices: [{ type: "list", price: "$150" }] },
    ],
  };
  it.each([
    [["100-200"], true],
    [["under-25"], false],
  ])("no primary flag: the available offer's price decides (%p -> %p)", (bands, expected) => {
    expect(passesPriceFilter(unflagged, bands)).toBe(expected);
  });

  it.each([
    [["under-25"], true],
    [["25-50"], false],
  ])("an offer with only its own price is filtered by it (%p -> %p)", (bands, expected) => {
    expect(passesPriceFilter({ offers: [{ externalUrl: "https://a.example", price: "$19.99" }] }, bands)).toBe(expected);
  });
});

describe("taxonomy filters", () => {
  it.each([
    ["today/shop/kitchen", "kitchen", true],
    ["today/shop/kitchen", "shop/kitchen", true],
    ["today/shop/kitchen", "today/shop/kitchen", true],
    ["today/shop/kitchenware", "kitchen", false],
    ["today/shop/kitchen", "shop/kit", false],
    ["Today/Shop/Kitchen", "kitchen", true],
  ])("%s matches %s: %p", (path, pattern, expected) => {
    expect(taxonomyPathMatches(path, pattern)).toBe(expected);
  });

  const item = { taxonomy: { allTerms: [{ path: "today/shop" }, { path: "today/shop/kitchen" }] } };
  it.each([
    [[], true],
    [["kitchen"], true],
    [["beauty", "kitchen"], true],
    [["beauty"], false],
  ])("patterns %p: %p", (patterns, expected) => {
    expect(passesTaxonomyFilter(item, patterns)).toBe(expected);
  });

  it("an item without taxonomy fails a taxonomy selection", () => {
    expect(passesTaxonomyFilter({}, ["kitchen"])).toBe(false);
  });
});

describe("passesFilters", () => {
  const item = { ...priced("$30"), taxonomy: { allTerms: [{ path: "today/shop/kitchen" }] } } as Teasable;
  it.each([
    [{}, true],
    [{ price: ["25-50"], taxonomy: ["kitchen"] }, true],
    [{ price: ["25-50"], taxonomy: ["beauty"] }, false],
    [{ price: ["under-25"], taxonomy: ["kitchen"] }, false],
  ])("%p -> %p", (filters, expected) => {
    expect(passesFilters(item, filters)).toBe(expected);
  });
});
