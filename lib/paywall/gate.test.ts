import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { appViewShowsFull, articleGate, paywalledJsonLd, sharedArticle, splitBody, storyVertical } from "./gate";

const blocks = ["b0", "b1", "b2", "b3", "b4"];

const HOSTS: Record<string, string> = { news: "https://www.nbcnews.com", today: "https://www.today.com", msnbc: "https://www.msnbc.com", noticias: "https://www.telemundo.com/noticias" };
/** A story of `brand` (its taxonomy's primary vertical and its canonical host). */
const storyOf = (brand: VerticalSlug, paywall?: { gated: boolean; metered?: boolean; teaserBlocks?: number }) => ({
  paywall,
  taxonomy: { primaryVertical: { name: brand, slug: brand, path: brand } },
  url: { primary: `${HOSTS[brand] ?? "https://www.nbcnews.com"}/x/y-rcna1`, canonical: `${HOSTS[brand] ?? "https://www.nbcnews.com"}/x/y-rcna1` },
});

describe("articleGate: the story's own brand decides, wherever it is served", () => {
  it.each([
    ["news story on news, gated", "news", "news", { gated: true, teaserBlocks: 2 }, { gated: true, teaserBlocks: 2, metered: false }],
    ["today story on today, metered", "today", "today", { gated: true, metered: true }, { gated: true, teaserBlocks: 3, metered: true }],
    ["news story, not gated", "news", "news", { gated: false }, { gated: false }],
    ["news story, no mark", "news", "news", undefined, { gated: false }],
    ["news story served on msnbc stays gated", "news", "msnbc", { gated: true }, { gated: true, teaserBlocks: 3, metered: false }],
    ["today story served on noticias stays gated", "today", "noticias", { gated: true, teaserBlocks: 1 }, { gated: true, teaserBlocks: 1, metered: false }],
    ["msnbc story (no gated content) served on news is not gated", "msnbc", "news", { gated: true }, { gated: false }],
    ["noticias story (no gated content) is not gated", "noticias", "noticias", { gated: true, teaserBlocks: 1 }, { gated: false }],
  ] as const)("%s", (_name, brand, serving, paywall, expected) => {
    expect(articleGate(storyOf(brand, paywall), VERTICALS[serving])).toEqual(expected);
  });
});

describe("storyVertical", () => {
  it.each([
    ["the taxonomy's primary vertical", { taxonomy: { primaryVertical: { name: "TODAY", slug: "today" } }, url: { primary: "https://www.nbcnews.com/a-rcna1" } }, "msnbc", "today"],
    ["else the canonical host", { url: { primary: "/a-rcna1", canonical: "https://www.today.com/a-rcna1" } }, "msnbc", "today"],
    ["else the primary URL's host", { url: { primary: "https://www.nbcnews.com/a-rcna1" } }, "msnbc", "news"],
    ["an unknown taxonomy slug falls back to the host", { taxonomy: { primaryVertical: { name: "X", slug: "nope" } }, url: { primary: "https://www.today.com/a" } }, "news", "today"],
    ["a site path belongs where it is served", { url: { primary: "/a-rcna1" } }, "msnbc", "msnbc"],
    ["an unknown host belongs where it is served", { url: { primary: "https://example.com/a-rcna1" } }, "noticias", "noticias"],
  ] as const)("%s", (_name, article, serving, expected) => {
    expect(storyVertical(article, VERTICALS[serving]).slug).toBe(expected);
  });
});

describe("appViewShowsFull: only the Start Today app's brand (today) opens a story by permission", () => {
  it.each([
    ["today story on today, permission yes", "today", "today", true, true],
    ["today story on today, permission no", "today", "today", false, false],
    ["news story on news, permission yes", "news", "news", true, false],
    ["news story on today, permission yes", "news", "today", true, false],
    ["today story on news, permission yes", "today", "news", true, false],
  ] as const)("%s", (_name, brand, serving, showFullArticle, expected) => {
    expect(appViewShowsFull(storyOf(brand), VERTICALS[serving], showFullArticle)).toBe(expected);
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
