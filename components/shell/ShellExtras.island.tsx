"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type ComponentType } from "react";
import type { SoftOptInTexts } from "@/components/notifications/soft-opt-in-texts";
import type { SoftOptIn as SoftOptInComponent } from "@/components/notifications/SoftOptIn";
import { CABLE_RETURN_HOST_SESSION_KEY, cableVisitor, TV_PROVIDER_STORAGE_KEY } from "@/lib/cable/cable-visitor";
import { SOFT_OPT_IN_DELAY_MS, softOptInApplies } from "@/lib/notifications/soft-opt-in";
import { COOKIE_PING_SESSION_KEY, cookiePingUrls } from "@/lib/shell/cookie-pings";
import { whenIdle } from "@/lib/shell/when-idle";
import { sampled } from "@/lib/vitals/sampling";

export interface CableTexts {
  label: string;
  welcome: string;
  watchLive: string;
  /** "Back to {host}", filled here. */
  back: string;
}

function storageItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** "" for ordinary readers, else "provider:" plus the provider host the reader came from (if any): a stable string. */
function cableSnapshot(): string {
  const visitor = cableVisitor({
    cookie: document.cookie,
    storedProvider: storageItem(() => localStorage, TV_PROVIDER_STORAGE_KEY),
    referrer: document.referrer,
    sessionReturnHost: storageItem(() => sessionStorage, CABLE_RETURN_HOST_SESSION_KEY),
  });
  return visitor.kind === "none" ? "" : `provider:${visitor.returnHost ?? ""}`;
}

/** The cable bar shows by then even on a page that is never idle. */
const CABLE_CHECK_TIMEOUT_MS = 1000;
const IDLE_TIMEOUT_MS = 5000;

function sendCookiePings(targets: readonly string[]) {
  if (storageItem(() => sessionStorage, COOKIE_PING_SESSION_KEY)) return;
  for (const url of cookiePingUrls(targets, Date.now())) new Image(1, 1).src = url;
  try {
    sessionStorage.setItem(COOKIE_PING_SESSION_KEY, "1");
  } catch {}
}

/**
 * What the shell does in the browser for some readers only, decided there so shared pages stay cached:
 * - cable-provider visitors (spec 1 §6) get a bar above the header (ordinary readers get nothing: no space, no shift),
 *   once the page is idle: the check reads storage, whose first use on a page costs a phone ~20 ms in the hydration's
 *   effects, for every reader;
 * - the cross-domain cookie pings (spec 1 §7), once per browser session when the page is idle, if COOKIE_PING_URLS is set;
 * - field data: a sampled view (VITALS_SAMPLE_RATE) loads the web-vitals reporter when the page is idle.
 * The web-notification soft opt-in is SoftOptInSlot below, placed after the main content.
 */
export function ShellExtras({
  liveTv,
  cableTexts,
  pingTargets,
  vitalsSampleRate,
}: {
  liveTv: boolean;
  cableTexts: CableTexts;
  pingTargets: string[];
  vitalsSampleRate: number;
}) {
  const [cable, setCable] = useState("");

  useEffect(() => whenIdle(() => setCable(cableSnapshot()), CABLE_CHECK_TIMEOUT_MS), []);

  useEffect(() => {
    if (!sampled(vitalsSampleRate, Math.random())) return;
    // Off the critical path: the library (about 3 kB gzip) loads once the page is idle, for sampled views only.
    return whenIdle(() => void import("@/lib/vitals/report").then((module) => module.reportWebVitals()), IDLE_TIMEOUT_MS);
  }, [vitalsSampleRate]);

  useEffect(() => {
    if (pingTargets.length === 0) return;
    return whenIdle(() => sendCookiePings(pingTargets), IDLE_TIMEOUT_MS);
  }, [pingTargets]);

  const returnHost = cable.slice("provider:".length);
  useEffect(() => {
    // A referrer-only visitor keeps the bar (and the ad tag) on the next pages of this browser session.
    if (!returnHost) return;
    try {
      sessionStorage.setItem(CABLE_RETURN_HOST_SESSION_KEY, returnHost);
    } catch {}
  }, [returnHost]);

  return (
    <>
      {cable && (
        <aside aria-label={cableTexts.label} className="bg-neutral-900 text-sm text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
            <p className="mr-auto">{cableTexts.welcome}</p>
            {liveTv && (
              <a href="/live" className="font-semibold underline">
                {cableTexts.watchLive}
              </a>
            )}
            {returnHost && (
              <a href={`https://www.${returnHost}/`} rel="noopener" className="font-semibold underline">
                {cableTexts.back.replace("{host}", returnHost)}
              </a>
            )}
          </div>
        </aside>
      )}
    </>
  );
}

/**
 * On msnbc and the today shop, the web-notification soft opt-in: 8 s after the page is ready its code loads and
 * applies the rule. A polite live region after the main content (in DOM order), so the card is announced without
 * taking focus.
 */
export function SoftOptInSlot({ scope, softOptInTexts }: { scope: string | null; softOptInTexts: SoftOptInTexts | null }) {
  // A change trigger only: the path itself is read from location (the proxy's rewrite differs from the browser's URL).
  const routerPath = usePathname();
  const [SoftOptIn, setSoftOptIn] = useState<ComponentType<Parameters<typeof SoftOptInComponent>[0]> | null>(null);

  useEffect(() => {
    if (!softOptInTexts || !softOptInApplies(scope, location.pathname)) return;
    // The 8 s run here, from when the page is ready; the prompt's code (the rule on the reader's answers, the card)
    // loads only when they are over, and decides then.
    let live = true;
    const timer = setTimeout(() => {
      void import("@/components/notifications/SoftOptIn").then((module) => {
        if (live) setSoftOptIn(() => module.SoftOptIn);
      });
    }, SOFT_OPT_IN_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      setSoftOptIn(null);
    };
  }, [softOptInTexts, scope, routerPath]);

  if (!softOptInTexts) return null;
  return <div aria-live="polite">{SoftOptIn && <SoftOptIn key={routerPath} texts={softOptInTexts} />}</div>;
}
