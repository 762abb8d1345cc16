import type { CurationPackage } from "@/lib/api/schemas/content";
import { liveBlogPackageQuery } from "./live-blog-package";

const URL = "https://www.nbcnews.com/politics/live-blog/x-rlna900000";
const pkg = (type: CurationPackage["type"], id: string, metadata?: Record<string, unknown>): CurationPackage => ({
  id: "p1",
  type,
  items: [
    {
      id,
      type: "article",
      item: { id, type: "article", headline: { primary: "Live updates" }, url: { primary: URL } },
      computedValues: { headline: "Live updates", url: URL },
      metadata,
    },
  ],
});

describe("liveBlogPackageQuery: articlecards/search with filters and forFronts (spec 1 §7)", () => {
  it.each([
    ["the seed's package: articleId and cardCount 3", pkg("liveBlog", "rlna900000", { articleId: "rlna900000", cardCount: 3 }), { articleId: "rcna900000", size: 3 }],
    ["no metadata: the item's id and 3 posts", pkg("liveBlog", "rlna900001"), { articleId: "rcna900001", size: 3 }],
    ["cardCount 5", pkg("liveBlog", "rlna900000", { cardCount: 5 }), { articleId: "rcna900000", size: 5 }],
    ["cardCount past 10 is 10", pkg("liveBlog", "rlna900000", { cardCount: 50 }), { articleId: "rcna900000", size: 10 }],
    ["cardCount 0 or not a whole number: 3", pkg("liveBlog", "rlna900000", { cardCount: 2.5 }), { articleId: "rcna900000", size: 3 }],
  ])("%s", (_, input, expected) => {
    expect(liveBlogPackageQuery(input)).toEqual({ packageId: "p1", filters: "subType:post", forFronts: true, ...expected });
  });

  it.each([
    ["another package type", pkg("teaseList", "rlna900000", { articleId: "rlna900000" })],
    ["an item that is no live blog", pkg("liveBlog", "ncsl300000")],
    ["an articleId that is no id", pkg("liveBlog", "ncsl300000", { articleId: "../x" })],
  ])("%s: none", (_, input) => {
    expect(liveBlogPackageQuery(input)).toBeNull();
  });
});
