/**
 * The closed lists the operators' metrics and logs label requests with (server/metrics.mjs): a label never takes a
 * URL, an id or an address, so the number of series stays bounded whatever the traffic.
 */

/** Page kinds (lib/routing's, snake case), then what is not a page. */
export const REQUEST_KINDS = [
  "front",
  "article",
  "live_blog",
  "recipe",
  "product",
  "slideshow",
  "video",
  "playlist",
  "author",
  "show_blog",
  "embedded",
  "live_tv",
  "draft",
  "account",
  "local",
  "api",
  "image",
  "static",
  "error",
  "other",
];

/** The upstream services the site calls (lib/api/config.ts's bases and the ad server). */
export const UPSTREAM_SERVICES = ["content", "services", "identity", "mynews", "local", "ads", "other"];

/** proxy.ts names the kind and brand of what it routed on these response headers; server/serve.mjs takes them off. */
export const REQUEST_KIND_HEADER = "x-request-kind";
export const REQUEST_BRAND_HEADER = "x-request-brand";

const KNOWN_KINDS = new Set(REQUEST_KINDS);

/** `kind` if it is on the list, else "other". */
export const requestKind = (kind) => (KNOWN_KINDS.has(kind) ? kind : "other");

/** "2xx" … "5xx" for an HTTP status. */
export const statusClass = (status) => `${Math.floor(status / 100)}xx`;
