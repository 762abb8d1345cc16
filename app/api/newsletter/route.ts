import { isApiError } from "@/lib/api/api-error";
import { signUpForNewsletter } from "@/lib/api/content";
import { newsletterSignupRequestSchema } from "@/lib/api/schemas/content";
import { CORRELATION_ID_HEADER } from "@/lib/api/request";
import { NEWSLETTER_SUBSCRIBED_PATH } from "@/lib/newsletter/signup";

const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/newsletter: a newsletter package's sign-up, as JSON from the island or as a plain form
 * post. Answers JSON `{ok}` / `{error}`; a form post is redirected to the confirmation page or back.
 */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request.headers.get("origin"), request.headers.get("host"))) {
    return Response.json({ error: "forbidden" }, { status: 403, headers: NO_STORE });
  }
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const raw = await (isForm ? request.formData().then((form) => Object.fromEntries(form)) : request.json()).catch(() => null);
  const input = newsletterSignupRequestSchema.safeParse(raw);
  if (!input.success) {
    const invalidEmail = input.error.issues.some((issue) => issue.path[0] === "email");
    return Response.json({ error: invalidEmail ? "invalidEmail" : "invalid" }, { status: 400, headers: NO_STORE });
  }

  const correlationId = request.headers.get(CORRELATION_ID_HEADER) ?? undefined;
  const outcome = await signUpForNewsletter(input.data, { correlationId }).then(
    () => "ok" as const,
    (error: unknown) => {
      // The service refused the request itself (an unknown newsletter key): the reader's input, not an outage.
      if (isApiError(error) && error.status === 400) return "refused" as const;
      console.error(`newsletter sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
      return "failed" as const;
    },
  );
  if (outcome === "refused" && !isForm) return Response.json({ error: "invalid" }, { status: 400, headers: NO_STORE });
  const ok = outcome === "ok";
  if (isForm) {
    const back = ok ? NEWSLETTER_SUBSCRIBED_PATH : sameOriginPath(request.headers.get("referer"), request.headers.get("host")) ?? "/";
    return new Response(null, { status: 303, headers: { ...NO_STORE, location: back } });
  }
  return ok ? Response.json({ ok: true }, { headers: NO_STORE }) : Response.json({ error: "failed" }, { status: 502, headers: NO_STORE });
}

/** No Origin (a plain form post from an old browser) passes; an Origin that is not a URL or is another host does not. */
function sameOrigin(origin: string | null, host: string | null): boolean {
  if (origin === null) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function sameOriginPath(referer: string | null, host: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
