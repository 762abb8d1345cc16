import { screen, within } from "@testing-library/react";
import { parseBodyBlocks } from "@/lib/article/body-blocks";
import { paragraphs, teasableFixture } from "@/lib/article/test-fixtures";
import { VERTICALS } from "@/lib/verticals/verticals";
import { ArticleBody } from "./ArticleBody";
import { renderServer } from "./test-render";

jest.mock("next-intl/server", () => jest.requireActual("./test-render").intlServerMock());

const recommendations = [teasableFixture("rcna104010"), teasableFixture("rcna104011")];

describe("ArticleBody", () => {
  it("renders every clean block and drops the bad one (rcna104003: image whose url is a number)", async () => {
    const blocks = parseBodyBlocks([
      { type: "paragraph", html: "First <em>paragraph</em>." },
      { type: "heading", level: 2, text: "What we know" },
      { type: "image", image: { url: 42 } },
      { type: "list", ordered: true, items: ["One", "Two"] },
      { type: "pullQuote", text: "People deserve clear answers", attribution: "Harper Wallace" },
      { type: "paragraph", html: "Last." },
    ], "article test");
    await renderServer(<ArticleBody blocks={blocks} vertical={VERTICALS.news} />);
    expect(screen.getByText("paragraph", { selector: "em" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "What we know" })).toBeInTheDocument();
    expect(within(screen.getByRole("list")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["One", "Two"]);
    expect(screen.getByText("People deserve clear answers").closest("blockquote")).toBeInTheDocument();
    expect(screen.getByText("— Harper Wallace")).toBeInTheDocument();
    expect(screen.getByText("Last.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("renders an image block with its caption and credit, lazily", async () => {
    const blocks = parseBodyBlocks([
      { type: "image", image: { url: "http://localhost:4000/images/a/1600x900.png", width: 1600, height: 900, altText: "Flooded street", caption: "Water rose overnight.", source: { name: "Reuters" } } },
    ], "article test");
    await renderServer(<ArticleBody blocks={blocks} vertical={VERTICALS.news} />);
    const image = screen.getByRole("img", { name: "Flooded street" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "1600");
    expect(screen.getByText("Water rose overnight.")).toBeInTheDocument();
    expect(screen.getByText("Photo: Reuters")).toBeInTheDocument();
  });

  it("makes script injection impossible", async () => {
    const blocks = parseBodyBlocks([
      { type: "paragraph", html: '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 1">Safe <a href="javascript:alert(1)">link</a>' },
      { type: "heading", level: 2, text: "<script>alert(1)</script>" },
      { type: "list", ordered: false, items: ['<img src=x onerror="alert(1)">'] },
      { type: "embed", embedType: "unknownWidget", url: "https://widgets.example.com/poll/1", html: '<div class="widget-poll"><script>alert(1)</script>Poll text</div>' },
    ], "article test");
    const container = await renderServer(<ArticleBody blocks={blocks} vertical={VERTICALS.news} />);
    expect(container.querySelector("script, img, iframe, [onerror], .widget-poll")).toBeNull();
    expect(container.querySelector('[href^="javascript:"]')).toBeNull();
    expect(screen.getByText("Safe link").tagName).toBe("P");
    // Headings and list items are text, shown as written.
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("<script>alert(1)</script>");
    expect(screen.queryByText("Poll text")).not.toBeInTheDocument();
  });

  it("shows YouTube as a 16:9 facade linking to the video, with no frame until the reader plays it", async () => {
    const blocks = parseBodyBlocks([{ type: "embed", embedType: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }], "article test");
    const container = await renderServer(<ArticleBody blocks={blocks} vertical={VERTICALS.news} />);
    expect(container.querySelector("iframe")).toBeNull();
    const link = screen.getByRole("link", { name: "Play YouTube video" });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(link).toHaveAttribute("data-youtube-embed", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(link.parentElement).toHaveClass("yt-facade");
  });

  it.each([
    ["tweet", "https://twitter.com/rcna100003/status/123456789987654321", "View post on X"],
    ["facebookPost", "https://www.facebook.com/rcna100003/posts/269006965", "View post on Facebook"],
    ["instagram", "https://www.instagram.com/p/Ab_c-12345Z/", "View post on Instagram"],
    ["unknownWidget", "https://widgets.example.com/poll/rcna100011", "View embedded content on widgets.example.com"],
  ])("shows a %s embed as a link to it, without third-party scripts", async (embedType, url, name) => {
    const container = await renderServer(<ArticleBody blocks={parseBodyBlocks([{ type: "embed", embedType, url }], "article test")} vertical={VERTICALS.news} />);
    expect(screen.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", url);
    expect(container.querySelector("script, iframe")).toBeNull();
  });

  it("places the inline newsletter after the third paragraph", async () => {
    const container = await renderServer(
      <ArticleBody blocks={parseBodyBlocks(paragraphs(5), "article test")} vertical={VERTICALS.news} inlineNewsletter={<form aria-label="Newsletter" />} />,
    );
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form.parentElement?.previousElementSibling).toHaveTextContent("Paragraph 3.");
    expect(container.querySelectorAll("form")).toHaveLength(1);
  });

  it("keeps the blocks in order around the inline newsletter and ad", async () => {
    const container = await renderServer(
      <ArticleBody
        blocks={parseBodyBlocks(paragraphs(5), "article test")}
        vertical={VERTICALS.news}
        inlineNewsletter={<form aria-label="Newsletter" />}
        inlineAd={<aside aria-label="Ad slot" />}
      />,
    );
    const order = [...container.querySelectorAll("p, form, aside")].map((element) => (element.tagName === "P" ? element.textContent : element.getAttribute("aria-label")));
    expect(order).toEqual(["Paragraph 1.", "Paragraph 2.", "Paragraph 3.", "Newsletter", "Paragraph 4.", "Ad slot", "Paragraph 5."]);
  });

  describe("recommendation reel", () => {
    it("follows paragraph 5 of a Spanish article with 7 paragraphs", async () => {
      await renderServer(<ArticleBody blocks={parseBodyBlocks(paragraphs(7), "article test")} vertical={VERTICALS.noticias} recommendations={recommendations} />);
      const reel = screen.getByRole("complementary", { name: "Recomendado" });
      expect(reel.previousElementSibling).toHaveTextContent("Paragraph 5.");
      expect(within(reel).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Headline rcna104010", "Headline rcna104011"]);
    });

    it.each([
      ["a Spanish article with 6 paragraphs", VERTICALS.noticias, 6],
      ["an English article with 7 paragraphs", VERTICALS.news, 7],
    ])("is absent from %s", async (_name, vertical, count) => {
      await renderServer(<ArticleBody blocks={parseBodyBlocks(paragraphs(count), "article test")} vertical={vertical} recommendations={recommendations} />);
      expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    });
  });
});
