/**
 * The account routes' side of the attempt limits (lib/auth/rate-limit.ts): counted in the store the instances
 * share when there is one (lib/auth/shared-rate-limit.ts), else in this process, the reader's address as the server
 * in front reports it, and the 429 answer in the reader's language. Passwords and codes are never part of a key or a log line.
 */
import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages";
import type { IdentityResult } from "@/lib/api/auth";
import { failure, isRefusal } from "./bff";
import { opsEvent } from "@/server/ops-events.mjs";
import { sharedStore } from "@/server/shared-store.mjs";
import { AttemptLimiter, attemptCounts, type AttemptKind } from "./rate-limit";
import { SharedAttemptLimiter } from "./shared-rate-limit";
import { verticalOfRequest } from "./session";

/** Set by server/serve.mjs from the connection (or the CDN's header named by CLIENT_ADDRESS_HEADER); a client's own value is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-newsroom-client-address";

const limiter = new SharedAttemptLimiter(sharedStore(), new AttemptLimiter());

const attemptOf = (request: Request, email: string) => ({ email, address: request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown" });

/** A reserved attempt: `settle` with the identity service's answer keeps it counted or gives the slot back. */
export interface AttemptSlot {
  settle(result: IdentityResult<unknown>): void;
}

/**
 * Takes one attempt's slot before the identity call, or answers 429 with Retry-After when this account or address
 * has used its attempts. Taking the slot first means parallel guesses cannot all pass while the first are answered.
 */
export async function reserveAttempt(request: Request, kind: AttemptKind, email: string): Promise<Response | AttemptSlot> {
  const reservation = await limiter.reserve(kind, attemptOf(request, email));
  if (!reservation.granted) {
    opsEvent("sign_in_refused", { attempt: kind });
    return tooManyAttempts(request, reservation.retryAfterMs);
  }
  return {
    settle(result) {
      const outcome = result.success ? "success" : isRefusal(result) ? "refused" : "failed";
      if (!attemptCounts(kind, outcome)) reservation.release();
    },
  };
}

function tooManyAttempts(request: Request, waitMs: number): Response {
  const locale = verticalOfRequest(request).language;
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "account" });
  const seconds = Math.ceil(waitMs / 1000);
  return failure(429, t("tooManyAttempts", { minutes: Math.ceil(seconds / 60) }), new Headers({ "retry-after": String(seconds) }));
}
