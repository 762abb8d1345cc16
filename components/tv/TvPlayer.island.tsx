"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { TvLiveProps } from "./TvLive";

/** Reserved space while the live TV island loads: the player's 16:9 box and its status row. */
function Placeholder({ text }: { text: string }) {
  return (
    <div>
      <div className="flex aspect-video w-full items-center justify-center bg-black text-white">
        <p role="status">{text}</p>
      </div>
      <div className="min-h-28 sm:min-h-16" />
    </div>
  );
}

const LazyTvLive = lazy(() => import("./TvLive").then((module) => ({ default: module.TvLive })));

const subscribe = () => () => {};

/**
 * The live TV island's entry: a few hundred bytes on the shared route. The provider panel, login frame, temp pass
 * and player (TvLive, with TanStack Query and the store) load as their own chunk, in the browser only (they read
 * the reader's storage and cookies), after hydration; the server HTML holds the reserved box.
 */
export function TvPlayer(props: TvLiveProps) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <Placeholder text={props.texts.loading} />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <LazyTvLive {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
