import { getTranslations } from "next-intl/server";
import type { Offer } from "@/lib/api/schemas/content";
import { safeWebUrl } from "@/lib/article/safe-url";
import { offerAction } from "@/lib/commerce/offers";

/**
 * The offer's outbound link (`rel="sponsored noopener"`, new tab) when it can be bought, else why not:
 * "Out of stock" or "Currently unavailable". An offer without a web address cannot be bought here.
 */
export async function OfferAction({ offer, productName, prominent = false }: { offer: Offer; productName: string; prominent?: boolean }) {
  const t = await getTranslations("product");
  const action = offerAction(offer);
  const href = safeWebUrl(offer.externalUrl)?.href;
  if (action !== "shop" || !href) {
    return <p className={`font-semibold text-neutral-700 ${prominent ? "text-lg" : "text-sm"}`}>{t(action === "outOfStock" ? "outOfStock" : "unavailable")}</p>;
  }
  return (
    <a
      href={href}
      rel="sponsored noopener"
      target="_blank"
      className={`inline-block self-start justify-self-start m:justify-self-end rounded-full bg-accent font-bold text-white no-underline hover:underline ${prominent ? "px-6 py-3 text-base" : "px-4 py-1.5 text-sm"}`}
    >
      {offer.seller ? t("shopAt", { seller: offer.seller.name }) : t("shop")}
      <span className="sr-only">
        {" "}
        {productName} {t("opensInNewTab")}
      </span>
    </a>
  );
}
