import type { ViewFlags } from "@/lib/request-context/request-context";
import type { Vertical, VerticalFlags } from "./verticals";

/**
 * The brand's optional features, and their value when `featureFlag=false` turns them off for a view (spec 1 §2; the
 * choice is in docs/decisions.md): the inline article newsletter, the newsletter pop-up, hero videos that autoplay
 * and the web-notification soft opt-in. What a brand is (language, live TV, saving, the paywall's gate) stays.
 */
export const OPTIONAL_FEATURES_OFF = {
  inlineArticleNewsletter: false,
  signupPopup: false,
  heroVideoAutoplayMuted: false,
  webNotificationSoftOptIn: null,
} as const satisfies Partial<VerticalFlags>;

/** The brand as a view shows it: its optional features off when the view says `featureFlag=false`. */
export function verticalForView(vertical: Vertical, view: Pick<ViewFlags, "featureFlagsEnabled">): Vertical {
  return view.featureFlagsEnabled ? vertical : { ...vertical, flags: { ...vertical.flags, ...OPTIONAL_FEATURES_OFF } };
}
