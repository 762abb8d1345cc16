import { getTranslations } from "next-intl/server";
import { BREAKPOINT_NAMES } from "@/lib/ads/constants";
import { AREA_DEFINITIONS, requestDelayFor, reservedBoxes, type PageArea } from "@/lib/ads/slots";
import { html, innerHtml } from "@/lib/html/html";
import type { AdPage } from "./ad-page";

/**
 * A reserved ad slot in the server HTML: the "Advertisement" label and a box of the largest size the slot
 * takes at each §9 breakpoint (hidden where it takes none), so an arriving ad never moves the page.
 * The ads island fills it later from its `data-ad-*` attributes (spec 1 §3). Static until then, so drawn as one
 * string (lib/html/html.ts) in a box that leaves the slot to its container's layout.
 */
export async function AdSlot({ ads, area, index = 1 }: { ads: AdPage | null; area: PageArea; index?: number }) {
  if (!ads) return null;
  const t = await getTranslations({ locale: ads.vertical.language, namespace: "ads" });
  const definition = AREA_DEFINITIONS[area];
  const pos = `${definition.pos}${index}`;
  const boxes = reservedBoxes(definition.sizes);
  const style = BREAKPOINT_NAMES.map((name) => {
    const { width, height } = boxes[name];
    return `--ad-w-${name}:${width}px;--ad-h-${name}:${height}px;--ad-d-${name}:${height > 0 ? "flex" : "none"}`;
  }).join(";");
  const delay = requestDelayFor(area, ads.vertical.slug);
  const slot = html`<div id="ad-${pos}" class="ad-slot" style="${style}" data-ad-slot="${ads.vertical.slug}/${ads.type}/${area}" data-ad-area="${area}" data-ad-sizes="${JSON.stringify(definition.sizes)}" data-ad-targeting="${JSON.stringify({ pos })}"${
    definition.refreshInterval > 0 && html` data-ad-refresh-interval="${definition.refreshInterval}"`
  }${delay > 0 && html` data-ad-request-delay="${delay}"`}${!ads.renderOnView && html` data-ad-render-on-view="false"`}><p class="ad-label">${t("label")}</p><div class="ad-box" data-ad-box=""></div></div>`;
  return <div className="contents" {...innerHtml(slot)} />;
}
