/**
 * A live-blog post's content as an HTML string: what `LiveBlogCard` puts inside its `<article>`. A post is static
 * (links, `<details>` and lazy images need no script; a YouTube facade plays through the article page's one listener),
 * so React neither hydrates its nodes nor carries them as element trees in the page's RSC payload: the first page's 150
 * posts cost the browser one node each (issue 24). The content arrives made safe (CardView: paragraph HTML sanitised on
 * the server); every other text is escaped here.
 */
import { getImageProps } from "next/image";
import type { CardBlockView, CardView } from "@/lib/live-blog/card-view";
import { escapeHtml } from "@/lib/format/escape-html";
import { youtubeFacadeHtml } from "@/lib/article/youtube-facade";

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
    `sizes="${escapeHtml(props.sizes ?? IMAGE_SIZES)}"`,
    props.srcSet ? `srcset="${escapeHtml(props.srcSet)}"` : "",
    `src="${escapeHtml(props.src)}"`,
  ].filter(Boolean);
  const credit = block.credit ? ` <small>${escapeHtml(block.credit)}</small>` : "";
  const caption = block.caption || block.credit ? `<figcaption>${escapeHtml(block.caption ?? "")}${credit}</figcaption>` : "";
  return `<figure><img ${attributes.join(" ")}>${caption}</figure>`;
}

function blockHtml(block: CardBlockView, loading: Loading): string {
  switch (block.type) {
    case "paragraph":
      return `<p>${block.html}</p>`;
    case "heading": {
      const tag = `h${Math.min(block.level + 1, 4)}`;
      return `<${tag}>${escapeHtml(block.text)}</${tag}>`;
    }
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
      return `<${tag}>${items}</${tag}>`;
    }
    case "image":
      return imageHtml(block, loading);
    case "pullQuote": {
      const attribution = block.attribution ? `<footer>— ${escapeHtml(block.attribution)}</footer>` : "";
      return `<blockquote><p>${escapeHtml(block.text)}</p>${attribution}</blockquote>`;
    }
    case "youtube":
      return youtubeFacadeHtml(block);
    case "link":
      return `<p><a href="${escapeHtml(block.url)}" rel="noopener noreferrer">${escapeHtml(block.label)}</a></p>`;
  }
}

const blocksHtml = (blocks: readonly CardBlockView[], loading: Loading) => blocks.map((block) => blockHtml(block, loading)).join("");

/** The inside of a post's `<article>`: time and permalink, headline (`{id}-headline`), byline, blocks, "Show more". */
export function cardHtml(card: CardView, texts: LiveBlogCardTexts, permalink: string, loading: Loading): string {
  const time =
    `<p class="lp-time"><a href="${escapeHtml(permalink)}">` +
    `<time datetime="${escapeHtml(card.publishedAt)}">${escapeHtml(card.time)}</time><span class="sr-only"> — ${escapeHtml(texts.permalink)}</span></a></p>`;
  const headline = `<h2 id="${escapeHtml(card.id)}-headline">${escapeHtml(card.headline)}</h2>`;
  const byline = card.byline ? `<p class="lp-byline">${escapeHtml(card.byline)}</p>` : "";
  const visible = `<div class="lp-body">${blocksHtml(card.visible, loading)}</div>`;
  const hidden =
    card.hidden.length > 0
      ? `<details><summary>${escapeHtml(texts.showMore)}</summary><div class="lp-body">${blocksHtml(card.hidden, loading)}</div></details>`
      : "";
  return time + headline + byline + visible + hidden;
}
