/**
 * next/image props for an image that may be the page's largest paint (a lead image, the first slide or
 * photo, a front's first tease): fetched first and at once instead of lazily. Empty for any other image.
 */
export function loadingFor(likelyLcp: boolean) {
  return likelyLcp ? { fetchPriority: "high" as const, loading: "eager" as const } : {};
}
