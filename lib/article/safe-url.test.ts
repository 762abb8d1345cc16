/** @jest-environment node */
import { safeHref, safeWebUrl } from "./safe-url";

describe("safeHref", () => {
  it.each([
    ["/politics/story-rcna1", { href: "/politics/story-rcna1", kind: "site" }],
    ["/search?q=a b#top", { href: "/search?q=a%20b#top", kind: "site" }],
    ["https://example.com/a", { href: "https://example.com/a", kind: "web" }],
    ["  HTTP://Example.com  ", { href: "http://example.com/", kind: "web" }],
    ["mailto:tips@nbcnews.com", { href: "mailto:tips@nbcnews.com", kind: "mailto" }],
    ["https://nbcnews.com/politics/x-rcna2?a=1", { href: "/politics/x-rcna2?a=1", kind: "site" }],
  ])("accepts %j", (raw, expected) => {
    expect(safeHref(raw, ["nbcnews.com", "www.nbcnews.com"])).toEqual(expected);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["java\tscript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:msgbox(1)"],
    ["//evil.example/x"],
    ["/\\evil.example/x"],
    ["/\t/evil.example/x"],
    ["relative/path"],
    ["#anchor"],
    ["ftp://example.com/file"],
    [""],
    ["https://"],
  ])("rejects %j", (raw) => {
    expect(safeHref(raw)).toBeNull();
  });
});

describe("safeWebUrl", () => {
  it.each([
    ["https://twitter.com/a/status/1", "https://twitter.com/a/status/1"],
    ["javascript:alert(1)", null],
    ["mailto:a@b.c", null],
    ["/relative", null],
  ])("%j -> %j", (raw, expected) => {
    expect(safeWebUrl(raw)?.href ?? null).toBe(expected);
  });
});
