"use client";

import { useEffect } from "react";
import type { SavedContentType } from "@/lib/api/schemas/mynews";

/**
 * Records an opened article, video or recipe in a signed-in reader's history: when the page is idle, a beacon to
 * the site's `/api/saved/history` (the page itself stays shared and cached). Renders nothing.
 */
export function ReadingHistory({ contentId, contentType }: { contentId: string; contentType: SavedContentType }) {
  useEffect(() => {
    const run = () => void import("@/lib/saved/actions").then((module) => module.recordHistory(contentId, contentType));
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 300);
    return () => clearTimeout(timer);
  }, [contentId, contentType]);
  return null;
}
