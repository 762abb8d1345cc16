import { deferredLoading } from "@/lib/request-context/lazy-load";
import type { CardView } from "@/lib/live-blog/card-view";
import { cardHtml, type LiveBlogCardTexts } from "./card-html";

export type { LiveBlogCardTexts };

/**
 * One live-blog post. Renders in the server HTML and in the browser alike: its content arrives already made safe
 * (CardView) and is drawn as one HTML string (./card-html), so the page's first 150 posts are 150 nodes for React to
 * hydrate, not thousands, and their RSC payload is their HTML rather than element trees.
 */
export function LiveBlogCard({
  card,
  texts,
  permalink,
  isNew = false,
  highlighted = false,
}: {
  card: CardView;
  texts: LiveBlogCardTexts;
  permalink: string;
  isNew?: boolean;
  highlighted?: boolean;
}) {
  return (
    <article
      id={card.id}
      aria-labelledby={`${card.id}-headline`}
      className={`flex scroll-mt-4 flex-col gap-3 border-t-2 py-5 ${highlighted ? "border-accent bg-neutral-50 px-4" : "border-neutral-200"} ${isNew ? "motion-safe:animate-[arrived_3s_ease-out]" : ""}`}
      dangerouslySetInnerHTML={{ __html: cardHtml(card, texts, permalink, deferredLoading()) }}
    />
  );
}
