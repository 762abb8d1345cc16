import { VERTICALS } from "@/lib/verticals/verticals";
import { adPage } from "./ad-page";

const view = (isChromeless: boolean, disableLazyLoad = false) => ({ isChromeless, disableLazyLoad }) as Parameters<typeof adPage>[0]["view"];
const PAGE = { type: "article", pageid: "rcna1", canonicalUrl: "https://nbcnews.com/politics/a-rcna1" };

describe("a page's ad setup", () => {
  it("carries the brand, page kind, content id and canonical url", () => {
    expect(adPage({ vertical: VERTICALS.news, view: view(false) }, PAGE)).toEqual({ vertical: VERTICALS.news, ...PAGE, renderOnView: true });
  });

  it("lazyload=false asks every slot at once instead of as it nears the viewport", () => {
    expect(adPage({ vertical: VERTICALS.news, view: view(false, true) }, PAGE)?.renderOnView).toBe(false);
  });

  it.each([
    ["content with adsEnabled: true shows ads", { adsEnabled: true }, false, true],
    ["content with adsEnabled: false shows none", { adsEnabled: false }, false, false],
    ["a curation with adsDisabled: false shows ads", { adsDisabled: false }, false, true],
    ["a curation with adsDisabled: true shows none", { adsDisabled: true }, false, false],
    ["the chromeless view shows none", {}, true, false],
  ])("%s", (_, flags, chromeless, shown) => {
    expect(adPage({ vertical: VERTICALS.today, view: view(chromeless) }, { ...PAGE, ...flags }) !== null).toBe(shown);
  });
});
