import { AD_DEFAULTS, AD_REFRESH_TICK_MS, BOXINLINE_DELAY_MS, breakpointFor, BREAKPOINTS } from "./constants";
import { adsShown, AREA_DEFINITIONS, PAGE_AREAS, parseSlotDataset, requestDelayFor, reservedBoxes, sizesAt, viewportMarginPx } from "./slots";

describe("ad constants (spec 1 §9)", () => {
  it("has the ad defaults", () => {
    expect(AD_DEFAULTS).toMatchObject({ offset: 50, renderOnView: true, recycleOnBreakpoint: true, activeTab: true, refreshInterval: 0 });
    expect(AD_REFRESH_TICK_MS).toBe(1000);
    expect(BOXINLINE_DELAY_MS).toBe(2000);
  });

  it("has the breakpoints", () => {
    expect(BREAKPOINTS).toEqual({ s: 0, m: 758, l: 1000, xl: 1240, xxl: 1440, xxxl: 1600 });
  });

  it.each([
    [0, "s"],
    [390, "s"],
    [757, "s"],
    [758, "m"],
    [999, "m"],
    [1000, "l"],
    [1239, "l"],
    [1240, "xl"],
    [1440, "xxl"],
    [1599, "xxl"],
    [1600, "xxxl"],
    [3000, "xxxl"],
  ])("a window %i px wide is at breakpoint %s", (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });
});

describe("page areas (spec 1 §2)", () => {
  it("defines a slot for every page area", () => {
    expect(Object.keys(AREA_DEFINITIONS).sort()).toEqual([...PAGE_AREAS].sort());
  });

  it("maps sizes to breakpoints, inheriting the next smaller one", () => {
    const mapping = { s: [[320, 50]], m: [[728, 90]], xl: [[970, 250], [728, 90]] } as const;
    expect(sizesAt(mapping, "s")).toEqual([[320, 50]]);
    expect(sizesAt(mapping, "l")).toEqual([[728, 90]]);
    expect(sizesAt(mapping, "xxxl")).toEqual([[970, 250], [728, 90]]);
    expect(sizesAt({ l: [[300, 250]] }, "m")).toEqual([]);
  });

  it("reserves the largest size per breakpoint, and nothing where the slot takes none", () => {
    expect(reservedBoxes(AREA_DEFINITIONS["article-top"].sizes)).toEqual({
      s: { width: 320, height: 50 },
      m: { width: 728, height: 90 },
      l: { width: 728, height: 90 },
      xl: { width: 970, height: 250 },
      xxl: { width: 970, height: 250 },
      xxxl: { width: 970, height: 250 },
    });
    expect(reservedBoxes(AREA_DEFINITIONS["article-sidebar"].sizes)).toMatchObject({ s: { width: 0, height: 0 }, m: { width: 0, height: 0 }, l: { width: 300, height: 250 } });
  });

  it.each([
    ["article-body", "news", 2000],
    ["article-body", "msnbc", 2000],
    ["article-body", "today", 0],
    ["article-body", "noticias", 0],
    ["article-top", "news", 0],
    ["article-sidebar", "msnbc", 0],
  ] as const)("delays %s ads on %s by %i ms", (area, vertical, delay) => {
    expect(requestDelayFor(area, vertical)).toBe(delay);
  });
});

describe("slot data attributes (spec 1 §3)", () => {
  it("needs a slot", () => {
    expect(parseSlotDataset({})).toBeNull();
    expect(parseSlotDataset({ adSlot: "" })).toBeNull();
  });

  it("fills in the §9 defaults", () => {
    expect(parseSlotDataset({ adSlot: "news/article/article-top" })).toEqual({
      slot: "news/article/article-top",
      sizes: {},
      offset: 50,
      targeting: {},
      renderOnView: true,
      refreshInterval: 0,
      activeTab: true,
      offsetViewport: 0,
      recycleOnBreakpoint: true,
      requestDelayMs: 0,
    });
  });

  it("reads every attribute", () => {
    expect(
      parseSlotDataset({
        adSlot: "s",
        adSizes: '{"s":[[300,250]]}',
        adOffset: "200",
        adTargeting: '{"pos":"rail1"}',
        adRenderOnView: "false",
        adRefreshInterval: "30",
        adActiveTab: "false",
        adOffsetViewport: "25",
        adRecycleOnBreakpoint: "false",
        adRequestDelay: "2000",
      }),
    ).toEqual({
      slot: "s",
      sizes: { s: [[300, 250]] },
      offset: 200,
      targeting: { pos: "rail1" },
      renderOnView: false,
      refreshInterval: 30,
      activeTab: false,
      offsetViewport: 25,
      recycleOnBreakpoint: false,
      requestDelayMs: 2000,
    });
  });

  it.each([
    ["adOffset", "-5", "offset", 50],
    ["adOffset", "abc", "offset", 50],
    ["adRefreshInterval", "", "refreshInterval", 0],
    ["adRenderOnView", "yes", "renderOnView", true],
    ["adSizes", "[not json", "sizes", {}],
    ["adTargeting", '"text"', "targeting", {}],
  ])("a malformed %s=%j takes the default", (attribute, value, key, fallback) => {
    expect(parseSlotDataset({ adSlot: "s", [attribute]: value })).toMatchObject({ [key]: fallback });
  });

  it.each([
    [{ offset: 50, offsetViewport: 0 }, 800, 50],
    [{ offset: 50, offsetViewport: 50 }, 800, 450],
    [{ offset: 0, offsetViewport: 10 }, 844, 84],
  ])("counts %j as in view from %i px tall windows at %i px", (config, height, margin) => {
    expect(viewportMarginPx(config, height)).toBe(margin);
  });
});

describe("ads on or off (spec 1 §3 adsEnabled, curation adsDisabled)", () => {
  it.each([
    [{}, true],
    [{ adsEnabled: true }, true],
    [{ adsEnabled: false }, false],
    [{ adsDisabled: false }, true],
    [{ adsDisabled: true }, false],
    [{ adsEnabled: true, adsDisabled: true }, false],
    [{ chromeless: true }, false],
  ])("%j → %s", (page, shown) => {
    expect(adsShown(page)).toBe(shown);
  });
});
