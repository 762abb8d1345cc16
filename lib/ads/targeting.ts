/** Page targeting (spec 1 §3 keys), the referrer rule (spec 1 §5) and the cable-provider tag (spec 1 §6). */
import { cableVisitor, type CableVisitorInput } from "@/lib/cable/cable-visitor";
import type { Targeting } from "./slots";

export { CABLE_PROVIDER_HOSTS, CABLE_RETURN_HOST_SESSION_KEY, TV_PROVIDER_COOKIE, TV_PROVIDER_STORAGE_KEY } from "@/lib/cable/cable-visitor";

/** Spec 1 §5: strip the protocol and `www`, then remove dots, slashes and colons. */
export function normalizeReferrer(referrer: string): string {
  return referrer
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/[./:]/g, "");
}

/**
 * Spec 1 §6: a visitor from a cable provider, known by a cookie (or the remembered TV provider) or by
 * a referrer on a provider's host (remembered for the browser session), gets the `xfinity` targeting tag (the rule is lib/cable's, shared with the
 * shell's cable-provider bar).
 */
export function cableProviderTargeting(input: CableVisitorInput): Targeting {
  return cableVisitor(input).kind === "provider" ? { xfinity: "true" } : {};
}

/**
 * Audience segments (`ksg`) and user id (`kuid`) that a data-management platform leaves in
 * localStorage under these keys; absent keys are left out.
 */
export function audienceTargeting(storage: { getItem(key: string): string | null }): Targeting {
  const targeting: Targeting = {};
  const segments = storage.getItem("ksg");
  const user = storage.getItem("kuid");
  if (segments) targeting.ksg = segments.split(",").map((s) => s.trim()).filter(Boolean);
  if (user) targeting.kuid = user;
  return targeting;
}

/** The ad group (`adg`): a bucket 0–9 kept for the browser session, so tests of ad setups can split readers. */
export function adGroup(stored: string | null, random: number): string {
  return stored !== null && /^[0-9]$/.test(stored) ? stored : String(Math.floor(random * 10) % 10);
}

/** Page-level targeting from what the server knows: the brand, page type and content id. */
export function pageTargeting(page: { site: string; type: string; pageid: string }): Targeting {
  return { site: page.site, type: page.type, pageid: page.pageid };
}

/** A slot's targeting: the page's, the preprocessors', then the slot's own (`pos`) on top; a referrer only when there is one. */
export function slotTargeting(page: Targeting, extra: Targeting, slot: Targeting, referrer: string): Targeting {
  const normalized = referrer ? normalizeReferrer(referrer) : "";
  return { ...page, ...extra, ...(normalized ? { referrer: normalized } : {}), ...slot };
}
