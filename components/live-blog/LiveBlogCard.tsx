import { deferredLoading } from "@/lib/request-context/lazy-load";
import type { CardView } from "@/lib/live-blog/card-view";
import { cardHtml, type LiveBlogCardTexts } from "./card-html";

export type { LiveBlogCardTexts };

/**
 * One live-blog post. Renders in the server HTML and in the browser alike: its content arrives already made safe
 * (CardView) and is drawn as one HTML string (./card-html), so the page's first 150 posts are 150 nodes for React to
 * hydrate, not thousands, and their RSC payload is their HTML rather than element trees. Its look is the `live-post`
 * rules of app/globals.css.
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
      className={["live-post", highlighted && "border-accent bg-neutral-50 px-4", isNew && "motion-safe:animate-[arrived_3s_ease-out]", deferRendering && "live-post-later"].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: cardHtml(card, texts, permalink, deferredLoading()) }}
    />
  );
}
