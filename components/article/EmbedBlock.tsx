import { getTranslations } from "next-intl/server";
import type { EmbedBlock as EmbedBlockData } from "@/lib/article/body-blocks";
import { normaliseEmbed, type EmbedSize } from "@/lib/article/embed";
import { html, innerHtml } from "@/lib/html/html";
import { youtubeFacadeHtml, youtubeWatchUrl } from "@/lib/article/youtube-facade";
import type { Language } from "@/lib/verticals/verticals";

const SIZE_CLASS: Record<EmbedSize, string> = { medium: "mx-auto w-full max-w-[500px] font-sans" };

/**
 * An embed of the article body. YouTube is a facade that becomes a privacy-enhanced player on click (the listener is
 * YouTubeFacades, on every article page); social posts are static cards linking to the post, so no third-party script
 * runs on the page; anything else is a plain link.
 */
export async function EmbedBlock({ block, language }: { block: EmbedBlockData; language: Language }) {
  const embed = normaliseEmbed(block);
  if (!embed) return null;
  const t = await getTranslations({ locale: language, namespace: "article" });

  switch (embed.kind) {
    case "youtube":
      return (
        <div
          className={SIZE_CLASS[embed.size]}
          dangerouslySetInnerHTML={{
            __html: youtubeFacadeHtml({ embedUrl: embed.embedUrl, watchUrl: youtubeWatchUrl(embed.videoId), title: t("embed.youtube"), play: t("embed.youtubePlay") }),
          }}
        />
      );
    case "tweet":
    case "facebookPost":
    case "instagram":
      return (
        <div
          className={SIZE_CLASS[embed.size]}
          {...innerHtml(
            html`<a href="${embed.url}" rel="noopener noreferrer" class="flex flex-col gap-1 rounded-lg border border-neutral-300 p-4 hover:border-accent"><span class="font-semibold text-neutral-900 underline decoration-accent decoration-2">${t(`embed.${embed.kind}`)}</span><span class="break-all text-sm text-neutral-600">${embed.url}</span></a>`,
          )}
        />
      );
    case "link":
      return (
        <p
          {...innerHtml(
            html`<a href="${embed.url}" rel="noopener noreferrer" class="font-semibold text-neutral-900 underline decoration-accent decoration-2">${t("embed.link", { host: embed.host })}</a>`,
          )}
        />
      );
  }
}
