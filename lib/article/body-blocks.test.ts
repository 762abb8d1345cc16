/** @jest-environment node */
import { MALFORMED_BODY_BLOCKS } from "@/upstream/seed/articles";
import { countParagraphs, paragraphNumbers, parseBodyBlocks } from "./body-blocks";

const image = { url: "http://localhost:4000/images/x/1600x900.png", width: 1600, height: 900, altText: "A picture" };
const paragraph = { type: "paragraph", html: "Before." };
const after = { type: "paragraph", html: "After." };

describe("parseBodyBlocks", () => {
  it.each([
    ["paragraph", { type: "paragraph", html: "<em>Hi</em>" }],
    ["heading level 2", { type: "heading", level: 2, text: "Why it matters" }],
    ["heading level 4", { type: "heading", level: 4, text: "Details" }],
    ["ordered list", { type: "list", ordered: true, items: ["One", "Two"] }],
    ["image", { type: "image", image }],
    ["pull quote", { type: "pullQuote", text: "We are listening", attribution: "Zoe Hayes" }],
    ["pull quote without attribution", { type: "pullQuote", text: "We are listening" }],
    ["youtube embed", { type: "embed", embedType: "youtube", url: "https://www.youtube.com/watch?v=abcdefghijk" }],
    ["unknown embed with html", { type: "embed", embedType: "unknownWidget", url: "https://widgets.example.com/poll/1", html: "<div></div>" }],
  ])("keeps a clean %s block", (_name, block) => {
    expect(parseBodyBlocks([block], "article test")).toEqual([block]);
  });

  it.each([
    ["rcna100003: image with no image", { type: "image" }],
    ["rcna100011: youtube embed with no url", { type: "embed", embedType: "youtube" }],
    ["rcna101003: list whose items are not a list", { type: "list", ordered: false, items: "not a list" }],
    ["rcna102003: heading with no text", { type: "heading", level: 2 }],
    ["rcna104003: image whose url is a number", { type: "image", image: { url: 42 } }],
    ["heading level 1 (the page has one h1)", { type: "heading", level: 1, text: "Title" }],
    ["heading with blank text", { type: "heading", level: 2, text: "  " }],
    ["empty list", { type: "list", ordered: false, items: [] }],
    ["image without dimensions", { type: "image", image: { url: "http://x/y.png" } }],
    ["unknown type", { type: "carousel", items: [] }],
    ["no type", { html: "<p>x</p>" }],
    ["null", null],
    ["a string", "paragraph"],
  ])("drops %s and renders the rest", (_name, bad) => {
    expect(parseBodyBlocks([paragraph, bad, after], "article test")).toEqual([paragraph, after]);
  });

  it("drops every malformed block the upstream seeds", () => {
    const seeded = Object.values(MALFORMED_BODY_BLOCKS).flatMap((byIndex) => Object.values(byIndex ?? {}));
    expect(seeded.length).toBeGreaterThan(0);
    for (const bad of seeded) expect(parseBodyBlocks([paragraph, bad, after], "article test")).toEqual([paragraph, after]);
  });
});

describe("countParagraphs", () => {
  it("counts paragraph blocks only", () => {
    expect(countParagraphs(parseBodyBlocks([paragraph, { type: "heading", level: 2, text: "H" }, after, { type: "image" }], "article test"))).toBe(2);
  });
});

describe("paragraphNumbers", () => {
  it("numbers paragraphs from 1 and skips other blocks", () => {
    expect(paragraphNumbers(parseBodyBlocks([paragraph, { type: "heading", level: 2, text: "H" }, after, paragraph], "article test"))).toEqual([1, null, 2, 3]);
  });
});

describe("parseBodyBlocks' log", () => {
  it("logs a dropped block once, with its document and place", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const blocks = [{ type: "paragraph", html: "Kept." }, { type: "poll", question: "?" }];
      expect(parseBodyBlocks(blocks, "article rcna4242")).toEqual([{ type: "paragraph", html: "Kept." }]);
      expect(parseBodyBlocks(blocks, "article rcna4242")).toHaveLength(1);
      expect(warn.mock.calls).toEqual([[expect.stringMatching(/^content: dropped an unreadable item \(id block 1\) from article rcna4242: type: /)]]);
    } finally {
      warn.mockRestore();
    }
  });
});
