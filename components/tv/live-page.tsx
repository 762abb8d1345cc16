import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { optionalLoad } from "@/lib/api/optional-load";
import { getListingFeed, getSchedule, getThumbnailIndex } from "@/lib/api/tv";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import { currentAndUpcoming, groupByBroadcastDay, toScheduleItem, weeklyScheduleQuery } from "@/lib/tv/schedule";
import { formatBroadcastDay } from "@/lib/tv/time";
import { LiveTvPage, type LiveTvData } from "./LiveTvPage";

/**
 * Live TV at `/live` (spec 2 §2–§4, §7–§9) on brands with the liveTv flag: the schedule (current show, up to 12
 * upcoming, the broadcast week) is server HTML, cached and re-rendered every minute; the provider login, temp pass
 * and player are a client island loaded only here.
 */
export const livePage: PageDefinition<RouteOf<"live">, LiveTvData> = {
  async load(_route, { vertical }) {
    if (!vertical.flags.liveTv) notFound();
    const now = Date.now();
    const language = vertical.language;
    const [entries, weekly, thumbnails, t] = await Promise.all([
      optionalLoad(getSchedule(vertical.slug), null),
      optionalLoad(getListingFeed(weeklyScheduleQuery(vertical.slug, now)), []),
      optionalLoad(getThumbnailIndex(vertical.slug), null),
      getTranslations({ locale: language, namespace: "tv" }),
    ]);
    const items = (entries ?? []).map((entry) => toScheduleItem(entry, thumbnails, language));
    const { current, upcoming } = currentAndUpcoming(items, now);
    const week = groupByBroadcastDay(weekly.map((entry) => toScheduleItem(entry, thumbnails, language))).map((group) => ({
      ...group,
      heading: formatBroadcastDay(group.day, language),
    }));
    const brand = { brand: vertical.displayName };
    return { current, upcoming, week, scheduleFailed: entries === null, title: t("title", brand), description: t("description", brand) };
  },
  canonicalPath: () => "/live",
  metadata: (data, { vertical }) => contentMetadata({ vertical, title: data.title, description: data.description, canonical: "/live", type: "website" }),
  render: (data, { vertical }) => <LiveTvPage data={data} vertical={vertical} />,
};
