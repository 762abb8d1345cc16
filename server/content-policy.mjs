/**
 * The page policy's host lists, added to every HTML answer beside its script nonce (server/respond.mjs). Built at
 * run time from the same configuration the site uses, so one build serves any environment:
 * - frame-src: the article embeds' origins (lib/article/embed-origins.mjs, the body sanitizer's list) and the
 *   embedded upstream (live TV's provider login frame);
 * - img-src, media-src: the embedded upstream's public origin (images, TV logos and stream, videos), IMAGE_HOSTS,
 *   and for img-src the cookie-ping hosts (COOKIE_PING_URLS); `data:` and `blob:` images are inert;
 * - connect-src: the site, plus the paywall provider's origin when PAYWALL_SCRIPT_URL is absolute (its runtime
 *   fetches its templates beside itself). Ads, the local zip lookup and every island fetch through the site.
 * Styles may be inline: Next inlines critical CSS and React sets style attributes.
 */
import { EMBED_FRAME_ORIGINS } from "../lib/article/embed-origins.mjs";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const urlOf = (value) => (URL.canParse(value) ? new URL(value) : null);
const originOf = (value) => {
  const url = urlOf(value);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
};
const list = (value) => (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);

/** Where the embedded upstream's pages and files are, for the browser; null with a real content API. */
function upstreamOrigin(env) {
  if (env.UPSTREAM_PUBLIC_URL) return originOf(env.UPSTREAM_PUBLIC_URL);
  const embedded = !env.CONTENT_API_URL || LOOPBACK.has(urlOf(env.CONTENT_API_URL)?.hostname);
  // scripts/start.mjs's default UPSTREAM_PUBLIC_URL.
  return embedded ? `http://localhost:${env.UPSTREAM_PORT || 4000}` : null;
}

/** Origins scripts may come from besides the site, for a policy without 'strict-dynamic': the paywall provider's runtime. */
export const scriptOrigins = (env = process.env) => [env.PAYWALL_SCRIPT_URL ? originOf(env.PAYWALL_SCRIPT_URL) : null].filter(Boolean);

const directive = (name, sources) => `${name} ${[...new Set(sources.filter(Boolean))].join(" ")}`;

/** The policy's directives other than script-src and the ones every answer carries (next.config.ts). */
export function documentPolicy(env = process.env) {
  const upstream = upstreamOrigin(env);
  const imageHosts = list(env.IMAGE_HOSTS).map((host) => `https://${host}`);
  return [
    directive("default-src", ["'self'"]),
    directive("img-src", ["'self'", "data:", "blob:", upstream, ...imageHosts, ...list(env.COOKIE_PING_URLS).map(originOf)]),
    directive("media-src", ["'self'", "blob:", upstream, ...imageHosts]),
    directive("frame-src", ["'self'", ...EMBED_FRAME_ORIGINS, upstream]),
    directive("connect-src", ["'self'", env.PAYWALL_SCRIPT_URL ? originOf(env.PAYWALL_SCRIPT_URL) : null]),
    directive("font-src", ["'self'"]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
  ].join("; ");
}
