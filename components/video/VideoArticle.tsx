import { getFormatter, getTranslations } from "next-intl/server";
import { ARTICLE_TIME_ZONE } from "@/lib/article/byline";
import type { Video } from "@/lib/api/schemas/content";
import { formatDuration } from "@/lib/format/duration";
import { contentBreadcrumbs, videoObjectJsonLd } from "@/lib/seo/json-ld-media";
import type { Vertical } from "@/lib/verticals/verticals";
import { JsonLd } from "@/components/seo/JsonLd";
import { ReadingHistory, SaveAction } from "@/components/saved/SaveAction";
import { VideoPlayer } from "./VideoPlayer";

/** A video page: the player, then headline, description, date and duration. */
export async function VideoArticle({ video, vertical }: { video: Video; vertical: Vertical }) {
  const t = await getTranslations("video");
  const format = await getFormatter();
  const duration = video.duration ? formatDuration(video.duration) : null;
  return (
    <>
      <JsonLd data={videoObjectJsonLd(video, vertical)} />
      <JsonLd data={contentBreadcrumbs(vertical, video)} />
      <article className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
        <VideoPlayer video={video} priority />
        <header className="flex flex-col gap-2">
          <h1 className="font-serif text-2xl font-bold leading-tight l:text-3xl">{video.headline.primary}</h1>
          {video.description?.primary && <p className="text-lg text-neutral-700">{video.description.primary}</p>}
          <p className="flex flex-wrap gap-x-4 text-sm text-neutral-600">
            {video.datePublished && (
              <time dateTime={video.datePublished}>
                {t("published", { date: format.dateTime(new Date(video.datePublished), { dateStyle: "long", timeZone: ARTICLE_TIME_ZONE }) })}
              </time>
            )}
            {video.duration && duration && <time dateTime={video.duration}>{t("duration", { duration })}</time>}
          </p>
          <div className="flex">
            <SaveAction vertical={vertical} contentId={video.id} contentType="video" />
          </div>
          <ReadingHistory contentId={video.id} contentType="video" />
        </header>
      </article>
    </>
  );
}
