/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { curation, story } from "./feed-fixtures";
import { buildRssFeed, rssFeedPath } from "./rss";

const today = VERTICALS.today;

describe("rssFeedPath", () => {
  it.each([
    ["", "/feeds/rss"],
    ["food", "/feeds/rss/food"],
    ["food/recipes", "/feeds/rss/food/recipes"],
  ])("%j -> %s", (subpath, path) => {
    expect(rssFeedPath(subpath)).toBe(path);
  });
});

describe("buildRssFeed", () => {
  it("writes the channel of the front and its stories, each once, with absolute links, RFC 822 dates and tease images", () => {
    const image = { url: "http://localhost:4000/images/rcna1-tease/1600x900.png", width: 1600, height: 900, encodingFormat: "image/png" };
    const front = curation([
      [
        story({
          id: "rcna1",
          headline: "Soup & bread",
          url: "https://www.today.com/food/soup-rcna1",
          description: "A <cozy> dinner",
          datePublished: "2026-11-20T11:48:00.000Z",
          image,
        }),
        story({ id: "ncpd2", type: "product", url: "https://www.bestbuy.com/p" }),
        story({ id: "mmvo3", type: "video", url: "https://nbcnews.com/video/x-mmvo3", image: { ...image, encodingFormat: undefined } }),
      ],
      [story({ id: "rcna1" }), story({ id: "rcna4", url: "https://www.today.com/food/soup-rcna1" })],
    ]);
    expect(buildRssFeed(today, front, "food")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
        "  <channel>",
        "    <title>Food | TODAY</title>",
        "    <link>https://today.com/food</link>",
        "    <description>Food: latest — TODAY.</description>",
        "    <language>en</language>",
        '    <atom:link href="https://today.com/feeds/rss/food" rel="self" type="application/rss+xml"/>',
        "    <item><title>Soup &amp; bread</title><link>https://today.com/food/soup-rcna1</link>" +
          '<guid isPermaLink="true">https://today.com/food/soup-rcna1</guid><pubDate>Fri, 20 Nov 2026 11:48:00 GMT</pubDate>' +
          "<description>A &lt;cozy&gt; dinner</description>" +
          '<media:content url="http://localhost:4000/images/rcna1-tease/1600x900.png" medium="image" width="1600" height="900" type="image/png"/>' +
          '<enclosure url="http://localhost:4000/images/rcna1-tease/1600x900.png" length="0" type="image/png"/></item>',
        "    <item><title>Headline mmvo3</title><link>https://nbcnews.com/video/x-mmvo3</link>" +
          '<guid isPermaLink="true">https://nbcnews.com/video/x-mmvo3</guid>' +
          '<media:content url="http://localhost:4000/images/rcna1-tease/1600x900.png" medium="image" width="1600" height="900"/></item>',
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });

  it("links the home front's channel to the origin and names /feeds/rss, in the vertical's language", () => {
    const feed = buildRssFeed(VERTICALS.noticias, curation([[]], { seoTitle: "Noticias", pageRoute: "/" }), "");
    expect(feed).toContain("<link>https://noticias.telemundo.com/</link>");
    expect(feed).toContain('<atom:link href="https://noticias.telemundo.com/feeds/rss" rel="self" type="application/rss+xml"/>');
    expect(feed).toContain("<language>es</language>");
    expect(feed).not.toContain("<item>");
  });
});
