import type { Card } from "@/lib/api/schemas/content";
import { parseBodyBlocks, type BodyBlock } from "@/lib/article/body-blocks";
import { normaliseEmbed } from "@/lib/article/embed";
import { youtubeWatchUrl } from "@/lib/article/youtube-facade";
import { imageCredit } from "@/lib/article/image-credit";
import { sanitizeInlineHtml } from "@/lib/article/sanitize";
import { ARTICLE_TIME_ZONE } from "@/lib/article/byline";
import { keptBy } from "@/lib/format/kept";
import type { Vertical } from "@/lib/verticals/verticals";

/**
 * A card's content made safe and plain on the server, so the same light component renders it in the
 * server HTML and in the browser (posts that arrive while the page is open) without shipping a
 * sanitizer to the browser.
 */
export type CardBlockView =
  | { type: "paragraph"; html: string }
  | { type: "heading"; level: 2 | 3 | 4; text: string }
  | { type: "list"; ordered: boolean; items: string[] }
  | { type: "image"; url: string; width: number; height: number; alt: string; caption: string | null; credit: string | null }
  | { type: "pullQuote"; text: string; attribution: string | null }
  | { type: "youtube"; embedUrl: string; watchUrl: string; title: string; play: string }
  | { type: "link"; url: string; label: string };

export interface CardView {
  id: string;
  headline: string;
  publishedAt: string;
  /** The time as the reader sees it, in the newsroom's time zone. */
  time: string;
  /** "By …", or null without authors. */
  byline: string | null;
  visible: CardBlockView[];
  /** Content after a show-more breakpoint marked to display; empty otherwise. */
  hidden: CardBlockView[];
}

/** Texts the view needs, from the `article` and `liveBlog` messages. */
export interface CardViewTexts {
  youtube: string;
  youtubePlay: string;
  tweet: string;
  facebookPost: string;
  instagram: string;
  link: (host: string) => string;
  credit: (credit: string) => string;
  byline: (authors: string) => string;
}

const SHOW_MORE = "showMoreBreakpoint";

/**
 * Spec 1 §4: a card list may contain a show-more breakpoint; content splits into visible (up to it)
 * and hidden (after it) only when the breakpoint is marked to display.
 */
export function splitAtShowMore(blocks: readonly unknown[]): { visible: unknown[]; hidden: unknown[] } {
  const index = blocks.findIndex((block) => {
    const candidate = block as { type?: unknown; display?: unknown } | null;
    return candidate?.type === SHOW_MORE && candidate.display === true;
  });
  const withoutMarkers = (list: readonly unknown[]) => list.filter((block) => (block as { type?: unknown } | null)?.type !== SHOW_MORE);
  if (index === -1) return { visible: withoutMarkers(blocks), hidden: [] };
  return { visible: withoutMarkers(blocks.slice(0, index)), hidden: withoutMarkers(blocks.slice(index + 1)) };
}

function blockView(block: BodyBlock, vertical: Vertical, texts: CardViewTexts): CardBlockView | null {
  switch (block.type) {
    case "paragraph": {
      const html = sanitizeInlineHtml(block.html, { siteHosts: vertical.hosts });
      return html.trim() ? { type: "paragraph", html } : null;
    }
    case "heading":
    case "list":
      return block;
    case "pullQuote":
      return { type: "pullQuote", text: block.text, attribution: block.attribution ?? null };
    case "image": {
      const credit = imageCredit(block.image);
      return {
        type: "image",
        url: block.image.url,
        width: block.image.width,
        height: block.image.height,
        alt: block.image.altText ?? "",
        caption: block.image.caption ?? null,
        credit: credit ? texts.credit(credit) : null,
      };
    }
    case "embed": {
      const embed = normaliseEmbed(block);
      if (!embed) return null;
      if (embed.kind === "youtube") {
        return { type: "youtube", embedUrl: embed.embedUrl, watchUrl: youtubeWatchUrl(embed.videoId), title: texts.youtube, play: texts.youtubePlay };
      }
      const label = embed.kind === "link" ? texts.link(embed.host) : texts[embed.kind];
      return { type: "link", url: embed.url, label };
    }
  }
}

function blockViews(blocks: readonly unknown[], source: string, vertical: Vertical, texts: CardViewTexts): CardBlockView[] {
  return parseBodyBlocks(blocks, source).flatMap((block) => blockView(block, vertical, texts) ?? []);
}

const cardTimeFormat = keptBy(
  (language: Vertical["language"]) =>
    new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
      hour: "numeric",
      minute: "2-digit",
      month: "short",
      day: "numeric",
      timeZone: ARTICLE_TIME_ZONE,
      timeZoneName: "short",
    }),
);

export function formatCardTime(iso: string, vertical: Vertical): string {
  return cardTimeFormat(vertical.language).format(new Date(iso));
}

export function toCardView(card: Card, vertical: Vertical, texts: CardViewTexts): CardView {
  const { visible, hidden } = splitAtShowMore(card.content.markupAndEmbeds);
  return {
    id: card.id,
    headline: card.headline.primary,
    publishedAt: card.date.publishedAt,
    time: formatCardTime(card.date.publishedAt, vertical),
    byline: card.authors?.length ? texts.byline(card.authors.map((author) => author.person.name).join(", ")) : null,
    visible: blockViews(visible, `card ${card.id}`, vertical, texts),
    hidden: blockViews(hidden, `card ${card.id}`, vertical, texts),
  };
}
