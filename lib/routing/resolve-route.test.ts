import { resolveRoute, toCardSearchArticleId } from "./resolve-route";

const path = (p: string) => p.split("/").filter(Boolean);

describe("resolveRoute", () => {
  it.each([
    ["/", { kind: "front", subpath: "" }],
    ["/politics", { kind: "front", subpath: "politics" }],
    ["/politics/congress", { kind: "front", subpath: "politics/congress" }],
    ["/news_2024-results", { kind: "front", subpath: "news_2024-results" }],
    ["/politics/some-headline-rcna100000", { kind: "article", id: "rcna100000" }],
    ["/politics/congress/some-headline-rcna100000", { kind: "article", id: "rcna100000" }],
    ["/politics/rcna100000", { kind: "article", id: "rcna100000" }],
    ["/politics/live-blog/live-updates-rlna900000", { kind: "liveBlog", id: "rlna900000" }],
    ["/politics/live-blog/live-updates-rcna900000", { kind: "liveBlog", id: "rcna900000" }],
    ["/politics/updates-rlna900000", { kind: "liveBlog", id: "rlna900000" }],
    ["/politics/live-blog/live-updates-rlna900000/ncrd1000005", { kind: "liveBlog", id: "rlna900000", cardId: "ncrd1000005" }],
    ["/politics/live-blog/live-updates-rlna900000/a-post-ncrd1000005", { kind: "liveBlog", id: "rlna900000", cardId: "ncrd1000005" }],
    ["/politics/live-blog/live-updates-rlna900000/ncrd1/ncrd2", null],
    ["/politics/x-rcna100000/ncrd1000005", null],
    ["/politics/ncrd1000005", null],
    ["/recipes/spicy-chickpeas-tdrp401000", { kind: "recipe", id: "tdrp401000" }],
    ["/shop/product/brightline-air-fryer-ncpd501000", { kind: "product", id: "ncpd501000" }],
    ["/shopping/product/ncpd502000", { kind: "product", id: "ncpd502000" }],
    ["/shop/wrong-place-ncpd501000", { kind: "product", id: "ncpd501000" }],
    ["/brightline-air-fryer-ncpd501000", { kind: "front", subpath: "brightline-air-fryer-ncpd501000" }],
    ["/shop/product/air-fryer-ncpd", { kind: "front", subpath: "shop/product/air-fryer-ncpd" }],
    ["/shop/product/air-fryer-ncpd501000x", { kind: "front", subpath: "shop/product/air-fryer-ncpd501000x" }],
    ["/politics/in-photos-ncsl300000", { kind: "slideshow", id: "ncsl300000" }],
    ["/video/inside-the-fight-mmvo2000000", { kind: "video", id: "mmvo2000000" }],
    ["/video/el-video-tmvo2003000", { kind: "video", id: "tmvo2003000" }],
    ["/the-evening-report/blog/3-takeaways-ncpn600005", { kind: "showBlog", show: "the-evening-report", id: "ncpn600005" }],
    ["/playlist/playlist-news-1", { kind: "playlist", id: "playlist-news-1" }],
    ["/author/jane-doe-ncpr700000", { kind: "author", id: "ncpr700000" }],
    ["/author/ncpr700000", { kind: "author", id: "ncpr700000" }],
    ["/preview/curation/draft-news-1", { kind: "draft", id: "draft-news-1" }],
    ["/embedded-video/mmvo2000000", { kind: "embedded", view: "embedded-video", id: "mmvo2000000" }],
    ["/embedded-newsletter/sub_today", { kind: "embedded", view: "embedded-newsletter", id: "sub_today" }],
    ["/embedded-newsletter/sub.today", null],
    ["/embedded-newsletter/sub-today", { kind: "embedded", view: "embedded-newsletter", id: "sub-today" }],
    ["/embedded-pkg/pkg-1", { kind: "embedded", view: "embedded-pkg", id: "pkg-1" }],
    ["/playmaker/mmvo2000000", { kind: "embedded", view: "playmaker", id: "mmvo2000000" }],
    ["/playmaker", null],
    ["/live", { kind: "live" }],
    ["/live/now", { kind: "front", subpath: "live/now" }],
    ["/playlist", null],
    ["/author", null],
    ["/author/jane-doe", null],
    ["/author/jane-doe-ncpr700000/more", null],
    ["/author/jane-doe-rcna100000", null],
    ["/playlist/a/b", null],
    ["/some-headline-rcna100000", { kind: "front", subpath: "some-headline-rcna100000" }],
    ["/news/bad$path", null],
    ["/politics/Headline-RCNA100000", { kind: "front", subpath: "politics/Headline-RCNA100000" }],
    ["/politics/headline-rcna", { kind: "front", subpath: "politics/headline-rcna" }],
    ["/politics/headline-rcna1234567890123", { kind: "front", subpath: "politics/headline-rcna1234567890123" }],
    ["/politics/blog/post-ncpn600005", { kind: "showBlog", show: "politics", id: "ncpn600005" }],
    ["/show/notblog/post-ncpn600005", null],
    ["/preview/curation/bad$id", null],
  ])("%s -> %j", (p, kind) => {
    expect(resolveRoute(path(p))).toEqual(kind);
  });
});

describe("toCardSearchArticleId", () => {
  it.each([
    ["rlna900000", "rcna900000"],
    ["rcna123", "rcna123"],
    ["ncpn600005", "ncpn600005"],
  ])("%s -> %s", (id, expected) => {
    expect(toCardSearchArticleId(id)).toBe(expected);
  });
});
