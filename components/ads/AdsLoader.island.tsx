"use client";

import { useEffect } from "react";

/** Fallback when the browser has no requestIdleCallback (Safari): after the load event settles. */
const IDLE_FALLBACK_MS = 200;
const IDLE_TIMEOUT_MS = 3000;

/**
 * The eager part of the ad-slot manager, kept tiny: once the page is idle it loads the manager
 * (`lib/ads/runtime`), which fills the slots the server reserved; leaving the page destroys them.
 * `config` is the page's ad setup as JSON (a string, so a re-render with equal props changes nothing).
 */
export function AdsLoader({ config, creativeAlt }: { config: string; creativeAlt: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      import("@/lib/ads/runtime")
        .then(({ startAds }) => {
          if (!cancelled) stop = startAds({ config: JSON.parse(config), creativeAlt });
        })
        .catch((error: unknown) => console.error(error));
    };
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(load, IDLE_FALLBACK_MS);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [config, creativeAlt]);
  return null;
}
