import { getTranslations } from "next-intl/server";
import type { Offer } from "@/lib/api/schemas/content";
import { formatMoney } from "@/lib/commerce/money";
import { discountPercent, effectivePrice, isOnSale, offerPrices } from "@/lib/commerce/price";
import type { Language } from "@/lib/verticals/verticals";

/** What an offer costs: the price the reader pays, and when on sale the list price, the discount and an "On sale" badge. */
export async function OfferPrice({ offer, language, large = false }: { offer: Offer; language: Language; large?: boolean }) {
  const t = await getTranslations("product");
  const prices = offerPrices(offer);
  const price = effectivePrice(prices);
  if (price === undefined) return null;
  const currency = offer.priceCurrency ?? "USD";
  const discount = discountPercent(prices);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${large ? "text-base" : "text-sm"}`}>
      <span className={large ? "text-3xl font-black" : "text-lg font-bold"}>{formatMoney(price, currency, language)}</span>
      {isOnSale(prices) && prices.list !== undefined && (
        <>
          <s className="text-neutral-600">{t("listPrice", { price: formatMoney(prices.list, currency, language) })}</s>
          <span className="font-bold text-red-700">{t("discount", { percent: discount ?? 0 })}</span>
          {large && <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t("onSale")}</span>}
        </>
      )}
    </p>
  );
}
