import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Teasable } from "@/lib/api/schemas/content";
import { countParagraphs, paragraphNumbers, type BodyBlock as BodyBlockData } from "@/lib/article/body-blocks";
import { recommendationReelAfterParagraph } from "@/lib/article/recommendation-reel";
import type { Vertical } from "@/lib/verticals/verticals";
import { html, innerHtml, type SafeHtml } from "@/lib/html/html";
import { bodyBlockHtml } from "./body-html";
import { RelatedArticles } from "./RelatedArticles";

/** The inline newsletter sign-up follows the third paragraph. */
const INLINE_NEWSLETTER_AFTER_PARAGRAPH = 3;
/** The article-body (boxinline) ad follows the fourth paragraph. */
export const INLINE_AD_AFTER_PARAGRAPH = 4;

/**
 * The article body: its parsed blocks, with the inline newsletter after paragraph 3 (when given) and,
 * on the Spanish-language brands, the recommendation reel of `recommendations` after paragraph 5.
 */
export async function ArticleBody({
  blocks,
  vertical,
  recommendations = [],
  inlineNewsletter,
  inlineAd,
}: {
  blocks: readonly BodyBlockData[];
  vertical: Vertical;
  recommendations?: readonly Teasable[];
  inlineNewsletter?: ReactNode;
  /** The article-body ad slot, placed after paragraph 4. */
  inlineAd?: ReactNode;
}) {
  const t = await getTranslations({ locale: vertical.language, namespace: "article" });
  const reelAfter =
    recommendations.length > 0 ? recommendationReelAfterParagraph({ language: vertical.language, paragraphCount: countParagraphs(blocks) }) : null;

  const numbers = paragraphNumbers(blocks);
  const content: ReactNode[] = [];
  // Each run of blocks between two placements is one string; its blocks stay the column's flex items.
  let run: SafeHtml[] = [];
  const endRun = () => {
    if (run.length > 0) content.push(<div key={`blocks-${content.length}`} className="contents" {...innerHtml(html`${run}`)} />);
    run = [];
  };
  blocks.forEach((block, index) => {
    const markup = bodyBlockHtml(block, vertical, t);
    if (markup) run.push(markup);
    const paragraph = numbers[index];
    if (paragraph === INLINE_NEWSLETTER_AFTER_PARAGRAPH && inlineNewsletter) {
      endRun();
      content.push(<div key="inline-newsletter">{inlineNewsletter}</div>);
    }
    if (paragraph === INLINE_AD_AFTER_PARAGRAPH && inlineAd) {
      endRun();
      content.push(<div key="inline-ad" className="font-sans">{inlineAd}</div>);
    }
    if (reelAfter !== null && paragraph === reelAfter) {
      endRun();
      content.push(
        <aside key="recommendation-reel" aria-labelledby="recommended-title" className="border-y border-neutral-200 py-4 font-sans">
          <RelatedArticles items={recommendations} vertical={vertical.slug} title={t("recommended")} id="recommended" variant="reel" />
        </aside>,
      );
    }
  });
  endRun();

  return <div className="flex max-w-[680px] flex-col gap-5 font-serif text-lg leading-relaxed">{content}</div>;
}
