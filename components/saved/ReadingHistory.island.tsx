"use client";

import { useEffect } from "react";
import type { SavedContentType } from "@/lib/api/schemas/mynews";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { whenIdle } from "@/lib/shell/when-idle";

/**
 * Records an opened article, video or recipe in a signed-in reader's history: when the page is idle, a beacon to
 * the site's `/api/saved/history` (the page itself stays shared and cached). Renders nothing.
 */
export function ReadingHistory({ contentId, contentType }: { contentId: string; contentType: SavedContentType }) {
  useEffect(() => {
    if (!mayBeSignedIn(document.cookie)) return;
    return whenIdle(() => void import("@/lib/saved/actions").then((module) => module.recordHistory(contentId, contentType)), 3000);
  }, [contentId, contentType]);
  return null;
}
