import sanitizeHtml from "sanitize-html";
import type { Curation } from "@/lib/api/schemas/content";
import type { ViewFlags } from "@/lib/request-context/request-context";

/** Markup a marquee embed may use: structure, text and links; no scripts, styles, frames or handlers. */
const MARQUEE_ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: ["div", "section", "p", "h2", "h3", "h4", "ul", "ol", "li", "a", "strong", "em", "span", "small", "time", "br"],
  // rel is ours: the transform below overwrites whatever the markup says.
  allowedAttributes: { a: ["href", "rel"], time: ["datetime"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeMarqueeHtml(html: string): string {
  return sanitizeHtml(html, MARQUEE_ALLOWLIST);
}

/**
 * The embed URL of the front's marquee, or null: the first one not hidden, only on http(s), and in
 * the chromeless view only with showChromelessMarquee.
 */
export function marqueeEmbedUrl(curation: Curation, view: ViewFlags): string | null {
  if (view.isChromeless && !view.showChromelessMarquee) return null;
  const marquee = curation.marquees?.find((m) => !m.hidden);
  if (!marquee) return null;
  try {
    const url = new URL(marquee.embed.url);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
