/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { feedLink, onSiteUrl } from "./site-url";

const today = VERTICALS.today;

describe("onSiteUrl", () => {
  it.each([
    ["https://today.com/food/soup-rcna1", "https://today.com/food/soup-rcna1"],
    ["https://www.today.com/food/soup-rcna1?x=1#top", "https://today.com/food/soup-rcna1?x=1"],
    ["/food", "https://today.com/food"],
    ["https://nbcnews.com/politics/x-rcna2", null],
    ["//evil.example/food", null],
    ["javascript:alert(1)", null],
    ["http://[bad", null],
  ])("%s -> %s", (url, expected) => {
    expect(onSiteUrl(today, url)).toBe(expected);
  });
});

describe("feedLink", () => {
  it.each([
    ["https://www.today.com/food/soup-rcna1", "https://today.com/food/soup-rcna1"],
    ["https://nbcnews.com/politics/x-rcna2", "https://nbcnews.com/politics/x-rcna2"],
    ["mailto:a@b.c", null],
  ])("%s -> %s", (url, expected) => {
    expect(feedLink(today, url)).toBe(expected);
  });
});
