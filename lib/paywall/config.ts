/**
 * Where the paywall provider's runtime comes from and which `aid` (the provider's application id) each brand uses
 * (spec 1 §7: "the paywall runtime script (with an aid query parameter per vertical)"). Read on the server at render
 * time. Defaults: the embedded upstream's runtime through the site's pass-through, and one embedded aid per gated brand.
 */
import type { VerticalSlug } from "@/lib/verticals/verticals";

/** The site's own pass-through to the embedded upstream's runtime (`/services/paywall/runtime.js`). */
export const EMBEDDED_PAYWALL_SCRIPT_URL = "/api/paywall/provider/runtime.js";

/** The embedded provider's application ids; the brands with gated content (news, today) have one each. */
export const EMBEDDED_PAYWALL_AIDS: Readonly<Partial<Record<VerticalSlug, string>>> = {
  news: "nbcnews-embedded",
  today: "today-embedded",
};

type Env = Readonly<Record<string, string | undefined>>;

/** PAYWALL_SCRIPT_URL, else the embedded runtime. */
export function paywallScriptUrl(env: Env = process.env): string {
  return env.PAYWALL_SCRIPT_URL?.trim() || EMBEDDED_PAYWALL_SCRIPT_URL;
}

/** PAYWALL_AID_{VERTICAL} (e.g. PAYWALL_AID_NEWS), else the embedded aid; null for a brand without one. */
export function paywallAid(vertical: VerticalSlug, env: Env = process.env): string | null {
  return env[`PAYWALL_AID_${vertical.toUpperCase()}`]?.trim() || EMBEDDED_PAYWALL_AIDS[vertical] || null;
}

/** The runtime's address with the brand's aid, as the browser loads it. */
export function paywallScriptSrc(scriptUrl: string, aid: string): string {
  return `${scriptUrl}${scriptUrl.includes("?") ? "&" : "?"}aid=${encodeURIComponent(aid)}`;
}
