import { heightBoundCss, layoutHeightBound, type PackageShape } from "./layout-height";

const stories = (count: number) => Array.from({ length: count }, () => ({ type: "article" }));
const products = (count: number) => Array.from({ length: count }, () => ({ type: "product" }));

describe("layoutHeightBound", () => {
  it.each<[string, PackageShape[], { widths: number; pixels: number }]>([
    ["a waffle of 12 stories: 16:9 images a column wide, each with its texts", [{ type: "automatedWaffle", items: stories(12) }], { widths: 6.75, pixels: 90 + 12 * 260 }],
    ["a product grid: square images", [{ type: "productWaffle", items: products(2) }], { widths: 2, pixels: 90 + 2 * 260 }],
    ["a lead of three stories", [{ type: "lead", items: stories(3) }], { widths: 1.6875, pixels: 90 + 3 * 260 }],
    ["a tease list: compact teases, no wide image", [{ type: "teaseList", items: stories(8) }], { widths: 0, pixels: 90 + 8 * 250 }],
    ["feeds: headlines only", [{ type: "feeds", items: stories(5) }], { widths: 0, pixels: 90 + 5 * 140 }],
    ["a video package with its player and four more", [{ type: "videoPackage", items: stories(5), player: true }], { widths: 0.5625, pixels: 90 + 140 + 4 * 250 }],
    ["a video package whose video did not load: a grid", [{ type: "videoPackage", items: stories(2) }], { widths: 1.125, pixels: 90 + 2 * 260 }],
    ["a live-blog package and its six latest posts", [{ type: "liveBlog", items: stories(1), livePosts: 6 }], { widths: 0, pixels: 90 + 250 + 6 * 70 }],
    ["a newsletter sign-up", [{ type: "newsletterSignup", items: [] }], { widths: 0, pixels: 460 }],
    ["an empty package shows nothing but its controls", [{ type: "automatedWaffle", items: [], controls: 1 }], { widths: 0, pixels: 180 }],
    ["a product waffle with filters and pagination", [{ type: "productWaffle", items: products(1), controls: 2 }], { widths: 1, pixels: 90 + 260 + 360 }],
    ["packages add up, one above the other", [{ type: "feeds", items: stories(1) }, { type: "automatedWaffle", items: stories(1) }], { widths: 0.5625, pixels: 90 + 140 + 90 + 260 }],
  ])("%s", (_, packages, expected) => {
    expect(layoutHeightBound(packages)).toEqual(expected);
  });
});

describe("heightBoundCss", () => {
  it.each([
    [{ widths: 0, pixels: 1350 }, "1350px"],
    [{ widths: 6.75, pixels: 3210 }, "calc(6.75 * (100vw - 2rem) + 3210px)"],
    [{ widths: 1 / 3, pixels: 10 }, "calc(0.3333 * (100vw - 2rem) + 10px)"],
  ])("%j is %s", (bound, css) => {
    expect(heightBoundCss(bound)).toBe(css);
  });
});
