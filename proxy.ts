import { NextResponse, type NextRequest } from "next/server";
import { resolveRequestContext, rewritePath } from "@/lib/request-context/request-context";
import { CORRELATION_ID_HEADER } from "@/lib/api/request";

const CORRELATION_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Adapts the pure request-context resolution to Next: rewrite to /{vertical}/{view}/…, carry a correlation id. */
export function proxy(request: NextRequest) {
  const context = resolveRequestContext({
    host: request.headers.get("host"),
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
  });
  const incoming = request.headers.get(CORRELATION_ID_HEADER);
  const correlationId = incoming && CORRELATION_ID.test(incoming) ? incoming : crypto.randomUUID();

  const headers = new Headers(request.headers);
  headers.set(CORRELATION_ID_HEADER, correlationId);
  // Never trust a client-sent internal header (CVE-2025-29927).
  headers.delete("x-middleware-subrequest");

  const response = NextResponse.rewrite(new URL(rewritePath(context), request.url), { request: { headers } });
  response.headers.set(CORRELATION_ID_HEADER, correlationId);
  return response;
}

export const config = {
  // Leave build assets, image optimisation, route handlers and static files alone.
  matcher: ["/((?!_next/|api/|favicon\\.ico$|icon\\.svg$).*)"],
};
