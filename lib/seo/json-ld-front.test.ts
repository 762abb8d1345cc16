/** @jest-environment node */
import { curation, story } from "@/lib/feeds/feed-fixtures";
import { VERTICALS } from "@/lib/verticals/verticals";
import { collectionPageJsonLd, rssAlternate } from "./json-ld-front";

describe("collectionPageJsonLd", () => {
  it("describes the front and lists its stories in order, each once, with absolute URLs", () => {
    const front = curation([
      [
        story({ id: "rcna1", headline: "Soup", url: "https://www.today.com/food/soup-rcna1" }),
        story({ id: "ncpd2", type: "product", url: "https://www.bestbuy.com/p" }),
      ],
      [story({ id: "rcna1" }), story({ id: "mmvo3", type: "video", headline: "Elsewhere", url: "https://nbcnews.com/video/x-mmvo3" })],
    ]);
    expect(collectionPageJsonLd(VERTICALS.today, front)).toEqual({
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: "Food | TODAY",
      description: "Food: latest — TODAY.",
      url: "https://today.com/food",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "https://today.com/food/soup-rcna1", name: "Soup" },
          { "@type": "ListItem", position: 2, url: "https://nbcnews.com/video/x-mmvo3", name: "Elsewhere" },
        ],
      },
    });
  });

  it("names the first 20 stories only", () => {
    const front = curation([Array.from({ length: 25 }, (_, i) => story({ id: `rcna${i}` }))]);
    const list = collectionPageJsonLd(VERTICALS.today, front).mainEntity as { numberOfItems: number; itemListElement: { position: number; url: string }[] };
    expect(list.numberOfItems).toBe(20);
    expect(list.itemListElement.at(-1)).toMatchObject({ position: 20, url: "https://today.com/food/story-rcna19" });
  });
});

describe("rssAlternate", () => {
  it.each([
    ["", { "application/rss+xml": "/feeds/rss" }],
    ["politics", { "application/rss+xml": "/feeds/rss/politics" }],
  ])("%j -> %j", (subpath, expected) => {
    expect(rssAlternate(subpath)).toEqual(expected);
  });
});
