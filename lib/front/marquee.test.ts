/** @jest-environment node */
import type { Curation } from "@/lib/api/schemas/content";
import { DEFAULT_VIEW_FLAGS } from "@/lib/request-context/request-context";
import { marqueeEmbedUrl, sanitizeMarqueeHtml } from "./marquee";

const curation = (marquees: Curation["marquees"]): Curation => ({
  id: "c", seoTitle: "t", seoDescription: "d", pageRoute: "/", hidden: false, adsDisabled: false, layouts: [], marquees,
});
const embed = (url: string, hidden = false) => ({ hidden, marqueeType: "embed" as const, embed: { url } });

describe("marqueeEmbedUrl", () => {
  const chromeless = { ...DEFAULT_VIEW_FLAGS, isChromeless: true };
  it.each([
    ["no marquee", curation(undefined), DEFAULT_VIEW_FLAGS, null],
    ["a marquee", curation([embed("http://up/content/embed/marquee/a")]), DEFAULT_VIEW_FLAGS, "http://up/content/embed/marquee/a"],
    ["the first one shown", curation([embed("https://a/1", true), embed("https://a/2")]), DEFAULT_VIEW_FLAGS, "https://a/2"],
    ["only hidden ones", curation([embed("https://a/1", true)]), DEFAULT_VIEW_FLAGS, null],
    ["a javascript: URL", curation([embed("javascript:alert(1)")]), DEFAULT_VIEW_FLAGS, null],
    ["not a URL", curation([embed("embed/marquee/a")]), DEFAULT_VIEW_FLAGS, null],
    ["chromeless", curation([embed("https://a/1")]), chromeless, null],
    ["chromeless with showChromelessMarquee", curation([embed("https://a/1")]), { ...chromeless, showChromelessMarquee: true }, "https://a/1"],
  ])("%s", (_, input, view, expected) => {
    expect(marqueeEmbedUrl(input, view)).toBe(expected);
  });
});

describe("sanitizeMarqueeHtml", () => {
  it.each([
    ['<div><h2>Results</h2><p>Polls <a href="https://x.com/a">close</a> at 8</p></div>', '<div><h2>Results</h2><p>Polls <a href="https://x.com/a" rel="noopener noreferrer">close</a> at 8</p></div>'],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<p onclick="x()" style="color:red">t</p>', "<p>t</p>"],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil"></iframe><img src=x onerror=alert(1)>', ""],
    ['<svg><script>alert(1)</script></svg>', ""],
  ])("%s", (html, expected) => {
    expect(sanitizeMarqueeHtml(html)).toBe(expected);
  });
});
