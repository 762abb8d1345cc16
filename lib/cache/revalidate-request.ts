/**
 * Who may ask the site to drop cached documents now, and which: a bearer token (REVALIDATE_TOKEN; unset, nobody)
 * and up to MAX_TAGS cache tags of the form the upstream calls carry (`article:rcna123`, `curation:news`, …).
 */
import { timingSafeEqual } from "node:crypto";

export const MAX_TAGS = 50;
const TAG = /^[a-z][a-z-]{0,30}:[\w./~-]{1,200}$/;

/** Whether `authorization` carries `token`, compared in constant time; never with no token configured. */
export function isAuthorized(authorization: string | null, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  const [given, expected] = [Buffer.from(authorization.slice("Bearer ".length)), Buffer.from(token)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tags of a request body `{ "tags": [...] }`, or null when the body is not that. */
export function requestedTags(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  return tags.every((tag): tag is string => typeof tag === "string" && TAG.test(tag)) ? [...new Set(tags)] : null;
}
