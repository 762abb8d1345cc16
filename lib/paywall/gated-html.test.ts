import { gatedBodyHtml } from "./gated-html";

describe("gatedBodyHtml", () => {
  it("renders each block, sanitizes paragraph HTML, escapes text and drops bad blocks", () => {
    const html = gatedBodyHtml(
      [
        { type: "paragraph", html: 'Hello <strong>there</strong><script>alert(1)</script> <a href="javascript:x">bad</a>' },
        { type: "heading", level: 2, text: "A <b>head</b>" },
        { type: "list", ordered: true, items: ["one & two"] },
        { type: "pullQuote", text: "Quote", attribution: "Someone" },
        { type: "image", image: { url: "https://img.example/a.jpg", altText: 'An "image"', width: 800, height: 600, caption: "Cap" } },
        { type: "embed", embedType: "youtube", url: "https://www.youtube.com/watch?v=abcdefghijk" },
        { type: "embed", embedType: "youtube", url: "javascript:alert(1)" },
        { type: "image" },
      ],
      ["nbcnews.com"],
      "article rcna1",
    );
    expect(html).toContain("<p");
    expect(html).toContain("Hello <strong>there</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("A &lt;b&gt;head&lt;/b&gt;</h2>");
    expect(html).toContain("<ol");
    expect(html).toContain("<li>one &amp; two</li>");
    expect(html).toContain("— Someone");
    expect(html).toContain('<img src="https://img.example/a.jpg" alt="An &quot;image&quot;" width="800" height="600" loading="lazy"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=abcdefghijk"');
  });
});
