/**
 * The paywall's route handlers' logic (server only). The entitlement is decided here, per request, with the verified
 * token: the gated part of a story leaves the site only in a private, no-store answer to a reader the provider says
 * may read it. Answers: 200 `{html}`; 401 signed out; 403 no access; 404 not a gated story.
 */
import { getArticle } from "@/lib/api/content";
import { apiBaseUrl } from "@/lib/api/config";
import { isApiError } from "@/lib/api/api-error";
import { paywallApi } from "@/lib/api/paywall";
import { checkoutRequestSchema } from "@/lib/api/schemas/paywall";
import { crossOrigin, PRIVATE_NO_STORE, readBody, sessionHeaders } from "@/lib/auth/bff";
import { sessionOfRequest, verticalOfRequest } from "@/lib/auth/session";
import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages";
import { paywallAid } from "./config";
import { articleGate, splitBody, storyVertical } from "./gate";
import { gatedBodyHtml } from "./gated-html";

const ARTICLE_ID = /^r[a-z]{2}a\d{1,12}$/;

function privateAnswer(body: unknown, status: number, headers = new Headers()): Response {
  headers.set("cache-control", PRIVATE_NO_STORE);
  headers.set("content-type", "application/json");
  headers.set("vary", "Cookie");
  return new Response(JSON.stringify(body), { status, headers });
}

/** GET /api/paywall/articles/{id}: the gated part of a story for a reader who may read it. */
export async function gatedBodyResponse(request: Request, id: string): Promise<Response> {
  if (!ARTICLE_ID.test(id)) return privateAnswer({ error: "not a gated story" }, 404);
  let article;
  try {
    article = await getArticle(id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return privateAnswer({ error: "not a gated story" }, 404);
    return privateAnswer({ error: "content unavailable" }, 502);
  }
  // The story's own brand decides the gate and the aid, whichever brand's host is asked.
  const vertical = storyVertical(article, verticalOfRequest(request));
  const gate = articleGate(article, vertical);
  if (article.hidden || !gate.gated) return privateAnswer({ error: "not a gated story" }, 404);

  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state !== "authenticated") return privateAnswer({ authenticated: false }, 401, headers);
  const aid = paywallAid(vertical.slug);
  if (!aid) return privateAnswer({ authenticated: true, access: false, freeReadsLeft: 0 }, 403, headers);

  const access = await paywallApi.access({ userId: session.userId, accessToken: session.accessToken }, aid, article.id);
  if (!access.ok) return privateAnswer({ error: "paywall unavailable" }, access.status === 401 ? 401 : 502, headers);
  if (!access.data.access) return privateAnswer({ authenticated: true, access: false, freeReadsLeft: access.data.freeReadsLeft }, 403, headers);
  const html = gatedBodyHtml(splitBody(article.body, gate.teaserBlocks).gated, vertical.hosts, `article ${article.id}`);
  return privateAnswer({ authenticated: true, access: true, reason: access.data.reason, freeReadsLeft: access.data.freeReadsLeft, html }, 200, headers);
}

/** POST /api/paywall/checkout: the embedded provider's checkout, for the signed-in reader, with the brand's aid. */
export async function checkoutResponse(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const vertical = verticalOfRequest(request);
  // The site's own refusals, in the brand's language (the runtime shows them as they come).
  const t = createTranslator({ locale: vertical.language, messages: MESSAGES[vertical.language], namespace: "paywall.checkoutErrors" });
  const body = checkoutRequestSchema.safeParse(await readBody(request));
  if (!body.success) return privateAnswer({ error: { field: String(body.error.issues[0]?.path.at(-1) ?? "") || null, message: t("invalid") } }, 400);
  const aid = paywallAid(vertical.slug);
  if (!aid || !vertical.flags.gatedContent) return privateAnswer({ error: { field: null, message: t("notOffered") } }, 404);
  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state !== "authenticated") return privateAnswer({ error: { field: null, message: t("signIn") } }, 401, headers);
  const answer = await paywallApi.checkout({ userId: session.userId, accessToken: session.accessToken }, aid, body.data);
  if (answer.ok) return privateAnswer({ data: answer.data }, 201, headers);
  if (answer.refusal && answer.status >= 400 && answer.status < 500) return privateAnswer({ error: answer.refusal }, answer.status, headers);
  return privateAnswer({}, answer.status === 401 ? 401 : 502, headers);
}

/** The provider files the browser may load through the site: the runtime, and an aid's offer template. */
export function providerPath(segments: readonly string[]): string | null {
  if (segments.length === 1 && segments[0] === "runtime.js") return "runtime.js";
  if (segments.length === 2 && segments[0] === "templates" && /^[A-Za-z0-9_-]{1,80}$/.test(segments[1] ?? "")) return `templates/${segments[1]}`;
  return null;
}

/** GET /api/paywall/provider/…: a pass-through to the embedded provider (public, cacheable: nothing personal). */
export async function providerPassThrough(segments: readonly string[]): Promise<Response> {
  const path = providerPath(segments);
  if (!path) return Response.json({ error: "not found" }, { status: 404 });
  try {
    const upstream = await fetch(`${apiBaseUrl("services")}/paywall/${path}`, { cache: "no-store", signal: AbortSignal.timeout(5000) });
    if (!upstream.ok) return Response.json({ error: "not found" }, { status: upstream.status === 404 ? 404 : 502, headers: { "cache-control": "no-store" } });
    return new Response(upstream.body, {
      status: 200,
      headers: {
        "cache-control": "public, max-age=300",
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    console.error(`paywall provider unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: "paywall provider unavailable" }, { status: 502, headers: { "cache-control": "no-store" } });
  }
}
