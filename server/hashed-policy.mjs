/**
 * The script policy of a page an edge cache shares between readers: no nonce (a stored nonce would be every reader's),
 * but the hash of each inline script the page carries, and `'self'` for the site's own script files (Next's chunks, the
 * paywall runtime, the JSONP zip lookup). Without `'strict-dynamic'`, so scripts that scripts insert must come from
 * the site or from PAYWALL_SCRIPT_URL's origin. See docs/decisions.md.
 */
import { createHash } from "node:crypto";

/** Inline scripts: `<script>` tags without `src`, their text up to the closing tag. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script (no type, or a JavaScript one, or a module); JSON-LD and the like are data. */
const SCRIPT_TYPE = /\btype\s*=\s*["']?(?!(?:text\/javascript|application\/javascript|module)["'\s>])[^"'\s>]+/i;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `html` rendered with the build's placeholder nonce, made shareable: the placeholder's `nonce` attributes are
 * dropped (and any other trace of it emptied), and the policy lists the sha256 of every inline script left.
 */
export function hashedPage(html, placeholder, { scriptOrigins = [] } = {}) {
  const body = placeholder
    ? html.replace(new RegExp(`\\s+nonce=(["'])${escapeRegExp(placeholder)}\\1`, "g"), "").replaceAll(placeholder, "")
    : html;
  const hashes = new Set();
  for (const [, attributes, text] of body.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || SCRIPT_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { body, policy: ["script-src 'self'", ...scriptOrigins, ...hashes].join(" ") };
}
