/**
 * Front filters (spec 2 §4 Filters, §5): read from and written to the query string as
 * `type=value1|value2` joined with `&`, where `type` is the filter type's name (`taxonomy`, `price`; see
 * docs/decisions.md); applied to product items.
 */
import type { Teasable } from "@/lib/api/schemas/content";
import { effectivePrice, offerPrices, primaryOffer } from "./price";

/** Price filter bands, inclusive at both ends; the last has no upper end. */
export const PRICE_BANDS = [
  { id: "under-25", min: 0, max: 25 },
  { id: "25-50", min: 25, max: 50 },
  { id: "50-100", min: 50, max: 100 },
  { id: "100-200", min: 100, max: 200 },
  { id: "200-above", min: 200, max: Infinity },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];

/** Filter types a front accepts, in the order they are written. Other query keys are never filters. */
export const FILTER_TYPES = ["taxonomy", "price"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type FrontFilters = Partial<Record<FilterType, string[]>>;

/**
 * Which filter types are multi-select (spec 2 §4: "With multi-select, a value is toggled on or off; otherwise only one
 * value per category is active"): categories combine, a price is one band (spec 2 §5: the price "falls in the band").
 */
export const MULTI_SELECT: Readonly<Record<FilterType, boolean>> = { taxonomy: true, price: false };

/** At most this many values per filter type are read from a URL. */
export const MAX_FILTER_VALUES = 10;

const TAXONOMY_PATTERN = /^[a-z0-9][a-z0-9/_-]{0,99}$/;
const isValidValue: Record<FilterType, (value: string) => boolean> = {
  taxonomy: (value) => TAXONOMY_PATTERN.test(value) && !value.includes("//"),
  price: (value) => PRICE_BANDS.some((band) => band.id === value),
};

/**
 * The filters of a query. Values that are not valid for their type are dropped, so a stale or
 * hand-edited link still shows the front; values are de-duplicated and sorted so one filter
 * selection has one address, and a single-select type keeps its first value only.
 */
export function parseFilterQuery(searchParams: URLSearchParams): FrontFilters {
  const filters: FrontFilters = {};
  for (const type of FILTER_TYPES) {
    const raw = searchParams.get(type);
    if (!raw) continue;
    const values = [...new Set(raw.toLowerCase().split("|").filter(isValidValue[type]))].sort().slice(0, MULTI_SELECT[type] ? MAX_FILTER_VALUES : 1);
    if (values.length) filters[type] = values;
  }
  return filters;
}

/** `taxonomy=a|b&price=under-25`: the query string of a filter selection ("" when none). */
export function filterQueryString(filters: FrontFilters): string {
  return FILTER_TYPES.filter((type) => filters[type]?.length)
    .map((type) => `${type}=${(filters[type] as string[]).join("|")}`)
    .join("&");
}

export function hasFilters(filters: FrontFilters): boolean {
  return FILTER_TYPES.some((type) => filters[type]?.length);
}

/** With multi-select a value is toggled on or off; otherwise it becomes the type's only value (or clears it). */
export function toggleFilter(filters: FrontFilters, type: FilterType, value: string, multiSelect = MULTI_SELECT[type]): FrontFilters {
  const current = filters[type] ?? [];
  const selected = current.includes(value);
  const next = multiSelect
    ? selected ? current.filter((v) => v !== value) : [...current, value].sort()
    : selected ? [] : [value];
  const rest = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== type)) as FrontFilters;
  return next.length ? { ...rest, [type]: next } : rest;
}

/**
 * An item passes when its sale price (or list price without a sale) falls in a selected band,
 * inclusive. No selection passes everything; an item without price data passes.
 */
export function passesPriceFilter(item: Pick<Teasable, "offers"> | undefined, bands: readonly string[] | undefined): boolean {
  if (!bands?.length || !item) return true;
  const offer = primaryOffer(item.offers);
  const price = offer && effectivePrice(offerPrices(offer));
  if (price === undefined) return true;
  return PRICE_BANDS.some((band) => bands.includes(band.id) && price >= band.min && price <= band.max);
}

/** A pattern matches a taxonomy path when it is a whole run of the path's segments ("kitchen" matches "today/shop/kitchen"). */
export function taxonomyPathMatches(path: string, pattern: string): boolean {
  return `/${path.toLowerCase()}/`.includes(`/${pattern}/`);
}

/** An item passes when one of its taxonomy paths matches one selected pattern. No selection passes everything. */
export function passesTaxonomyFilter(item: Pick<Teasable, "taxonomy"> | undefined, patterns: readonly string[] | undefined): boolean {
  if (!patterns?.length) return true;
  const paths = (item?.taxonomy?.allTerms ?? []).map((term) => term.path);
  return paths.some((path) => patterns.some((pattern) => taxonomyPathMatches(path, pattern)));
}

/** Every filter type must pass; within a type, any selected value may. */
export function passesFilters(item: Teasable | undefined, filters: FrontFilters): boolean {
  return passesPriceFilter(item, filters.price) && passesTaxonomyFilter(item, filters.taxonomy);
}
