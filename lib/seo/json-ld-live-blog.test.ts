import type { Article } from "@/lib/api/schemas/content";
import type { CardView } from "@/lib/live-blog/card-view";
import { VERTICALS } from "@/lib/verticals/verticals";
import { liveBlogPostingJsonLd } from "./json-ld-live-blog";

const article = {
  id: "rlna1",
  type: "article",
  headline: { primary: "Live updates: the vote" },
  url: { primary: "https://nbcnews.com/politics/live-blog/the-vote-rlna1" },
  datePublished: "2026-11-22T08:00:00.000Z",
  body: [],
} as Article;
const card = (n: number): CardView => ({
  id: `ncrd${n}`,
  headline: `Post ${n}`,
  publishedAt: new Date(Date.UTC(2026, 10, 22, 10, n)).toISOString(),
  time: "",
  byline: null,
  visible: [{ type: "paragraph", html: `The <strong>count</strong> ${n}.` }],
  hidden: [],
});

describe("liveBlogPostingJsonLd", () => {
  const url = "https://nbcnews.com/politics/live-blog/the-vote-rlna1";

  it("covers from the first post to 23 hours after the latest, with the latest updates", () => {
    const data = liveBlogPostingJsonLd(article, VERTICALS.news, url, [card(3), card(2), card(1)]);
    expect(data).toMatchObject({
      "@type": "LiveBlogPosting",
      coverageStartTime: "2026-11-22T10:01:00.000Z",
      coverageEndTime: "2026-11-23T09:03:00.000Z",
      dateModified: "2026-11-22T10:03:00.000Z",
    });
    expect(data.liveBlogUpdate).toEqual([
      expect.objectContaining({ "@type": "BlogPosting", headline: "Post 3", url: `${url}/ncrd3`, articleBody: "The count 3." }),
      expect.objectContaining({ headline: "Post 2" }),
      expect.objectContaining({ headline: "Post 1" }),
    ]);
  });

  it("ends coverage at the end time when there is one, and lists at most 10 updates", () => {
    const cards = Array.from({ length: 12 }, (_, i) => card(12 - i));
    const data = liveBlogPostingJsonLd({ ...article, endTime: "2026-11-22T20:00:00.000Z" }, VERTICALS.news, url, cards);
    expect(data.coverageEndTime).toBe("2026-11-22T20:00:00.000Z");
    expect(data.liveBlogUpdate).toHaveLength(10);
  });
});
