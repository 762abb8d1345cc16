import { VERTICALS } from "@/lib/verticals/verticals";
import { articleGate, paywalledJsonLd, sharedArticle, splitBody } from "./gate";

const blocks = ["b0", "b1", "b2", "b3", "b4"];

describe("articleGate", () => {
  it.each([
    ["news, gated", "news", { gated: true, teaserBlocks: 2 }, { gated: true, teaserBlocks: 2, metered: false }],
    ["today, metered", "today", { gated: true, metered: true }, { gated: true, teaserBlocks: 3, metered: true }],
    ["news, not gated", "news", { gated: false }, { gated: false }],
    ["news, no mark", "news", undefined, { gated: false }],
    ["msnbc has no gated content", "msnbc", { gated: true }, { gated: false }],
    ["noticias has no gated content", "noticias", { gated: true, teaserBlocks: 1 }, { gated: false }],
  ] as const)("%s", (_name, vertical, paywall, expected) => {
    expect(articleGate({ paywall }, VERTICALS[vertical])).toEqual(expected);
  });
});

describe("splitBody", () => {
  it.each([
    [3, ["b0", "b1", "b2"], ["b3", "b4"]],
    [0, [], blocks],
    [5, blocks, []],
    [9, blocks, []],
    [-1, [], blocks],
    [2.7, ["b0", "b1"], ["b2", "b3", "b4"]],
  ])("teaser of %d blocks", (teaserBlocks, teaser, gated) => {
    expect(splitBody(blocks, teaserBlocks)).toEqual({ teaser, gated });
  });
});

describe("sharedArticle", () => {
  it("keeps only the teaser of a gated story, and a free story whole", () => {
    const article = { body: blocks, paywall: { gated: true } };
    expect(sharedArticle(article, { gated: true, teaserBlocks: 3, metered: false }).body).toEqual(["b0", "b1", "b2"]);
    expect(sharedArticle(article, { gated: false }).body).toBe(blocks);
    expect(article.body).toHaveLength(5);
  });
});

describe("paywalledJsonLd", () => {
  it("marks a gated story not free, with the gated part's selector", () => {
    expect(paywalledJsonLd({ "@type": "NewsArticle" }, { gated: true, teaserBlocks: 3, metered: true })).toEqual({
      "@type": "NewsArticle",
      isAccessibleForFree: false,
      hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".paywall-gated" },
    });
    expect(paywalledJsonLd({ "@type": "NewsArticle" }, { gated: false })).toEqual({ "@type": "NewsArticle" });
  });
});
