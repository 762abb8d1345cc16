import { adsShown } from "@/lib/ads/slots";
import type { PageContext } from "@/lib/pages/page-definition";
import type { Vertical } from "@/lib/verticals/verticals";

/** What a page's ad slots and its ads island need to know; null when the page shows no ads. */
export interface AdPage {
  vertical: Vertical;
  /** Page kind, the `type` targeting key: article, liveblog, showblog, recipe, video, slideshow, front. */
  type: string;
  /** Content id, the `pageid` targeting key. */
  pageid: string;
  canonicalUrl: string;
  /** Off with `lazyload=false`: every slot is requested at once instead of as it nears the viewport. */
  renderOnView: boolean;
}

/**
 * The page's ad setup, or null when ads are off: the chromeless view, content with `adsEnabled: false`
 * or a curation with `adsDisabled: true` (spec 1 §3 shared page state).
 */
export function adPage(
  context: Pick<PageContext, "vertical" | "view">,
  page: { type: string; pageid: string; canonicalUrl: string; adsEnabled?: boolean; adsDisabled?: boolean },
): AdPage | null {
  if (!adsShown({ adsEnabled: page.adsEnabled, adsDisabled: page.adsDisabled, chromeless: context.view.isChromeless })) return null;
  return { vertical: context.vertical, type: page.type, pageid: page.pageid, canonicalUrl: page.canonicalUrl, renderOnView: !context.view.disableLazyLoad };
}
