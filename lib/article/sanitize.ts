import sanitizeHtml from "sanitize-html";
import { safeHref } from "./safe-url";

export interface SanitizeOptions {
  /** The vertical's hosts: absolute links to them become site paths. */
  siteHosts?: readonly string[];
}

/** Elements whose content is not reader text: dropped with everything inside them. */
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "template",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
  "svg",
  "math",
];

/** Any tag that is not allowed is unwrapped; renaming a link to it keeps the link's text. */
const UNWRAP = "span";

/**
 * Editorial inline HTML reduced to an allowlist: a[href], em, strong, b, i, br. Links keep only
 * site-relative, http(s) and mailto targets; links that leave the site get rel="noopener noreferrer".
 * Every other tag is unwrapped to its text, except non-text elements (scripts, styles, frames, SVG),
 * which are dropped whole. Attributes other than href never survive.
 */
export function sanitizeInlineHtml(html: string, { siteHosts = [] }: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ["a", "em", "strong", "b", "i", "br"],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const target = attribs.href === undefined ? null : safeHref(attribs.href, siteHosts);
        if (!target) return { tagName: UNWRAP, attribs: {} };
        const rel: sanitizeHtml.Attributes = target.kind === "web" ? { rel: "noopener noreferrer" } : {};
        return { tagName: "a", attribs: { href: target.href, ...rel } };
      },
    },
  });
}
