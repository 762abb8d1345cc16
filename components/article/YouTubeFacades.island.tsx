"use client";

import { useEffect } from "react";
import { listenForYouTubeFacades } from "@/lib/article/youtube-facade";

/** Plays the page's YouTube facades (lib/article/youtube-facade.ts) on click: article bodies and live-blog posts alike. */
export function YouTubeFacades() {
  useEffect(() => listenForYouTubeFacades(document), []);
  return null;
}
