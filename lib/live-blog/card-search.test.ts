import { cardSearchFilters } from "./card-search";

describe("cardSearchFilters: card/search's filters (spec 1 §7)", () => {
  it.each([
    ["the topic alone", { taxonomyPath: "news/live-blog/rlna900000" }, "type:card AND taxonomy:news/live-blog/rlna900000 AND (subType:post OR subType:text)"],
    [
      "a date bound, its offset stripped",
      { taxonomyPath: "news/live-blog/rlna900000", publishedBefore: "2026-11-25T10:30:00.000-05:00" },
      "type:card AND taxonomy:news/live-blog/rlna900000 AND (subType:post OR subType:text) AND datePublished:[* TO 2026-11-25T15:30:00.000]",
    ],
    [
      "a date bound and an excluded post",
      { taxonomyPath: "news/live-blog/rlna900000", publishedBefore: "2026-11-25T15:30:00Z", excludedId: "ncrd1000123" },
      "type:card AND taxonomy:news/live-blog/rlna900000 AND (subType:post OR subType:text) AND datePublished:[* TO 2026-11-25T15:30:00.000] AND NOT id:ncrd1000123",
    ],
  ])("%s", (_, input, expected) => {
    expect(cardSearchFilters(input)).toBe(expected);
  });
});
