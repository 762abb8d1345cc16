/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { story } from "./feed-fixtures";
import { buildSitemap, sitemapContentFilters, sitemapEntries } from "./sitemap";

const today = VERTICALS.today;

describe("sitemapContentFilters", () => {
  it("asks for the vertical's articles, recipes, slideshows and videos", () => {
    expect(sitemapContentFilters(today)).toBe("(type:article OR type:recipe OR type:slideshow OR type:video) AND vertical:today");
  });
});

describe("sitemapEntries", () => {
  const navigation = {
    global: [
      { title: "Food", url: "/food" },
      { title: "Shop", url: "https://www.today.com/shop" },
      { title: "NBC News", url: "https://nbcnews.com/" },
      { title: "Home again", url: "/" },
    ],
    local: [{ title: "Saved", url: "/account/saved" }],
  };

  it("lists home, the on-site global sections, then content with its last change, each URL once", () => {
    const content = [
      story({ id: "rcna1", datePublished: "2026-11-20T11:48:00.000Z", dateModified: "2026-11-20T12:00:00.000Z" }),
      story({ id: "tdrp2", type: "recipe", url: "https://today.com/recipes/soup-tdrp2", datePublished: "2026-11-19T08:00:00-05:00" }),
      story({ id: "ncsl3", type: "slideshow", url: "https://today.com/x-ncsl3", canonical: "https://today.com/food/x-ncsl3" }),
      story({ id: "rcna4", url: "https://nbcnews.com/politics/elsewhere-rcna4", datePublished: "2026-11-20T00:00:00Z" }),
      story({ id: "rcna1", datePublished: "2026-11-20T11:48:00.000Z" }),
    ];
    expect(sitemapEntries(today, navigation, content)).toEqual([
      { loc: "https://today.com/" },
      { loc: "https://today.com/food" },
      { loc: "https://today.com/shop" },
      { loc: "https://today.com/food/story-rcna1", lastmod: "2026-11-20T12:00:00.000Z" },
      { loc: "https://today.com/recipes/soup-tdrp2", lastmod: "2026-11-19T13:00:00.000Z" },
      { loc: "https://today.com/food/x-ncsl3" },
    ]);
  });

  it("lists the author pages after the content, leaving out people without one", () => {
    const authors = [{ name: "Jane Doe", id: "ncpr701000" }, { name: "Guest Writer" }, { name: "José Núñez", id: "ncpr701001" }];
    expect(sitemapEntries(today, { global: [], local: [] }, [], authors)).toEqual([
      { loc: "https://today.com/" },
      { loc: "https://today.com/author/jane-doe-ncpr701000" },
      { loc: "https://today.com/author/jose-nunez-ncpr701001" },
    ]);
  });
});

describe("buildSitemap", () => {
  it("writes a urlset with escaped locations", () => {
    expect(
      buildSitemap([
        { loc: "https://today.com/" },
        { loc: "https://today.com/search?q=a&b=<c>", lastmod: "2026-11-20T12:00:00.000Z" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://today.com/</loc></url>",
        "  <url><loc>https://today.com/search?q=a&amp;b=&lt;c&gt;</loc><lastmod>2026-11-20T12:00:00.000Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("is a valid empty urlset without entries", () => {
    expect(buildSitemap([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
