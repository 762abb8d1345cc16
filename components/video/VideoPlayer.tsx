import { getImageProps } from "next/image";
import { getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import type { Video } from "@/lib/api/schemas/content";
import { chooseVideoSources } from "@/lib/video/video-sources";

/** The poster's display width; its 1x rendition is the one URL a poster can have. */
const POSTER_WIDTH = 1000;

function posterUrl(image: NonNullable<Video["primaryImage"]>): string {
  const { props } = getImageProps({ src: image.url, alt: "", width: POSTER_WIDTH, height: Math.round((POSTER_WIDTH * image.height) / image.width) });
  return props.srcSet?.split(" ")[0] ?? props.src;
}

/**
 * A native, keyboard-operable video player that loads nothing until played. Its box is reserved by
 * the rendition's size, so the page never shifts. An expired video shows the spec's apology instead.
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
  return (
    <video
      controls
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
}
