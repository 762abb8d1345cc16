"use client";

import Link from "next/link";
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { cableVisitor } from "@/lib/cable/cable-visitor";
import { TV_PROVIDER_STORAGE_KEY } from "@/lib/ads/targeting";
import { COOKIE_PING_SESSION_KEY, cookiePingUrls } from "@/lib/shell/cookie-pings";
import {
  parseRecord,
  recordEvent,
  scheduleSoftOptIn,
  softOptInApplies,
  SOFT_OPT_IN_STORAGE_KEY,
  type BrowserPermission,
  type SoftOptInEvent,
} from "@/lib/notifications/soft-opt-in";
import type { VerticalSlug } from "@/lib/verticals/verticals";

export interface CableTexts {
  label: string;
  welcome: string;
  watchLive: string;
  /** "Back to {host}", filled here. */
  back: string;
}

export interface SoftOptInTexts {
  title: string;
  body: string;
  allow: string;
  notNow: string;
}

const SoftOptInPrompt = lazy(() => import("@/components/notifications/SoftOptInPrompt").then((m) => ({ default: m.SoftOptInPrompt })));

const subscribe = () => () => {};

function storageItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** "" for ordinary readers, else "provider:" plus the provider host the reader came from (if any). Stable strings for useSyncExternalStore. */
function cableSnapshot(): string {
  const visitor = cableVisitor({
    cookie: document.cookie,
    storedProvider: storageItem(() => localStorage, TV_PROVIDER_STORAGE_KEY),
    referrer: document.referrer,
  });
  return visitor.kind === "none" ? "" : `provider:${visitor.returnHost ?? ""}`;
}

function permission(): BrowserPermission {
  return typeof Notification === "undefined" ? "unsupported" : (Notification.permission as BrowserPermission);
}

function readRecord() {
  return parseRecord(storageItem(() => localStorage, SOFT_OPT_IN_STORAGE_KEY));
}

function record(event: SoftOptInEvent) {
  try {
    localStorage.setItem(SOFT_OPT_IN_STORAGE_KEY, JSON.stringify(recordEvent(readRecord(), event)));
  } catch {
    // Storage refused (private mode): the prompt may ask again, nothing breaks.
  }
}

/**
 * What the shell does in the browser for some readers only, decided there so shared pages stay cached:
 * - cable-provider visitors (spec 1 §6) get a bar above the header (ordinary readers get nothing: no space, no shift);
 * - the cross-domain cookie pings (spec 1 §7), once per browser session, when COOKIE_PING_URLS configures them;
 * - the web-notification soft opt-in (msnbc, today shop), 8 s after load, as a small lazily loaded prompt.
 */
export function ShellExtras({
  vertical,
  liveTv,
  cableTexts,
  pingTargets,
  softOptInTexts,
}: {
  vertical: VerticalSlug;
  liveTv: boolean;
  cableTexts: CableTexts;
  pingTargets: string[];
  softOptInTexts: SoftOptInTexts | null;
}) {
  const cable = useSyncExternalStore(subscribe, cableSnapshot, () => "");
  const [prompt, setPrompt] = useState(false);

  useEffect(() => {
    if (pingTargets.length === 0) return;
    const ping = () => {
      if (storageItem(() => sessionStorage, COOKIE_PING_SESSION_KEY)) return;
      for (const url of cookiePingUrls(pingTargets, Date.now())) {
        const image = new Image(1, 1);
        image.referrerPolicy = "no-referrer-when-downgrade";
        image.src = url;
      }
      try {
        sessionStorage.setItem(COOKIE_PING_SESSION_KEY, "1");
      } catch {}
    };
    if ("requestIdleCallback" in window) {
      const handle = requestIdleCallback(ping, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(ping, 1000);
    return () => clearTimeout(handle);
  }, [pingTargets]);

  useEffect(() => {
    if (!softOptInTexts || !softOptInApplies(vertical, location.pathname)) return;
    return scheduleSoftOptIn({
      read: readRecord,
      permission,
      now: Date.now,
      show: () => {
        record({ type: "asked" });
        setPrompt(true);
      },
    });
  }, [softOptInTexts, vertical]);

  const answer = useCallback((allowed: boolean) => {
    record(allowed ? { type: "optedIn" } : { type: "optedOut", at: Date.now() });
    setPrompt(false);
    if (allowed && typeof Notification !== "undefined") void Notification.requestPermission().catch(() => {});
  }, []);

  const returnHost = cable.slice("provider:".length);
  return (
    <>
      {cable && (
        <aside aria-label={cableTexts.label} className="bg-neutral-900 text-sm text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
            <p className="mr-auto">{cableTexts.welcome}</p>
            {liveTv && (
              <Link href="/live" className="font-semibold underline">
                {cableTexts.watchLive}
              </Link>
            )}
            {returnHost && (
              <a href={`https://www.${returnHost}/`} rel="noopener" className="font-semibold underline">
                {cableTexts.back.replace("{host}", returnHost)}
              </a>
            )}
          </div>
        </aside>
      )}
      {prompt && softOptInTexts && (
        <Suspense fallback={null}>
          <SoftOptInPrompt texts={softOptInTexts} onAnswer={answer} />
        </Suspense>
      )}
    </>
  );
}
