import { getArticleCards, type ContentCallContext } from "@/lib/api/content";
import type { Card } from "@/lib/api/schemas/content";
import { toCardSearchArticleId } from "@/lib/routing/resolve-route";
import type { Vertical } from "@/lib/verticals/verticals";
import { cardViewTexts } from "./card-texts";
import { toCardView } from "./card-view";
import { stripTimezoneOffset } from "./live-status";
import type { LiveCard } from "./reducer";

/** A live blog's cards as the browser receives them: summary plus a view made safe on the server. */
export async function liveCards(cards: readonly Card[], vertical: Vertical): Promise<LiveCard[]> {
  const texts = await cardViewTexts(vertical.language);
  return cards.map((card) => ({ id: card.id, publishedAt: card.date.publishedAt, view: toCardView(card, vertical, texts) }));
}

/** Cards of a live blog with the spec's search rules applied (rcna id, date without its offset, spec 1 §5, §7). */
export function searchLiveBlogCards(
  articleId: string,
  { size, page, before }: { size: number; page?: number; before?: string },
  context: ContentCallContext & { revalidate?: number | false } = {},
) {
  return getArticleCards(
    { articleId: toCardSearchArticleId(articleId), size, page, datePublished: before && stripTimezoneOffset(new Date(before).toISOString()) },
    context,
  );
}
