/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { story } from "./feed-fixtures";
import { collectDropped } from "@/lib/api/schemas/tolerant";
import { NEWS_SITEMAP_MAX_URLS, buildNewsSitemap, newsArticles, newsSitemapFilters } from "./news-sitemap";

const today = VERTICALS.today;
const now = new Date("2026-11-22T00:41:22.500Z");

describe("newsSitemapFilters", () => {
  it("asks for the vertical's articles since the window opened, rounded down to five minutes", () => {
    expect(newsSitemapFilters(today, now)).toBe("type:article AND vertical:today AND datePublished:[2026-11-20T00:40:00.000Z TO *]");
  });
});

describe("newsArticles", () => {
  it.each([
    ["just published", "2026-11-22T00:41:22.500Z", true],
    ["47 hours 59 minutes ago", "2026-11-20T00:42:22.500Z", true],
    ["exactly 48 hours ago", "2026-11-20T00:41:22.500Z", false],
    ["three days ago", "2026-11-19T00:00:00.000Z", false],
    ["in the future", "2026-11-22T00:41:23.000Z", false],
    ["undated", undefined, false],
    // The contract reads a date that does not parse as no date (lib/api/schemas/content.ts, dateSchema).
    ["not a date", "soon", false],
  ])("an article published %s (%s) is listed: %s", (_, datePublished, listed) => {
    const item = collectDropped(() => story({ id: "rcna1", datePublished })).result;
    expect(newsArticles(today, [item], now)).toHaveLength(listed ? 1 : 0);
  });

  it("lists on-site articles only, newest first, each URL once, with title and UTC date", () => {
    const content = [
      story({ id: "rcna1", headline: "Older", datePublished: "2026-11-21T06:00:00-05:00" }),
      story({ id: "rcna2", headline: "Newer", datePublished: "2026-11-21T12:00:00.000Z" }),
      story({ id: "mmvo3", type: "video", datePublished: "2026-11-21T12:00:00.000Z" }),
      story({ id: "rcna4", url: "https://nbcnews.com/x-rcna4", datePublished: "2026-11-21T12:00:00.000Z" }),
      story({ id: "rcna1", headline: "Older", datePublished: "2026-11-21T06:00:00-05:00" }),
    ];
    expect(newsArticles(today, content, now)).toEqual([
      { loc: "https://today.com/food/story-rcna2", title: "Newer", publicationDate: "2026-11-21T12:00:00.000Z" },
      { loc: "https://today.com/food/story-rcna1", title: "Older", publicationDate: "2026-11-21T11:00:00.000Z" },
    ]);
  });

  it("leaves paid content out", () => {
    const paid = story({ id: "rcna5", datePublished: "2026-11-21T12:00:00.000Z" });
    expect(newsArticles(today, [{ ...paid, item: { ...paid.item, nativeAd: true } }], now)).toEqual([]);
  });

  it("stops at 1,000 articles", () => {
    const content = Array.from({ length: 1005 }, (_, i) =>
      story({ id: `rcna${i}`, datePublished: new Date(now.getTime() - (i + 1) * 60_000).toISOString() }),
    );
    const articles = newsArticles(today, content, now);
    expect(articles).toHaveLength(NEWS_SITEMAP_MAX_URLS);
    expect(articles.at(-1)?.loc).toBe("https://today.com/food/story-rcna999");
  });
});

describe("buildNewsSitemap", () => {
  it("writes each article with publication name and language, date and escaped title", () => {
    expect(
      buildNewsSitemap(VERTICALS.noticias, [
        { loc: "https://noticias.telemundo.com/a-rcna1", title: "Ríos & <montañas>", publicationDate: "2026-11-21T12:00:00.000Z" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
        "  <url><loc>https://noticias.telemundo.com/a-rcna1</loc><news:news><news:publication><news:name>Noticias Telemundo</news:name>" +
          "<news:language>es</news:language></news:publication><news:publication_date>2026-11-21T12:00:00.000Z</news:publication_date>" +
          "<news:title>Ríos &amp; &lt;montañas&gt;</news:title></news:news></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("is a valid empty urlset when nothing is recent", () => {
    expect(buildNewsSitemap(today, [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
        "</urlset>\n",
    );
  });
});
