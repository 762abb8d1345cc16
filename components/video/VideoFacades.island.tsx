"use client";

import { useEffect } from "react";
import { listenForVideoFacades } from "@/lib/video/video-facade";

let listeners = 0;
let stop: (() => void) | undefined;

/** Plays the page's native-player facades (lib/video/video-facade.ts) on click: one listener however many players. */
export function VideoFacades() {
  useEffect(() => {
    if (listeners++ === 0) stop = listenForVideoFacades(document);
    return () => {
      if (--listeners === 0) stop?.();
    };
  }, []);
  return null;
}
