import { NextResponse, type NextRequest } from "next/server";
import { errorPagePath, resolveRequestContext, rewritePath } from "@/lib/request-context/request-context";
import { pageSurrogateKeys, SURROGATE_KEY_HEADER } from "@/lib/cache/surrogate-keys";
import { CORRELATION_ID_HEADER, correlationIdFor } from "@/lib/ops/correlation-id.mjs";
import { REQUEST_BRAND_HEADER, REQUEST_KIND_HEADER } from "@/lib/ops/labels.mjs";
import { pageKindOfPath } from "@/lib/ops/page-kind";
import { DEFAULT_VERTICAL, verticalForHost } from "@/lib/verticals/verticals";
import { isLivePage, resolveRoute } from "@/lib/routing/resolve-route";
import { isServablePath } from "@/lib/routing/servable-path.mjs";
import { ERROR_PAGE_HEADER, errorPageStatus, isErrorPagePath } from "@/lib/routing/error-page.mjs";

/** Where a path no page can have is sent: a vertical's path whose segment no route accepts, so it is the 404 page. */
const NOT_A_PAGE = "/%25";

/** server/cache-policy.mjs's CACHE_KIND_HEADER: tells the server in front which Cache-Control a page gets. */
const CACHE_KIND_HEADER = "x-cache-kind";

/**
 * The request header Next takes its script nonce from. Only the server in front (server/serve.mjs)
 * sets the placeholder it swaps per answer; whatever a client sends is dropped, or a request could
 * make Next cache a page whose scripts carry a nonce of the client's choosing.
 */
function setNonceRequest(headers: Headers) {
  headers.delete("content-security-policy");
  const placeholder = process.env.CSP_NONCE_PLACEHOLDER;
  if (placeholder) headers.set("content-security-policy", `script-src 'nonce-${placeholder}'`);
}

/** Adapts the pure request-context resolution to Next: rewrite to /{vertical}/{view}/…, carry a correlation id. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    const response = isServablePath(pathname) ? NextResponse.next() : NextResponse.json({ error: "Malformed URL" }, { status: 400 });
    // For the operators' metrics and log (server/observe-requests.mjs), which take these headers off.
    response.headers.set(REQUEST_KIND_HEADER, "api");
    response.headers.set(REQUEST_BRAND_HEADER, verticalForHost(request.headers.get("host") ?? "") ?? DEFAULT_VERTICAL);
    return response;
  }
  const context = resolveRequestContext({
    host: request.headers.get("host"),
    // The error page route is the server's own (lib/routing/error-page.mjs): a reader asking for it gets the 404 page.
    pathname: isServablePath(pathname) && !isErrorPagePath(pathname) ? pathname : NOT_A_PAGE,
    searchParams: request.nextUrl.searchParams,
  });
  // server/error-pages.mjs asking for this request's whole error page (signed with this process's secret).
  const errorStatus = errorPageStatus(request.headers.get(ERROR_PAGE_HEADER), process.env.ERROR_PAGE_SECRET);
  // server/serve.mjs has set it already; `next dev` has not.
  const correlationId = correlationIdFor(request.headers.get(CORRELATION_ID_HEADER));

  const headers = new Headers(request.headers);
  headers.set(CORRELATION_ID_HEADER, correlationId);
  // Never trust a client-sent internal header (CVE-2025-29927).
  headers.delete("x-middleware-subrequest");
  setNonceRequest(headers);

  headers.delete(ERROR_PAGE_HEADER);
  const target = errorStatus ? errorPagePath(context, errorStatus) : rewritePath(context);
  const response = NextResponse.rewrite(new URL(target, request.url), { request: { headers } });
  response.headers.set(CORRELATION_ID_HEADER, correlationId);
  const page = resolveRoute(context.path.split("/").filter(Boolean));
  if (isLivePage(page)) response.headers.set(CACHE_KIND_HEADER, "live");
  // What the edge purges this answer by (lib/cache/surrogate-keys.ts).
  response.headers.set(SURROGATE_KEY_HEADER, pageSurrogateKeys(context.vertical, page).join(" "));
  response.headers.set(REQUEST_KIND_HEADER, errorStatus ? "error" : pageKindOfPath(context.path));
  response.headers.set(REQUEST_BRAND_HEADER, context.vertical);
  return response;
}

export const config = {
  // Leave build assets, image optimisation and static files alone. Route handlers pass through after the
  // percent-encoding check.
  matcher: ["/((?!_next/|favicon\\.ico$|icon\\.svg$).*)"],
};
