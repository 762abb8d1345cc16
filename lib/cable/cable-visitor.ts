/**
 * Cable-provider visitors (spec 1 §6): known by the `tvProvider` cookie (or the remembered TV provider) or by a
 * referrer on a provider's host. They get an extra header bar and the `xfinity` ad targeting tag; both are decided
 * in the browser so shared pages stay cached. The rule is the ad targeting's, so bar and tag always agree.
 */
import { CABLE_PROVIDER_HOSTS, cableProviderTargeting } from "@/lib/ads/targeting";

export interface CableVisitorInput {
  cookie: string;
  storedProvider: string | null;
  referrer: string;
}

export type CableVisitor = { kind: "none" } | { kind: "provider"; returnHost: string | null };

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
  if (!("xfinity" in cableProviderTargeting(input))) return { kind: "none" };
  return { kind: "provider", returnHost: providerHost(input.referrer) };
}
