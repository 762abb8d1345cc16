import type { ReactNode } from "react";
import type { AdPage } from "./ad-page";
import { AdSlot } from "./AdSlot";
import { Ads } from "./Ads";

export type TopArea = "article-top" | "recipe-top" | "video-top";

/** The page-top banner in a band of its own above the page (spec 1 §2 `*-top` areas). */
export function TopAdBand({ ads, area }: { ads: AdPage | null; area: TopArea }) {
  if (!ads) return null;
  return (
    <div className="border-b border-neutral-200 bg-neutral-50 px-4 py-3">
      <AdSlot ads={ads} area={area} />
    </div>
  );
}

/** A page with a top banner above it, a bottom slot below it and the ads island: recipes, videos, slideshows. */
export function AdFrame({ ads, top, bottom, children }: { ads: AdPage | null; top: TopArea; bottom?: "recipe-bottom" | "article-bottom"; children: ReactNode }) {
  return (
    <>
      <TopAdBand ads={ads} area={top} />
      {children}
      {ads && bottom && (
        <div className="mx-auto max-w-6xl px-4 pb-10">
          <AdSlot ads={ads} area={bottom} />
        </div>
      )}
      <Ads ads={ads} />
    </>
  );
}
