/**
 * The newsroom's publish event: what the upstream (or a real CMS) sends the site when a document changes, and how it
 * is signed. `X-Newsroom-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the shared secret}`
 * (NEWSROOM_WEBHOOK_SECRET). The site refuses a signature older or newer than SIGNATURE_TOLERANCE_SECONDS, and one it has
 * seen before (a replay). The body names the surrogate keys to purge: `{"event","id","keys","at"}`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-newsroom-signature";
/** The embedded upstream's and the site's shared default; set NEWSROOM_WEBHOOK_SECRET to your own anywhere real. */
export const DEFAULT_WEBHOOK_SECRET = "newsroom-embedded-webhook-secret";
/** How far a signature's time may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type PublishEventKind = "article.updated" | "article.unpublished" | "article.published";

export interface PublishEvent {
  event: PublishEventKind;
  /** The changed document. */
  id: string;
  /** Surrogate keys of every answer that shows it (see lib/cache/surrogate-keys.ts). */
  keys: string[];
  /** When the change was made, ISO 8601. */
  at: string;
}

export const webhookSecret = (env: Record<string, string | undefined> = process.env) => env.NEWSROOM_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET;

const mac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true; timestamp: number; mac: string } | { ok: false; reason: "malformed" | "stale" | "mismatch" };

/** Whether `header` signs `body` with `secret` at a time within the tolerance of `nowSeconds`. */
export function checkSignature(header: string | null, body: string, secret: string, nowSeconds: number): SignatureCheck {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? "") || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return { ok: false, reason: "malformed" };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: "stale" };
  const expected = Buffer.from(mac(secret, timestamp, body), "hex");
  if (!timingSafeEqual(expected, Buffer.from(parts.v1 as string, "hex"))) return { ok: false, reason: "mismatch" };
  return { ok: true, timestamp, mac: parts.v1 as string };
}
