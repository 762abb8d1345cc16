import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { playlistSchema } from "@/lib/api/schemas/content";
import { breadcrumbList } from "@/lib/seo/breadcrumbs";
import { isHiddenOnMobile } from "@/lib/video/playlist";
import type { Vertical } from "@/lib/verticals/verticals";
import { JsonLd } from "@/components/seo/JsonLd";
import { VideoPlayer } from "./VideoPlayer";
import { VideoTease } from "./VideoTease";

export type PlaylistContent = z.infer<typeof playlistSchema>;

export const playlistPath = (id: string) => `/playlist/${id}`;

/**
 * A playlist: its first video in the player, then every video as a tease. All are in the HTML; below
 * the m breakpoint CSS hides those past the vertical's mobile playlist video count.
 */
export async function Playlist({ playlist, vertical }: { playlist: PlaylistContent; vertical: Vertical }) {
  const t = await getTranslations("video");
  const [first] = playlist.videos;
  return (
    <>
      <JsonLd data={breadcrumbList(vertical, [{ name: playlist.headline.primary, url: playlistPath(playlist.id) }])} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 l:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-black">{playlist.headline.primary}</h1>
          {first && (
            <>
              <VideoPlayer video={first} priority />
              <h2 className="font-serif text-xl font-bold leading-tight">{first.headline.primary}</h2>
              {first.description?.primary && <p className="text-neutral-700">{first.description.primary}</p>}
            </>
          )}
        </div>
        {playlist.videos.length > 0 && (
          <section className="flex flex-col gap-3">
            <h2 className="border-b-2 border-accent pb-1 text-lg font-bold">{t("playlistVideos")}</h2>
            <ol className="flex flex-col gap-4">
              {playlist.videos.map((video, index) => (
                <li key={video.id} className={isHiddenOnMobile(index, vertical) ? "max-m:hidden" : undefined}>
                  <VideoTease video={video} vertical={vertical.slug} nowPlaying={index === 0} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}
