/**
 * The recommendation reel of the Spanish-language brands (spec 1 §9, spec 2 §9): shown only when
 * the article has at least 7 paragraphs, placed after paragraph 5.
 */
import type { Language } from "@/lib/verticals/verticals";

export const RECO_REEL_MIN_PARAGRAPHS = 7;
export const RECO_REEL_AFTER_PARAGRAPH = 5;

/** The paragraph number (1-based) the reel follows, or null when the article gets no reel. */
export function recommendationReelAfterParagraph({ language, paragraphCount }: { language: Language; paragraphCount: number }): number | null {
  return language === "es" && paragraphCount >= RECO_REEL_MIN_PARAGRAPHS ? RECO_REEL_AFTER_PARAGRAPH : null;
}
