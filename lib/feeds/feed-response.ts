import { isApiError } from "@/lib/api/api-error";

/** How long shared caches may serve a feed before asking again; crawlers read feeds far less often. */
export const FEED_MAX_AGE_SECONDS = 300;
/** When the content API fails, crawlers are asked to come back after this long. */
export const FEED_RETRY_AFTER_SECONDS = 120;

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";
export const TEXT_CONTENT_TYPE = "text/plain; charset=utf-8";

export function feedResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "cache-control": `public, max-age=0, s-maxage=${FEED_MAX_AGE_SECONDS}, stale-while-revalidate=${FEED_MAX_AGE_SECONDS}`,
    },
  });
}

export function feedNotFound(): Response {
  return new Response("Not Found\n", { status: 404, headers: { "content-type": TEXT_CONTENT_TYPE } });
}

function feedUnavailable(): Response {
  return new Response("Service Unavailable\n", {
    status: 503,
    headers: { "content-type": TEXT_CONTENT_TYPE, "retry-after": String(FEED_RETRY_AFTER_SECONDS), "cache-control": "no-store" },
  });
}

/**
 * Answers a machine-read document: the body `produce` writes, 404 when it finds nothing to write, and
 * 503 with Retry-After (never an HTML error page, never cached) when the content API fails.
 */
export async function respondWithFeed(contentType: string, produce: () => Promise<string | null>): Promise<Response> {
  try {
    const body = await produce();
    return body === null ? feedNotFound() : feedResponse(body, contentType);
  } catch (error) {
    if (!isApiError(error)) throw error;
    console.error(`feed unavailable: ${error.message}`);
    return feedUnavailable();
  }
}
