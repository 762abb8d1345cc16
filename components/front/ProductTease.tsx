import { getTranslations } from "next-intl/server";
import type { ContentItem } from "@/lib/api/schemas/content";
import { discountPercent, effectivePrice, isOnSale, offerPrices, primaryOffer } from "@/lib/commerce/price";
import type { Language, Vertical } from "@/lib/verticals/verticals";
import { formatMoney } from "@/lib/commerce/money";
import { productTeasePath } from "@/lib/commerce/product-url";
import { OfferAction } from "@/components/commerce/OfferAction";
import { SaveAction } from "@/components/saved/SaveAction";
import { TeaseImage } from "./TeaseImage";

const money = formatMoney;

/**
 * A product on a front: image, name (a link to its page), its description (two lines at most), what its primary offer
 * costs (sale price, list price and discount when on sale), and what the offer lets the reader do, as on the product
 * page (OfferAction): a sponsored link to the seller, "Currently unavailable" or "Out of stock".
 */
export async function ProductTease({ item, language, vertical, eager = false }: { item: ContentItem; language: Language; vertical?: Vertical; eager?: boolean }) {
  const t = await getTranslations("front.product");
  const offer = primaryOffer(item.item.offers);
  const prices = offer ? offerPrices(offer) : {};
  const price = effectivePrice(prices);
  const currency = offer?.priceCurrency ?? "USD";
  const discount = discountPercent(prices);
  const image = item.computedValues.teaseImage;
  const name = item.computedValues.headline;
  const description = item.computedValues.description;
  return (
    <article className="flex flex-col gap-2">
      {image && <TeaseImage image={image} sizes="(min-width: 1000px) 360px, (min-width: 758px) 50vw, 100vw" eager={eager} aspect="aspect-square" />}
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-serif text-lg font-semibold leading-snug">
          <a href={productTeasePath(item.item)} className="hover:underline">
            {name}
          </a>
        </h3>
        {vertical && <SaveAction vertical={vertical} contentId={item.id} contentType="product" itemName={name} tease />}
      </div>
      {description && <p className="line-clamp-2 text-sm text-neutral-700">{description}</p>}
      {price !== undefined && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="text-base font-bold">{money(price, currency, language)}</span>
          {isOnSale(prices) && prices.list !== undefined && (
            <>
              <s className="text-neutral-600">{t("listPrice", { price: money(prices.list, currency, language) })}</s>
              <span className="font-bold text-red-700">{t("discount", { percent: discount ?? 0 })}</span>
            </>
          )}
        </p>
      )}
      {offer && <OfferAction offer={offer} productName={name} />}
    </article>
  );
}
