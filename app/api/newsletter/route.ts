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
  const origin = request.headers.get("origin");
  if (origin && new URL(origin).host !== request.headers.get("host")) {
    return Response.json({ error: "forbidden" }, { status: 403, headers: NO_STORE });
  }
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  const raw = await (isForm ? request.formData().then((form) => Object.fromEntries(form)) : request.json().catch(() => null));
  const input = newsletterSignupRequestSchema.safeParse(raw);
  if (!input.success) {
    const invalidEmail = input.error.issues.some((issue) => issue.path[0] === "email");
    return Response.json({ error: invalidEmail ? "invalidEmail" : "invalid" }, { status: 400, headers: NO_STORE });
  }

  const correlationId = request.headers.get(CORRELATION_ID_HEADER) ?? undefined;
  const ok = await signUpForNewsletter(input.data, { correlationId }).then(
    () => true,
    (error: unknown) => {
      console.error(`newsletter sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    },
  );
  if (isForm) {
    const back = ok ? NEWSLETTER_SUBSCRIBED_PATH : sameOriginPath(request.headers.get("referer"), request.headers.get("host")) ?? "/";
    return new Response(null, { status: 303, headers: { ...NO_STORE, location: back } });
  }
  return ok ? Response.json({ ok: true }, { headers: NO_STORE }) : Response.json({ error: "failed" }, { status: 502, headers: NO_STORE });
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
