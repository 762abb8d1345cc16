import { lazyLoadDisabled } from "@/lib/request-context/lazy-load";

/**
 * next/image props for an image that may be the page's largest paint (a lead image, the first slide or
 * photo, a front's first tease): fetched first and at once instead of lazily. Any other image loads lazily
 * (next/image's default) unless the view turned lazy loading off (`lazyload=false`).
 */
export function loadingFor(likelyLcp: boolean) {
  if (likelyLcp) return { fetchPriority: "high" as const, loading: "eager" as const };
  return lazyLoadDisabled() ? { loading: "eager" as const } : {};
}
