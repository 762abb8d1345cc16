import { getTranslations } from "next-intl/server";
import type { Language } from "@/lib/verticals/verticals";
import type { CardViewTexts } from "./card-view";

/** The texts card views carry, in the vertical's language (server only). */
export async function cardViewTexts(locale: Language): Promise<CardViewTexts> {
  const t = await getTranslations({ locale, namespace: "article" });
  const live = await getTranslations({ locale, namespace: "liveBlog" });
  return {
    youtube: t("embed.youtube"),
    youtubePlay: t("embed.youtubePlay"),
    tweet: t("embed.tweet"),
    facebookPost: t("embed.facebookPost"),
    instagram: t("embed.instagram"),
    link: (host) => t("embed.link", { host }),
    credit: (credit) => t("imageCredit", { credit }),
    byline: (authors) => live("by", { authors }),
  };
}
