import { pageKindOfPath, vitalsBeaconSchema, vitalsLogLines } from "./beacon";

describe("pageKindOfPath", () => {
  it.each<[string, string]>([
    ["/", "front"],
    ["/politics/congress", "front"],
    ["/politics/some-story-rcna100000", "article"],
    ["/politics/live-blog/live-updates-rlna900000", "liveBlog"],
    ["/food/soup-tdrp123", "recipe"],
    ["/news/photos-ncsl123", "slideshow"],
    ["/video/clip-mmvo123", "video"],
    ["/shop/product/blanket-ncpd501000", "product"],
    ["/the-evening-report/blog/post-ncpn600005", "showBlog"],
    ["/live", "live"],
    ["/account/saved", "account"],
    ["/local/10001", "local"],
    ["/start-today-app-view/food/x-rcna101000", "article"],
    ["/embedded-video/mmvo123", "embedded"],
    ["/%zz", "other"],
    ["/a/b/c/../<x>", "other"],
  ])("%s → %s", (path, kind) => {
    expect(pageKindOfPath(path)).toBe(kind);
  });
});

describe("vitalsBeaconSchema", () => {
  const metric = { name: "LCP", value: 1234.5, rating: "good" };
  it.each<[string, unknown, boolean]>([
    ["a beacon", { path: "/", metrics: [metric] }, true],
    ["with a navigation type", { path: "/", metrics: [{ ...metric, navigationType: "navigate" }] }, true],
    ["no metrics", { path: "/", metrics: [] }, false],
    ["a metric it does not log", { path: "/", metrics: [{ ...metric, name: "TTFB" }] }, false],
    ["a negative value", { path: "/", metrics: [{ ...metric, value: -1 }] }, false],
    ["a relative path", { path: "x", metrics: [metric] }, false],
    ["an unknown rating", { path: "/", metrics: [{ ...metric, rating: "meh" }] }, false],
    ["too many metrics", { path: "/", metrics: Array.from({ length: 7 }, () => metric) }, false],
    ["not an object", "LCP", false],
  ])("%s: %p", (_name, input, ok) => {
    expect(vitalsBeaconSchema.safeParse(input).success).toBe(ok);
  });
});

describe("vitalsLogLines", () => {
  it("logs one line per metric with the page kind, milliseconds rounded and CLS to three places, and no path", () => {
    const lines = vitalsLogLines({
      path: "/politics/some-story-rcna100000",
      metrics: [
        { name: "LCP", value: 1834.56, rating: "needs-improvement" },
        { name: "CLS", value: 0.01234, rating: "good" },
        { name: "INP", value: 48, rating: "good" },
      ],
    });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { msg: "web-vital", kind: "article", name: "LCP", value: 1835, rating: "needs-improvement" },
      { msg: "web-vital", kind: "article", name: "CLS", value: 0.012, rating: "good" },
      { msg: "web-vital", kind: "article", name: "INP", value: 48, rating: "good" },
    ]);
    expect(lines.join("\n")).not.toContain("rcna100000");
  });
});
