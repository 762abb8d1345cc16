/**
 * Body blocks of articles and live-blog cards. The block shapes are the content API's:
 * paragraph (inline <a href>, <em>, <strong> only), heading, list, image, pullQuote, embed.
 */
import type { Image, SeedContext } from "./context";
import type { Beat } from "./sections";
import { escapeHtml, type Writer } from "./text";

export type BodyBlock =
  | { type: "paragraph"; html: string }
  | { type: "heading"; level: 2; text: string }
  | { type: "list"; ordered: boolean; items: string[] }
  | { type: "image"; image: Image }
  | { type: "pullQuote"; text: string; attribution: string }
  | { type: "embed"; embedType: EmbedType; url: string; html?: string };

const EMBED_TYPES = ["youtube", "tweet", "facebookPost", "instagram", "unknownWidget"] as const;
type EmbedType = (typeof EMBED_TYPES)[number];

const UPDATE_NOTE = { en: "This story has been updated with additional information.", es: "Esta nota fue actualizada con más información." };
const READ_MORE = { en: "Read more", es: "Lee más" };
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";

export interface BodyLink {
  text: string;
  url: string;
}

function embed(writer: Writer, name: string): BodyBlock {
  const rng = writer.rng;
  const embedType = rng.pick(EMBED_TYPES);
  const handle = name.replace(/[^a-z0-9]/g, "").slice(0, 12);
  switch (embedType) {
    case "youtube":
      return { type: "embed", embedType, url: `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => rng.pick([...ALPHABET])).join("")}` };
    case "tweet":
      return { type: "embed", embedType, url: `https://twitter.com/${handle}/status/${rng.int(100_000_000, 999_999_999)}${rng.int(100_000_000, 999_999_999)}` };
    case "facebookPost":
      return { type: "embed", embedType, url: `https://www.facebook.com/${handle}/posts/${rng.int(100_000_000, 999_999_999)}` };
    case "instagram":
      return { type: "embed", embedType, url: `https://www.instagram.com/p/${Array.from({ length: 11 }, () => rng.pick([...ALPHABET])).join("")}/` };
    case "unknownWidget":
      return {
        type: "embed",
        embedType,
        url: `https://widgets.example.com/poll/${name}`,
        html: `<div class="widget-poll"><p>${escapeHtml(writer.sentence("national"))}</p></div>`,
      };
  }
}

interface BodyOptions {
  beat: Beat;
  /** Image names are derived from it, e.g. the article id. */
  name: string;
  paragraphs: number;
  /** Where a "read more" link may point. */
  link?: BodyLink;
  /** Opens the first paragraph with a bold dateline. */
  dateline?: boolean;
}

export function buildBody(ctx: SeedContext, writer: Writer, options: BodyOptions): BodyBlock[] {
  const rng = writer.rng;
  const language = ctx.vertical.language;
  const blocks: BodyBlock[] = [];
  const paragraph = (html: string): BodyBlock => ({ type: "paragraph", html });

  for (let i = 0; i < options.paragraphs; i++) {
    let html = escapeHtml(writer.paragraph(options.beat));
    if (i === 0 && options.dateline) html = `<strong>${escapeHtml(rng.pick(ctx.words.places).toUpperCase())}</strong> — ${html}`;
    blocks.push(paragraph(html));

    const isLast = i === options.paragraphs - 1;
    if (isLast) break;
    if (i === 1 && rng.chance(0.45)) {
      blocks.push({ type: "image", image: ctx.image(`${options.name}-body-${i}`, writer.sentence(options.beat), writer.sentence(options.beat), rng) });
    } else if (i === 2 && rng.chance(0.35)) {
      blocks.push({ type: "heading", level: 2, text: rng.pick(ctx.words.headings) });
    } else if (i === 3 && rng.chance(0.3)) {
      blocks.push({ type: "list", ordered: rng.chance(0.3), items: Array.from({ length: rng.int(3, 5) }, () => writer.sentence(options.beat)) });
    } else if (i === 4 && rng.chance(0.3)) {
      blocks.push({ type: "pullQuote", text: rng.pick(ctx.words.quotes), attribution: writer.personName() });
    } else if (i === 5 && rng.chance(0.35)) {
      blocks.push(embed(writer, options.name));
    } else if (i === 3 && options.link && rng.chance(0.5)) {
      blocks.push(paragraph(`<strong>${READ_MORE[language]}:</strong> <a href="${escapeHtml(options.link.url)}">${escapeHtml(options.link.text)}</a>`));
    }
  }
  if (rng.chance(0.15)) blocks.push(paragraph(`<em>${UPDATE_NOTE[language]}</em>`));
  return blocks;
}

/** 1–3 blocks for a live-blog card. */
export function buildCardBody(ctx: SeedContext, writer: Writer, beat: Beat, name: string): BodyBlock[] {
  const rng = writer.rng;
  const blocks: BodyBlock[] = Array.from({ length: rng.int(1, 2) }, () => ({ type: "paragraph" as const, html: escapeHtml(writer.paragraph(beat)) }));
  const extra = rng.next();
  if (extra < 0.1) blocks.push({ type: "image", image: ctx.image(`${name}-image`, writer.sentence(beat), writer.sentence(beat), rng) });
  else if (extra < 0.18) blocks.push(embed(writer, name));
  else if (extra < 0.24) blocks.push({ type: "list", ordered: false, items: Array.from({ length: 3 }, () => writer.sentence(beat)) });
  return blocks;
}
