"use client";

import { useEffect, useState } from "react";
import { LOADER_DELAY_MS } from "@/lib/shell/loader-delay";

/** True once `waiting` has been true for LOADER_DELAY_MS: quick answers never flash a loader. */
export function useDelayedLoader(waiting: boolean, delayMs = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [waiting, delayMs]);
  return waiting && shown;
}
