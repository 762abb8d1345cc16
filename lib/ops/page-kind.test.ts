import { REQUEST_KINDS } from "./labels.mjs";
import { pageKindOfPath } from "./page-kind";

describe("pageKindOfPath", () => {
  it.each<[string, string]>([
    ["/", "front"],
    ["/politics/congress", "front"],
    ["/politics/some-story-rcna100000", "article"],
    ["/politics/live-blog/live-updates-rlna900000", "live_blog"],
    ["/politics/live-blog/live-updates-rlna900000/ncrd900001", "live_blog"],
    ["/food/soup-tdrp123", "recipe"],
    ["/news/photos-ncsl123", "slideshow"],
    ["/video/clip-mmvo123", "video"],
    ["/playlist/top-stories", "playlist"],
    ["/shop/product/blanket-ncpd501000", "product"],
    ["/the-evening-report/blog/post-ncpn600005", "show_blog"],
    ["/author/jane-doe-ncpr1000", "author"],
    ["/preview/curation/draft_1", "draft"],
    ["/live", "live_tv"],
    ["/account/saved", "account"],
    ["/local/10001", "local"],
    ["/start-today-app-view/food/x-rcna101000", "article"],
    ["/embedded-video/mmvo123", "embedded"],
    ["/%zz", "error"],
    ["/a/b/c/../<x>", "error"],
  ])("%s → %s", (path, kind) => {
    expect(pageKindOfPath(path)).toBe(kind);
  });

  it("names only kinds of the closed list", () => {
    for (const path of ["/", "/x-rcna1", "/%zz", "/live", "/account"]) expect(REQUEST_KINDS).toContain(pageKindOfPath(path));
  });
});
