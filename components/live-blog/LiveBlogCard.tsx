import { deferredLoading } from "@/lib/request-context/lazy-load";
import type { CardView } from "@/lib/live-blog/card-view";
import { cardHtml, type LiveBlogCardTexts } from "./card-html";

export type { LiveBlogCardTexts };

/**
 * A post drawn only when it nears the viewport; until then it takes a typical post's height (about 480 px at 390 px
 * wide, 320 px at 1280), and once drawn, its own last height (`auto`).
 */
const DEFERRED = "[content-visibility:auto] [contain-intrinsic-size:auto_400px]";

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
  deferRendering = false,
}: {
  card: CardView;
  texts: LiveBlogCardTexts;
  permalink: string;
  isNew?: boolean;
  highlighted?: boolean;
  /** Below the fold: the browser lays out and paints it only when it nears the viewport (its box is reserved meanwhile). */
  deferRendering?: boolean;
}) {
  return (
    <article
      id={card.id}
      aria-labelledby={`${card.id}-headline`}
      className={`flex scroll-mt-4 flex-col gap-3 border-t-2 py-5 ${highlighted ? "border-accent bg-neutral-50 px-4" : "border-neutral-200"} ${isNew ? "motion-safe:animate-[arrived_3s_ease-out]" : ""} ${deferRendering ? DEFERRED : ""}`}
      dangerouslySetInnerHTML={{ __html: cardHtml(card, texts, permalink, deferredLoading()) }}
    />
  );
}
