import { createHash } from "node:crypto";
import { isApiError } from "@/lib/api/api-error";
import { pageSurrogateKeys, SURROGATE_KEY_HEADER } from "@/lib/cache/surrogate-keys";
import { DEFAULT_VERTICAL, verticalForHost, VERTICALS, type Vertical } from "@/lib/verticals/verticals";

/** Live-blog ids the site's polling routes accept (article ids in r… form). */
export const LIVE_BLOG_ID = /^r[a-z]{3}\d{1,12}$/;

/** The brand a route handler answers for: from the Host header, as the proxy does for pages. */
export function verticalOf(request: Request): Vertical {
  return VERTICALS[verticalForHost(request.headers.get("host") ?? "") ?? DEFAULT_VERTICAL];
}

/** The surrogate keys of a live blog's shared answers (its poll, "Load more"): the blog's own and its brand's. */
export const liveBlogSurrogateKeys = (request: Request, articleId: string) => pageSurrogateKeys(verticalOf(request).slug, { kind: "liveBlog", id: articleId });

/** A shared answer's body and its strong ETag. */
export interface SharedBody {
  json: string;
  etag: string;
}

export function sharedBody(body: unknown): SharedBody {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

/**
 * A JSON answer shared by every reader: a strong ETag over the body, 304 when the reader already has
 * it, and CDN caching for `maxAge` seconds (then served stale while refreshed), so N readers cost the
 * upstream about one request per interval. `surrogateKeys` name the documents it shows, for a purge at the edge.
 */
export function sharedJson(request: Request, body: unknown, maxAge: number, surrogateKeys: readonly string[] = []): Response {
  return sharedAnswer(request, sharedBody(body), maxAge, surrogateKeys);
}

export function sharedAnswer(request: Request, { json, etag }: SharedBody, maxAge: number, surrogateKeys: readonly string[] = []): Response {
  const headers = {
    etag,
    "cache-control": `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge * 2}`,
    vary: "Host",
    ...(surrogateKeys.length ? { [SURROGATE_KEY_HEADER]: surrogateKeys.join(" ") } : {}),
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}

/** Upstream trouble as the browser sees it: 404 for an unknown blog, 503 otherwise; never cached. */
export function upstreamFailure(error: unknown): Response {
  const status = isApiError(error) && error.status === 404 ? 404 : 503;
  console.error(error instanceof Error ? error.message : String(error));
  return Response.json({ error: status === 404 ? "not found" : "unavailable" }, { status, headers: { "cache-control": "no-store" } });
}
