import type { CardBlockView, CardView } from "@/lib/live-blog/card-view";
import { cardHtml } from "./card-html";

const texts = { showMore: "Show more", permalink: "Link to this post" };
const card = (overrides: Partial<CardView> = {}): CardView => ({
  id: "ncrd1",
  headline: "Votes <counted> & \"certified\"",
  publishedAt: "2026-11-25T14:00:00.000Z",
  time: "Nov 25, 9:00 AM EST",
  byline: null,
  visible: [],
  hidden: [],
  ...overrides,
});

const fragment = (html: string) => {
  const host = document.createElement("article");
  host.innerHTML = html;
  return host;
};

describe("cardHtml", () => {
  it("escapes every text and links the time to the post's permalink", () => {
    const host = fragment(cardHtml(card({ byline: "By <Ann>" }), texts, "/live/x-rlna1/ncrd1#ncrd1", "lazy"));
    expect(host.querySelector("h2#ncrd1-headline")?.textContent).toBe('Votes <counted> & "certified"');
    expect(host.querySelector("a")?.getAttribute("href")).toBe("/live/x-rlna1/ncrd1#ncrd1");
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-25T14:00:00.000Z");
    expect(host.querySelector("a")?.textContent).toBe("Nov 25, 9:00 AM EST — Link to this post");
    expect(host.textContent).toContain("By <Ann>");
    expect(host.querySelector("details")).toBeNull();
  });

  it.each<[CardBlockView, string]>([
    [{ type: "paragraph", html: "A <a href=\"https://example.com/\">sanitised</a> paragraph" }, "p a[href='https://example.com/']"],
    [{ type: "heading", level: 2, text: "<b>Heading</b>" }, "h3"],
    [{ type: "heading", level: 4, text: "Deep" }, "h4"],
    [{ type: "list", ordered: true, items: ["one", "<two>"] }, "ol > li + li"],
    [{ type: "pullQuote", text: "Quote", attribution: "Someone" }, "blockquote footer"],
    [
      { type: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/abc", watchUrl: "https://www.youtube.com/watch?v=abc", title: "YouTube video", play: "Play YouTube video" },
      ".yt-facade a[href='https://www.youtube.com/watch?v=abc'][data-youtube-embed='https://www.youtube-nocookie.com/embed/abc']",
    ],
    [{ type: "link", url: "https://example.com/post", label: "Post on X" }, "a[rel='noopener noreferrer']"],
  ])("draws a %o block", (block, selector) => {
    const host = fragment(cardHtml(card({ visible: [block] }), texts, "/p", "lazy"));
    expect(host.querySelector(selector)).not.toBeNull();
    expect(host.querySelector("b")).toBeNull();
  });

  it("draws an image through the image optimiser with its caption and credit, eager when lazy loading is off", () => {
    const image: CardBlockView = { type: "image", url: "http://localhost:4000/images/a.png", width: 1600, height: 900, alt: "A \"map\"", caption: "Caption", credit: "Photo: AP" };
    const host = fragment(cardHtml(card({ visible: [image] }), texts, "/p", "eager"));
    const img = host.querySelector("img");
    expect(img?.getAttribute("alt")).toBe('A "map"');
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("src")).toMatch(/^\/_next\/image\?url=http%3A%2F%2Flocalhost%3A4000%2Fimages%2Fa\.png&w=\d+&q=\d+$/);
    expect(img?.getAttribute("srcset")).toMatch(/ \d+w, /);
    expect(host.querySelector("figcaption")?.textContent).toBe("Caption Photo: AP");
  });

  it("puts content after a displayed show-more breakpoint behind Show more", () => {
    const host = fragment(cardHtml(card({ hidden: [{ type: "paragraph", html: "Later" }] }), texts, "/p", "lazy"));
    expect(host.querySelector("details > summary")?.textContent).toBe("Show more");
    expect(host.querySelector("details p")?.textContent).toBe("Later");
  });
});
