import { getTranslations } from "next-intl/server";
import type { CSSProperties } from "react";
import { BREAKPOINT_NAMES } from "@/lib/ads/constants";
import { AREA_DEFINITIONS, requestDelayFor, reservedBoxes, type PageArea } from "@/lib/ads/slots";
import type { AdPage } from "./ad-page";

/**
 * A reserved ad slot in the server HTML: the "Advertisement" label and a box of the largest size the slot
 * takes at each §9 breakpoint (hidden where it takes none), so an arriving ad never moves the page.
 * The ads island fills it later from its `data-ad-*` attributes (spec 1 §3).
 */
export async function AdSlot({ ads, area, index = 1, className }: { ads: AdPage | null; area: PageArea; index?: number; className?: string }) {
  if (!ads) return null;
  const t = await getTranslations({ locale: ads.vertical.language, namespace: "ads" });
  const definition = AREA_DEFINITIONS[area];
  const pos = `${definition.pos}${index}`;
  const boxes = reservedBoxes(definition.sizes);
  const style = Object.fromEntries(
    BREAKPOINT_NAMES.flatMap((name) => [
      [`--ad-w-${name}`, `${boxes[name].width}px`],
      [`--ad-h-${name}`, `${boxes[name].height}px`],
      [`--ad-d-${name}`, boxes[name].height > 0 ? "flex" : "none"],
    ]),
  ) as CSSProperties;
  const delay = requestDelayFor(area, ads.vertical.slug);
  return (
    <div
      id={`ad-${pos}`}
      className={`ad-slot${className ? ` ${className}` : ""}`}
      style={style}
      data-ad-slot={`${ads.vertical.slug}/${ads.type}/${area}`}
      data-ad-area={area}
      data-ad-sizes={JSON.stringify(definition.sizes)}
      data-ad-targeting={JSON.stringify({ pos })}
      data-ad-refresh-interval={definition.refreshInterval > 0 ? definition.refreshInterval : undefined}
      data-ad-request-delay={delay > 0 ? delay : undefined}
      data-ad-render-on-view={ads.renderOnView ? undefined : "false"}
    >
      <p className="ad-label">{t("label")}</p>
      <div className="ad-box" data-ad-box="" />
    </div>
  );
}
