import { getImageProps } from "next/image";
import { getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import type { Video } from "@/lib/api/schemas/content";
import { VIDEO_FACADE_ATTRIBUTE } from "@/lib/video/video-facade";
import { chooseVideoSources, MP4_TYPE } from "@/lib/video/video-sources";
import { VideoFacades } from "./VideoFacades.island";

/** The poster's display width; its 1x rendition is the one URL a poster can have. */
const POSTER_WIDTH = 1000;

function posterUrl(image: NonNullable<Video["primaryImage"]>): string {
  const { props } = getImageProps({ src: image.url, alt: "", width: POSTER_WIDTH, height: Math.round((POSTER_WIDTH * image.height) / image.width) });
  return props.srcSet?.split(" ")[0] ?? props.src;
}

/**
 * A native, keyboard-operable video player that loads nothing until played: a facade (poster and play link) until
 * the reader starts it. Its box is reserved by the rendition's size, so the page never shifts. An expired video shows
 * the spec's apology instead.
 * `priority` marks the poster as the page's likely LCP image; `autoplayMuted` is the brands' hero video
 * behaviour (it starts silently, with controls to unmute).
 */
export async function VideoPlayer({ video, priority = false, autoplayMuted = false }: { video: Video; priority?: boolean; autoplayMuted?: boolean }) {
  const t = await getTranslations("video");
  const chosen = chooseVideoSources(video.videoAssets);
  const width = chosen?.width ?? 16;
  const height = chosen?.height ?? 9;

  if (video.expired) {
    return (
      <div style={{ aspectRatio: `${width} / ${height}` }} className="flex w-full items-center justify-center bg-neutral-900 p-6 text-center text-lg font-semibold text-white">
        <p>{t("expired")}</p>
      </div>
    );
  }

  const image = video.primaryImage ?? video.teaseImage;
  const poster = image ? posterUrl(image) : undefined;
  // In the player's CORS mode: a preload in another credentials mode would not be used, and the poster fetched twice.
  if (poster && priority) preload(poster, { as: "image", fetchPriority: "high", crossOrigin: "anonymous" });
  // A player that does not start on its own is a facade until played (lib/video/video-facade.ts); without script its
  // link opens the file a browser without HLS would play.
  const file = chosen?.sources.find((source) => source.type === MP4_TYPE) ?? chosen?.sources[0];
  const facade = !autoplayMuted && file !== undefined;
  const player = (
    <video
      controls={!facade}
      preload={autoplayMuted ? "metadata" : "none"}
      autoPlay={autoplayMuted}
      muted={autoplayMuted}
      playsInline
      // Chromium's native HLS plays a cross-origin stream only in CORS mode; media hosts answer with CORS headers.
      crossOrigin="anonymous"
      poster={poster}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-label={t("player", { headline: video.headline.primary })}
      className="h-auto w-full bg-black"
    >
      {chosen?.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      <p className="p-4 text-white">{t("unsupported")}</p>
    </video>
  );
  if (!facade) return player;
  return (
    <div className="relative">
      {player}
      <a
        href={file.src}
        {...{ [VIDEO_FACADE_ATTRIBUTE]: "" }}
        aria-label={t("play", { headline: video.headline.primary })}
        className="group absolute inset-0 flex items-center justify-center"
      >
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-black/70 text-white ring-2 ring-white/80 group-hover:bg-accent group-focus-visible:bg-accent">
          <svg viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
            <path d="M7 4.5v15l12.5-7.5z" />
          </svg>
        </span>
      </a>
      <VideoFacades />
    </div>
  );
}
