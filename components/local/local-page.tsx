import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isApiError } from "@/lib/api/api-error";
import { getLocalNews, getLocalWeather, getZipInfo } from "@/lib/api/local";
import { optionalLoad } from "@/lib/api/optional-load";
import type { LocalLocation } from "@/lib/local/local-state";
import { hasLocalNews } from "@/lib/navbar/shortcuts";
import type { LocalRoute } from "@/lib/local/route";
import type { PageContext } from "@/lib/pages/page-definition";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { contentMetadata } from "@/lib/seo/metadata";
import { LocalPage, type LocalData } from "./LocalPage";

/**
 * Local news and weather by zip code (spec 2 §2–§4, §7–§9) on the brands with local news: `/local` is the zip
 * form, `/local/{zip}` a shareable, cached server page with the zip's location, its local stories and the hourly
 * forecast. An unknown zip says "Zip code not found." with the spec's apology; a failing zip lookup only the apology.
 */
/** The shape of lib/pages' page definitions, for the local view's own route. */
interface LocalPageDefinition {
  load(route: LocalRoute, context: PageContext): Promise<LocalData>;
  canonicalPath(data: LocalData, context: PageContext): string;
  metadata(data: LocalData, context: PageContext): Metadata;
  render(data: LocalData, context: PageContext): ReactNode;
}

export const localPage: LocalPageDefinition = {
  async load({ zip }, { vertical }) {
    if (!hasLocalNews(vertical.slug)) notFound();
    const t = await getTranslations({ locale: vertical.language, namespace: "local" });
    const plain = { title: t("title"), description: t("description") };
    if (zip === null) return { kind: "form", ...plain };
    let location: LocalLocation;
    try {
      location = await getZipInfo(zip);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return error.status === 404 ? { kind: "zipNotFound", zip, ...plain } : { kind: "unavailable", zip, ...plain };
    }
    const [news, weather] = await Promise.all([
      optionalLoad(getLocalNews(zip, vertical.language), null),
      optionalLoad(getLocalWeather(zip), null),
    ]);
    const place = { city: location.city, state: location.state_code, zip };
    return { kind: "found", zip, location, news, weather, title: t("titleFor", place), description: t("descriptionFor", place) };
  },
  canonicalPath: (data) => (data.kind === "form" ? "/local" : `/local/${data.zip}`),
  metadata: (data, { vertical }) => ({
    ...contentMetadata({
      vertical,
      title: data.title,
      description: data.description,
      canonical: data.kind === "form" ? "/local" : `/local/${data.zip}`,
      type: "website",
    }),
    // One page per zip code is a search engine's crawl trap; an unknown zip is not a page at all.
    robots: { index: data.kind === "form", follow: true },
  }),
  render: (data, { vertical }) => <LocalPage data={data} vertical={vertical} />,
};
