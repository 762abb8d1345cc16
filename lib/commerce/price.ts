import type { Offer } from "@/lib/api/schemas/content";
import { sortOffers } from "./offers";

/** A price written as text ("$1,299.00", "24 99"…) as a number: spaces and commas removed (spec 2 §5). NaN when unreadable. */
export function parsePrice(text: string | undefined): number {
  if (text === undefined) return NaN;
  const cleaned = text.replace(/[\s,]/g, "").replace(/^[^\d.-]+/, "");
  return cleaned === "" ? NaN : Number(cleaned);
}

/**
 * An offer's prices keyed by lower-cased price type (`list`, `sale`…). The offer's own `price` (spec 1 §3 Offer: what
 * the offer costs now) stands as its list price when `prices` has neither a list nor a sale price.
 */
export function offerPrices(offer: Pick<Offer, "price" | "prices">): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const { type, price } of offer.prices ?? []) {
    const value = parsePrice(price);
    if (Number.isFinite(value)) prices[type.toLowerCase()] = value;
  }
  const own = parsePrice(offer.price);
  if (prices.list === undefined && prices.sale === undefined && Number.isFinite(own)) prices.list = own;
  return prices;
}

/**
 * The offer a product shows and is filtered by: the one flagged isPrimaryOffer, else the first in the spec's offer
 * order (available, unavailable, no state, out of stock), so the price shown is the price filtered on.
 */
export function primaryOffer<T extends Pick<Offer, "isPrimaryOffer" | "state">>(offers: readonly T[] | undefined): T | undefined {
  return offers?.find((offer) => offer.isPrimaryOffer) ?? sortOffers(offers ?? [])[0];
}

/** On sale: the sale price is nonzero and below the list price. */
export function isOnSale({ list, sale }: { list?: number; sale?: number }): boolean {
  return sale !== undefined && list !== undefined && sale !== 0 && sale < list;
}

/** What a reader pays: the sale price when there is one, else the list price. */
export function effectivePrice(prices: { list?: number; sale?: number }): number | undefined {
  return prices.sale || prices.list;
}

/** Discount percent: the rounded (list − sale) / list × 100; null when not on sale. */
export function discountPercent(prices: { list?: number; sale?: number }): number | null {
  if (!isOnSale(prices)) return null;
  const { list, sale } = prices as { list: number; sale: number };
  return Math.round(((list - sale) / list) * 100);
}
