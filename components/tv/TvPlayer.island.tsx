"use client";

import dynamic from "next/dynamic";
import type { TvLiveProps } from "./TvLive";

/** Reserved space while the live TV island loads: the player's 16:9 box and its status row. */
function Placeholder({ text }: { text: string }) {
  return (
    <div>
      <div className="flex aspect-video w-full items-center justify-center bg-black text-white">
        <p role="status">{text}</p>
      </div>
      <div className="h-16" />
    </div>
  );
}

/**
 * The live TV island's entry: a few hundred bytes on the shared route. The provider panel, login frame, temp pass
 * and player (TvLive, with TanStack Query and the store) load as their own chunk, only on /live.
 */
export function TvPlayer(props: TvLiveProps) {
  return <LazyTvLive {...props} />;
}

const LazyTvLive = dynamic(() => import("./TvLive").then((module) => module.TvLive), {
  ssr: false,
  loading: () => <Placeholder text="…" />,
});
