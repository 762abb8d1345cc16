import { getTranslations } from "next-intl/server";
import type { AdGlobalConfig } from "@/lib/ads/setup";
import type { AdPage } from "./ad-page";
import { AdsLoader } from "./AdsLoader.island";

/** Preprocessors every page runs before its first ad request. */
export const PAGE_PREPROCESSORS = ["cable", "audience", "admantx"] as const;

/** The page's ad setup (the spec's global ad config), handed to the ads island; nothing when ads are off. */
export async function Ads({ ads }: { ads: AdPage | null }) {
  if (!ads) return null;
  const t = await getTranslations({ locale: ads.vertical.language, namespace: "ads" });
  const config: AdGlobalConfig = {
    site: ads.vertical.slug,
    publisherKey: ads.vertical.publisher,
    type: ads.type,
    pageid: ads.pageid,
    canonicalUrl: ads.canonicalUrl,
    language: ads.vertical.language,
    preprocessors: PAGE_PREPROCESSORS,
  };
  return <AdsLoader config={JSON.stringify(config)} creativeAlt={t("houseAdAlt", { brand: ads.vertical.displayName })} />;
}
