import type { Offer } from "@/lib/api/schemas/content";

/** A price written as text ("$1,299.00", "24 99"…) as a number: spaces and commas removed (spec 2 §5). NaN when unreadable. */
export function parsePrice(text: string | undefined): number {
  if (text === undefined) return NaN;
  const cleaned = text.replace(/[\s,]/g, "").replace(/^[^\d.-]+/, "");
  return cleaned === "" ? NaN : Number(cleaned);
}

/** An offer's prices keyed by lower-cased price type (`list`, `sale`…). */
export function offerPrices(offer: Offer): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const { type, price } of offer.prices ?? []) {
    const value = parsePrice(price);
    if (Number.isFinite(value)) prices[type.toLowerCase()] = value;
  }
  return prices;
}

/** The offer flagged isPrimaryOffer, else the first one. */
export function primaryOffer(offers: readonly Offer[] | undefined): Offer | undefined {
  return offers?.find((offer) => offer.isPrimaryOffer) ?? offers?.[0];
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
