"use client";

import { useEffect } from "react";
import { startWhenIdle } from "@/lib/shell/when-idle";

const IDLE_TIMEOUT_MS = 3000;

/**
 * The eager part of the ad-slot manager, kept tiny: once the page is idle it loads the manager
 * (`lib/ads/runtime`), which fills the slots the server reserved; leaving the page destroys them.
 * `config` is the page's ad setup as JSON (a string, so a re-render with equal props changes nothing).
 */
export function AdsLoader({ config, creativeAlt }: { config: string; creativeAlt: string }) {
  useEffect(
    () => startWhenIdle(() => import("@/lib/ads/runtime"), ({ startAds }) => startAds({ config: JSON.parse(config), creativeAlt }), IDLE_TIMEOUT_MS),
    [config, creativeAlt],
  );
  return null;
}
