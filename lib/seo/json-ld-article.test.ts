/** @jest-environment node */
import { articleFixture, imageFixture } from "@/lib/article/test-fixtures";
import { VERTICALS } from "@/lib/verticals/verticals";
import { articleBreadcrumbJsonLd, articleShareImage, newsArticleJsonLd } from "./json-ld-article";

const CANONICAL = "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000";

describe("newsArticleJsonLd", () => {
  it("describes the article, its authors and the brand as publisher", () => {
    expect(newsArticleJsonLd(articleFixture(), VERTICALS.news, CANONICAL)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Lawmakers unveil a plan",
      description: "Residents are watching closely.",
      image: [{ "@type": "ImageObject", url: "http://localhost:4000/images/rcna100000-social/1600x900.png", width: 1600, height: 900 }],
      datePublished: "2026-03-03T15:00:00.000Z",
      dateModified: "2026-03-03T17:30:00.000Z",
      author: [
        { "@type": "Person", name: "Sophia Fisher", url: "https://nbcnews.com/author/sophia-fisher-ncpr700006", jobTitle: "Senior producer" },
        { "@type": "Person", name: "Olivia Hayes" },
      ],
      publisher: { "@type": "Organization", name: "NBC News", url: "https://nbcnews.com/" },
      mainEntityOfPage: { "@type": "WebPage", "@id": CANONICAL },
    });
  });

  it("falls back to the published date and leaves out what is missing", () => {
    const article = articleFixture({ description: undefined, socialImage: undefined, primaryImage: undefined, teaseImage: undefined, dateModified: undefined, authors: undefined });
    const json = newsArticleJsonLd(article, VERTICALS.noticias, CANONICAL);
    expect(json).not.toHaveProperty("description");
    expect(json).not.toHaveProperty("image");
    expect(json.dateModified).toBe("2026-03-03T15:00:00.000Z");
    expect(json.author).toEqual([]);
    expect(json.publisher).toEqual({ "@type": "Organization", name: VERTICALS.noticias.displayName, url: `https://${VERTICALS.noticias.hosts[0]}/` });
  });
});

describe("articleShareImage", () => {
  const [social, primary, tease] = [imageFixture("social"), imageFixture("primary"), imageFixture("tease")];
  it.each([
    [{ socialImage: social, primaryImage: primary, teaseImage: tease }, "social"],
    [{ primaryImage: primary, teaseImage: tease }, "primary"],
    [{ teaseImage: tease }, "tease"],
    [{}, undefined],
  ])("prefers social, then primary, then tease image (%#)", (images, expected) => {
    expect(articleShareImage(images)?.id).toBe(expected);
  });
});

describe("articleBreadcrumbJsonLd", () => {
  it("goes brand → section → article", () => {
    expect(articleBreadcrumbJsonLd(articleFixture(), VERTICALS.news, CANONICAL)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "NBC News", item: "https://nbcnews.com/" },
        { "@type": "ListItem", position: 2, name: "Politics", item: "https://nbcnews.com/politics" },
        { "@type": "ListItem", position: 3, name: "Lawmakers unveil a plan", item: CANONICAL },
      ],
    });
  });

  it("skips the section when the article has none", () => {
    const json = articleBreadcrumbJsonLd(articleFixture({ taxonomy: undefined }), VERTICALS.news, CANONICAL);
    expect((json.itemListElement as unknown[]).length).toBe(2);
  });
});
