import { getTranslations } from "next-intl/server";
import type { Video } from "@/lib/api/schemas/content";
import { formatDuration } from "@/lib/format/duration";
import { toSiteHref } from "@/lib/urls/site-path";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { TeaseImage } from "@/components/front/TeaseImage";

/** A video in a playlist: thumbnail with its duration, headline link; the video in the player is marked. */
export async function VideoTease({ video, vertical, nowPlaying }: { video: Video; vertical: VerticalSlug; nowPlaying: boolean }) {
  const t = await getTranslations("video");
  const href = toSiteHref(video.url.primary, vertical);
  const image = video.teaseImage ?? video.primaryImage;
  const duration = video.duration ? formatDuration(video.duration) : null;
  return (
    <article className={`flex gap-3 ${nowPlaying ? "border-l-4 border-accent pl-2" : ""}`}>
      {image && (
        <div className="relative w-36 shrink-0">
          <a href={href} tabIndex={-1} aria-hidden="true">
            <TeaseImage image={image} width={144} />
          </a>
          {duration && (
            <span aria-hidden="true" className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-xs text-white tabular-nums">
              {duration}
            </span>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        {nowPlaying && <p className="text-xs font-bold uppercase tracking-wide text-neutral-700">{t("nowPlaying")}</p>}
        <h3 className="text-sm font-semibold leading-snug">
          <a href={href} className="hover:underline">
            {video.headline.tease ?? video.headline.primary}
          </a>
        </h3>
        {duration && <p className="sr-only">{t("duration", { duration })}</p>}
      </div>
    </article>
  );
}
