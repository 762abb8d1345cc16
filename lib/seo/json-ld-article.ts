import type { Article } from "@/lib/api/schemas/content";
import { safeWebUrl } from "@/lib/article/safe-url";
import type { Vertical } from "@/lib/verticals/verticals";
import { breadcrumbList } from "./breadcrumbs";
import { absoluteUrl, verticalOrigin } from "./metadata";

/** The image an article is shared with: social, then primary, then tease image. */
export function articleShareImage(article: Pick<Article, "socialImage" | "primaryImage" | "teaseImage">) {
  return article.socialImage ?? article.primaryImage ?? article.teaseImage;
}

/** schema.org NewsArticle for an article page. `canonicalUrl` is absolute. */
export function newsArticleJsonLd(article: Article, vertical: Vertical, canonicalUrl: string): Record<string, unknown> {
  const image = articleShareImage(article);
  const dateModified = article.dateModified ?? article.datePublished;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline.primary,
    ...(article.description?.primary ? { description: article.description.primary } : {}),
    ...(image ? { image: [{ "@type": "ImageObject", url: absoluteUrl(vertical, image.url), width: image.width, height: image.height }] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    author: (article.authors ?? []).map(({ person }) => {
      const url = person.url ? safeWebUrl(person.url) : null;
      return {
        "@type": "Person",
        name: person.name,
        ...(url ? { url: url.href } : {}),
        ...(person.jobTitle?.length ? { jobTitle: person.jobTitle.join(", ") } : {}),
      };
    }),
    publisher: { "@type": "Organization", name: vertical.displayName, url: `${verticalOrigin(vertical)}/` },
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
  };
}

/** BreadcrumbList for an article: the brand's home, the article's primary section, the article. */
export function articleBreadcrumbJsonLd(article: Article, vertical: Vertical, canonicalUrl: string): Record<string, unknown> {
  const section = article.taxonomy?.primarySection;
  const sectionUrl = section?.url?.primary;
  return breadcrumbList(vertical, [
    ...(section && sectionUrl ? [{ name: section.name, url: sectionUrl }] : []),
    { name: article.headline.primary, url: canonicalUrl },
  ]);
}
