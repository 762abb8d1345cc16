import type { Vertical } from "@/lib/verticals/verticals";
import { absoluteUrl, verticalOrigin } from "./metadata";

export interface Crumb {
  name: string;
  /** Site path or absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList: the brand's home, then the given crumbs in order. */
export function breadcrumbList(vertical: Vertical, crumbs: readonly Crumb[]): Record<string, unknown> {
  const all = [{ name: vertical.displayName, url: verticalOrigin(vertical) + "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(vertical, crumb.url),
    })),
  };
}
