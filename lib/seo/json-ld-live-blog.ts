import type { Article } from "@/lib/api/schemas/content";
import type { CardView } from "@/lib/live-blog/card-view";
import { LIVE_WITHOUT_END_TIME_MS } from "@/lib/live-blog/constants";
import type { Vertical } from "@/lib/verticals/verticals";

/** Updates listed in the structured data: the newest posts. */
export const LIVE_BLOG_JSON_LD_UPDATES = 10;

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
}

/**
 * schema.org LiveBlogPosting: coverage from the first post to the end time (or, without one, the
 * 23 hours the blog stays live after its latest post) and the latest updates as BlogPostings.
 */
export function liveBlogPostingJsonLd(article: Article, vertical: Vertical, canonicalUrl: string, cards: readonly CardView[]): Record<string, unknown> {
  const latest = cards[0]?.publishedAt ?? article.dateModified ?? article.datePublished;
  const coverageEndTime = article.endTime ?? (latest ? new Date(Date.parse(latest) + LIVE_WITHOUT_END_TIME_MS).toISOString() : undefined);
  const publisher = { "@type": "Organization", name: vertical.displayName };
  return {
    "@context": "https://schema.org",
    "@type": "LiveBlogPosting",
    headline: article.headline.primary,
    description: article.description?.primary,
    url: canonicalUrl,
    mainEntityOfPage: canonicalUrl,
    datePublished: article.datePublished,
    dateModified: latest,
    coverageStartTime: cards.at(-1)?.publishedAt ?? article.datePublished,
    coverageEndTime,
    publisher,
    author: article.authors?.map((author) => ({ "@type": "Person", name: author.person.name })),
    liveBlogUpdate: cards.slice(0, LIVE_BLOG_JSON_LD_UPDATES).map((card) => ({
      "@type": "BlogPosting",
      headline: card.headline,
      datePublished: card.publishedAt,
      url: `${canonicalUrl}/${card.id}`,
      articleBody: card.visible.flatMap((block) => (block.type === "paragraph" ? [plainText(block.html)] : [])).join(" "),
      publisher,
    })),
  };
}
