/**
 * Cable-provider visitors (spec 1 §6): known by the `tvProvider` cookie (or the remembered TV provider) or by a
 * referrer on a provider's host. They get an extra header bar and the `xfinity` ad targeting tag (lib/ads/targeting
 * applies this same rule); both are decided in the browser so shared pages stay cached. Kept apart from the ad
 * targeting so the shell's eager script carries only this.
 */

/**
 * Where the reader's TV (cable) provider is remembered: the `tvProvider` cookie the live-TV login sets, or this
 * localStorage key, holding the provider id (e.g. `xfinity`).
 */
export const TV_PROVIDER_COOKIE = "tvProvider";
export const TV_PROVIDER_STORAGE_KEY = "newsroom.tvProvider";
/** sessionStorage key: the provider host a referrer-only visitor came from, so the next pages keep the bar. */
export const CABLE_RETURN_HOST_SESSION_KEY = "newsroom.cableReturnHost";

/** Hosts of cable providers whose readers count as provider visitors when they arrive from them. */
export const CABLE_PROVIDER_HOSTS: readonly string[] = ["xfinity.com", "comcast.net"];

export interface CableVisitorInput {
  cookie: string;
  storedProvider: string | null;
  referrer: string;
  /** The provider host remembered for this browser session (CABLE_RETURN_HOST_SESSION_KEY), if any. */
  sessionReturnHost: string | null;
}

export type CableVisitor = { kind: "none" } | { kind: "provider"; returnHost: string | null };

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return value.join("=");
      }
    }
  }
  return null;
}

/** The provider host (as listed) a referrer is on, or null. */
function providerHost(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return CABLE_PROVIDER_HOSTS.find((h) => host === h || host.endsWith(`.${h}`)) ?? null;
  } catch {
    return null;
  }
}

/** Whether the reader is a cable-provider visitor and, when they came from a provider's site, which (for a way back). */
export function cableVisitor(input: CableVisitorInput): CableVisitor {
  const provider = cookieValue(input.cookie, TV_PROVIDER_COOKIE) || input.storedProvider;
  const remembered = input.sessionReturnHost && CABLE_PROVIDER_HOSTS.includes(input.sessionReturnHost) ? input.sessionReturnHost : null;
  const returnHost = providerHost(input.referrer) ?? remembered;
  return provider || returnHost ? { kind: "provider", returnHost } : { kind: "none" };
}
