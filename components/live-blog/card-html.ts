/**
 * A live-blog post's content as an HTML string: what `LiveBlogCard` puts inside its `<article>`. A post is static
 * (links, `<details>`, lazy images and frames need no script), so React neither hydrates its nodes nor carries them as
 * element trees in the page's RSC payload: the first page's 150 posts cost the browser one node each (issue 24). The
 * content arrives made safe (CardView: paragraph HTML sanitised on the server); every other text is escaped here.
 */
import { getImageProps } from "next/image";
import type { CardBlockView, CardView } from "@/lib/live-blog/card-view";
import { escapeHtml } from "@/lib/format/escape-html";

const LINKS = "[&_a]:font-semibold [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2";
const IMAGE_SIZES = "(min-width: 1000px) 680px, 100vw";

/** Texts a card shows, resolved by whoever renders it (server page or island). */
export interface LiveBlogCardTexts {
  showMore: string;
  permalink: string;
}

/** `lazy`, or `eager` where the view turned lazy loading off (lazyload=false). */
type Loading = "lazy" | "eager";

function imageHtml(block: Extract<CardBlockView, { type: "image" }>, loading: Loading): string {
  const { props } = getImageProps({ src: block.url, alt: block.alt, width: block.width, height: block.height, sizes: IMAGE_SIZES, loading });
  const attributes = [
    `alt="${escapeHtml(block.alt)}"`,
    `loading="${loading}"`,
    `width="${props.width}"`,
    `height="${props.height}"`,
    'decoding="async"',
    'class="h-auto w-full"',
    'style="color:transparent"',
    `sizes="${escapeHtml(props.sizes ?? IMAGE_SIZES)}"`,
    props.srcSet ? `srcset="${escapeHtml(props.srcSet)}"` : "",
    `src="${escapeHtml(props.src)}"`,
  ].filter(Boolean);
  const credit = block.credit ? ` <span class="text-xs uppercase">${escapeHtml(block.credit)}</span>` : "";
  const caption = block.caption || block.credit ? `<figcaption class="text-sm text-neutral-700">${escapeHtml(block.caption ?? "")}${credit}</figcaption>` : "";
  return `<figure class="flex flex-col gap-1"><img ${attributes.join(" ")}>${caption}</figure>`;
}

function blockHtml(block: CardBlockView, loading: Loading): string {
  switch (block.type) {
    case "paragraph":
      return `<p class="${LINKS}">${block.html}</p>`;
    case "heading": {
      const tag = `h${Math.min(block.level + 1, 4)}`;
      return `<${tag} class="font-serif text-lg font-bold">${escapeHtml(block.text)}</${tag}>`;
    }
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
      return `<${tag} class="flex flex-col gap-1 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}">${items}</${tag}>`;
    }
    case "image":
      return imageHtml(block, loading);
    case "pullQuote": {
      const attribution = block.attribution ? `<footer class="mt-1 text-sm text-neutral-700">— ${escapeHtml(block.attribution)}</footer>` : "";
      return `<blockquote class="border-l-4 border-accent pl-4 font-serif text-xl"><p>${escapeHtml(block.text)}</p>${attribution}</blockquote>`;
    }
    case "youtube":
      return (
        `<div class="relative aspect-video"><iframe src="${escapeHtml(block.embedUrl)}" title="${escapeHtml(block.title)}" loading="${loading}" ` +
        'allow="encrypted-media; picture-in-picture; fullscreen" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" ' +
        'class="absolute inset-0 h-full w-full"></iframe></div>'
      );
    case "link":
      return `<p><a href="${escapeHtml(block.url)}" rel="noopener noreferrer" class="font-semibold underline">${escapeHtml(block.label)}</a></p>`;
  }
}

const blocksHtml = (blocks: readonly CardBlockView[], loading: Loading) => blocks.map((block) => blockHtml(block, loading)).join("");

/** The inside of a post's `<article>`: time and permalink, headline (`{id}-headline`), byline, blocks, "Show more". */
export function cardHtml(card: CardView, texts: LiveBlogCardTexts, permalink: string, loading: Loading): string {
  const time =
    `<p class="text-sm font-semibold text-neutral-700"><a href="${escapeHtml(permalink)}" class="hover:underline">` +
    `<time datetime="${escapeHtml(card.publishedAt)}">${escapeHtml(card.time)}</time><span class="sr-only"> — ${escapeHtml(texts.permalink)}</span></a></p>`;
  const headline = `<h2 id="${escapeHtml(card.id)}-headline" class="font-serif text-2xl font-bold leading-tight">${escapeHtml(card.headline)}</h2>`;
  const byline = card.byline ? `<p class="text-sm text-neutral-700">${escapeHtml(card.byline)}</p>` : "";
  const visible = `<div class="flex flex-col gap-3 leading-relaxed">${blocksHtml(card.visible, loading)}</div>`;
  const hidden =
    card.hidden.length > 0
      ? `<details class="group"><summary class="cursor-pointer font-semibold text-neutral-900 underline decoration-accent">${escapeHtml(texts.showMore)}</summary>` +
        `<div class="mt-3 flex flex-col gap-3 leading-relaxed">${blocksHtml(card.hidden, loading)}</div></details>`
      : "";
  return time + headline + byline + visible + hidden;
}
