/** @jest-environment node */
import { RECO_REEL_AFTER_PARAGRAPH, RECO_REEL_MIN_PARAGRAPHS, recommendationReelAfterParagraph } from "./recommendation-reel";

describe("recommendation reel (spec 1 §9: Spanish brands, at least 7 paragraphs, after paragraph 5)", () => {
  it("uses the spec's numbers", () => {
    expect(RECO_REEL_MIN_PARAGRAPHS).toBe(7);
    expect(RECO_REEL_AFTER_PARAGRAPH).toBe(5);
  });

  it.each([
    ["es", 0, null],
    ["es", 5, null],
    ["es", 6, null],
    ["es", 7, 5],
    ["es", 12, 5],
    ["en", 6, null],
    ["en", 7, null],
    ["en", 20, null],
  ] as const)("%s with %i paragraphs -> after paragraph %p", (language, paragraphCount, expected) => {
    expect(recommendationReelAfterParagraph({ language, paragraphCount })).toBe(expected);
  });
});
