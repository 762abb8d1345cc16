import { groupMenu, layoutMenuIds } from "./menus";

const link = (url: string) => ({ title: url, url });

describe("layoutMenuIds", () => {
  test("the header's menu and the footer are the brand's own menus", () => {
    expect(layoutMenuIds("news")).toEqual({ menu: "news-sections", footer: "news-footer" });
    expect(layoutMenuIds("noticias")).toEqual({ menu: "noticias-sections", footer: "noticias-footer" });
  });
});

describe("groupMenu", () => {
  test.each([
    ["flat sections are groups of their own", ["/politics", "/world"], [["/politics", []], ["/world", []]]],
    ["sub-sections go under their section", ["/politics", "/politics/congress", "/politics/white-house", "/world"], [["/politics", ["/politics/congress", "/politics/white-house"]], ["/world", []]]],
    ["a grandchild goes under the top-level group", ["/us-news", "/us-news/crime", "/us-news/crime/courts"], [["/us-news", ["/us-news/crime", "/us-news/crime/courts"]]]],
    ["a child listed before its section still goes under it", ["/politics/congress", "/politics"], [["/politics", ["/politics/congress"]]]],
    ["a path that only starts like another is not its child", ["/news", "/newsletters"], [["/news", []], ["/newsletters", []]]],
    ["absolute addresses are grouped by path", ["https://www.nbcnews.com/politics", "https://www.nbcnews.com/politics/congress"], [["https://www.nbcnews.com/politics", ["https://www.nbcnews.com/politics/congress"]]]],
    ["the home page is nobody's parent", ["/", "/politics"], [["/", []], ["/politics", []]]],
    ["an empty menu has no groups", [], []],
  ] as const)("%s", (_, urls, expected) => {
    const groups = groupMenu(urls.map(link)).map((group) => [group.link.url, group.children.map((child) => child.url)]);
    expect(groups).toEqual(expected.map(([url, children]) => [url, [...children]]));
  });
});
