/**
 * An article body's blocks, figures and embeds as markup (lib/html/html.ts): the body is static, so a run of blocks
 * between two interactive parts (inline newsletter, ad slot, recommendation reel) is one string for React, not an
 * element per block to serialise into the RSC payload, render and hydrate (issue 24).
 */
import type { BodyBlock, EmbedBlock } from "@/lib/article/body-blocks";
import { normaliseEmbed, type EmbedSize } from "@/lib/article/embed";
import { imageCredit } from "@/lib/article/image-credit";
import { sanitizeInlineHtml } from "@/lib/article/sanitize";
import { youtubeFacadeHtml, youtubeWatchUrl } from "@/lib/article/youtube-facade";
import type { z } from "zod";
import type { imageSchema } from "@/lib/api/schemas/content";
import { html, trustedHtml, type SafeHtml } from "@/lib/html/html";
import { imageHtml } from "@/lib/html/image";
import type { Vertical } from "@/lib/verticals/verticals";
import { loadingFor } from "@/components/front/image-loading";

export type ArticleImage = z.infer<typeof imageSchema>;

/** The `article` namespace's translator, as the page's getTranslations gives it. */
export type ArticleTexts = (key: string, values?: Record<string, string | number>) => string;

const HEADING_SIZE = { 2: "text-2xl", 3: "text-xl", 4: "text-lg" } as const;
const PARAGRAPH_LINKS = "[&_a]:font-semibold [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2";
const EMBED_SIZE: Record<EmbedSize, string> = { medium: "mx-auto w-full max-w-[500px] font-sans" };

export const FIGURE_CLASS = "flex flex-col gap-2";

/**
 * What an article image's figure holds: the image and its caption and credit. Width and height come from the image,
 * so the box is reserved before it loads. `priority` marks the page's likely LCP image (the primary media).
 */
export function figureContentHtml(image: ArticleImage, { sizes, priority = false }: { sizes: string; priority?: boolean }, t: ArticleTexts): SafeHtml {
  const credit = imageCredit(image);
  const img = imageHtml({
    src: image.url,
    alt: image.altText ?? "",
    width: image.width,
    height: image.height,
    sizes,
    className: "h-auto w-full bg-neutral-200",
    ...loadingFor(priority),
  });
  const caption =
    (image.caption || credit) &&
    html`<figcaption class="font-sans text-sm text-neutral-700">${image.caption}${
      credit && html`<span class="ml-2 text-xs uppercase tracking-wide text-neutral-600">${t("imageCredit", { credit })}</span>`
    }</figcaption>`;
  return html`${img}${caption}`;
}

/**
 * An embed of the body. YouTube is a facade that becomes a privacy-enhanced player on click (the listener is
 * YouTubeFacades, on every article page); social posts are static cards linking to the post, so no third-party script
 * runs on the page; anything else is a plain link; an embed without a usable address draws nothing.
 */
function embedHtml(block: EmbedBlock, t: ArticleTexts): SafeHtml | null {
  const embed = normaliseEmbed(block);
  if (!embed) return null;
  switch (embed.kind) {
    case "youtube":
      return html`<div class="${EMBED_SIZE[embed.size]}">${trustedHtml(
        youtubeFacadeHtml({ embedUrl: embed.embedUrl, watchUrl: youtubeWatchUrl(embed.videoId), title: t("embed.youtube"), play: t("embed.youtubePlay") }),
      )}</div>`;
    case "tweet":
    case "facebookPost":
    case "instagram":
      return html`<div class="${EMBED_SIZE[embed.size]}"><a href="${embed.url}" rel="noopener noreferrer" class="flex flex-col gap-1 rounded-lg border border-neutral-300 p-4 hover:border-accent"><span class="font-semibold text-neutral-900 underline decoration-accent decoration-2">${t(`embed.${embed.kind}`)}</span><span class="break-all text-sm text-neutral-600">${embed.url}</span></a></div>`;
    case "link":
      return html`<p><a href="${embed.url}" rel="noopener noreferrer" class="font-semibold text-neutral-900 underline decoration-accent decoration-2">${t("embed.link", { host: embed.host })}</a></p>`;
  }
}

/** One block of the body. Paragraph HTML is editorial and goes through the allowlist sanitizer; every other text is escaped. */
export function bodyBlockHtml(block: BodyBlock, vertical: Vertical, t: ArticleTexts): SafeHtml | null {
  switch (block.type) {
    case "paragraph": {
      const markup = sanitizeInlineHtml(block.html, { siteHosts: vertical.hosts });
      return markup.trim() ? html`<p class="${PARAGRAPH_LINKS}">${trustedHtml(markup)}</p>` : null;
    }
    case "heading":
      return html`<h${block.level} class="font-serif font-bold leading-tight ${HEADING_SIZE[block.level]}">${block.text}</h${block.level}>`;
    case "list": {
      const list = block.ordered ? "ol" : "ul";
      return html`<${list} class="flex flex-col gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}">${block.items.map((item) => html`<li>${item}</li>`)}</${list}>`;
    }
    case "image":
      return html`<figure class="${FIGURE_CLASS}">${figureContentHtml(block.image, { sizes: "(min-width: 758px) 680px, 100vw" }, t)}</figure>`;
    case "pullQuote":
      return html`<figure class="border-l-4 border-accent pl-4"><blockquote class="font-serif text-2xl font-semibold leading-snug"><p>${block.text}</p></blockquote>${
        block.attribution && html`<figcaption class="mt-2 text-sm text-neutral-700">— ${block.attribution}</figcaption>`
      }</figure>`;
    case "embed":
      return embedHtml(block, t);
  }
}
