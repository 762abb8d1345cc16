/** Content for article tests, shaped like the embedded upstream's answers and checked by the same schemas. */
import { articleSchema, teasableSchema, type Article, type Teasable } from "@/lib/api/schemas/content";

export const imageFixture = (id: string) => ({
  id,
  url: `http://localhost:4000/images/${id}/1600x900.png`,
  caption: `Caption of ${id}`,
  altText: `Alt of ${id}`,
  height: 900,
  width: 1600,
  source: { name: "NBC News", copyright: "© 2026 NBC News" },
});

export function teasableFixture(id: string, overrides: Partial<Teasable> = {}): Teasable {
  return teasableSchema.parse({
    id,
    type: "article",
    headline: { primary: `Headline ${id}` },
    url: { primary: `https://nbcnews.com/politics/headline-${id}` },
    teaseImage: imageFixture(`${id}-tease`),
    ...overrides,
  });
}

export function articleFixture(overrides: Partial<Article> = {}): Article {
  return articleSchema.parse({
    id: "rcna100000",
    type: "article",
    headline: { primary: "Lawmakers unveil a plan", seo: "Lawmakers unveil a plan | NBC News" },
    description: { primary: "Residents are watching closely.", seo: "Residents are watching closely." },
    url: {
      primary: "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000",
      canonical: "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000",
    },
    teaseImage: imageFixture("rcna100000-tease"),
    primaryImage: imageFixture("rcna100000-primary"),
    socialImage: imageFixture("rcna100000-social"),
    taxonomy: {
      primarySection: { id: "section-news-politics", name: "Politics", slug: "politics", path: "news/politics", url: { primary: "https://nbcnews.com/politics" } },
    },
    authors: [
      {
        person: {
          name: "Sophia Fisher",
          id: "ncpr700006",
          jobTitle: ["Senior producer"],
          shortBio: "Sophia Fisher is a senior producer.",
          bio: ["A longer bio."],
          url: "https://nbcnews.com/author/sophia-fisher-ncpr700006",
          socialMediaProfiles: { twitter: "https://twitter.com/sophiafisher", instagram: "javascript:alert(1)", gPlus: "https://plus.google.com/1" },
          primaryImage: { url: "http://localhost:4000/images/ncpr700006-portrait/400x400.png", width: 400, height: 400 },
        },
      },
      { person: { name: "Olivia Hayes", id: "ncpr700003" } },
    ],
    datePublished: "2026-03-03T15:00:00.000Z",
    dateModified: "2026-03-03T17:30:00.000Z",
    body: [{ type: "paragraph", html: "One." }],
    ...overrides,
  });
}

/** `count` paragraphs "Paragraph 1." … */
export function paragraphs(count: number): { type: "paragraph"; html: string }[] {
  return Array.from({ length: count }, (_, i) => ({ type: "paragraph", html: `Paragraph ${i + 1}.` }));
}
