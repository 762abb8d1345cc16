import { adGroup, audienceTargeting, cableProviderTargeting, normalizeReferrer, slotTargeting } from "./targeting";

describe("referrer normalisation (spec 1 §5)", () => {
  it.each([
    ["https://www.google.com/", "googlecom"],
    ["http://news.google.com/search?q=a", "newsgooglecomsearch?q=a"],
    ["https://www.facebook.com:443/story", "facebookcom443story"],
    ["https://t.co/abc", "tcoabc"],
    ["www.example.org/x/y", "exampleorgxy"],
    ["android-app://com.google.android.gm/", "comgoogleandroidgm"],
    ["", ""],
  ])("%s → %s", (referrer, normalized) => {
    expect(normalizeReferrer(referrer)).toBe(normalized);
  });
});

describe("cable-provider targeting tag (spec 1 §6)", () => {
  const none = { cookie: "", storedProvider: null, referrer: "", sessionReturnHost: null };
  it.each([
    ["nobody", none, {}],
    ["the tvProvider cookie", { ...none, cookie: "a=1; tvProvider=xfinity; b=2" }, { xfinity: "true" }],
    ["an empty tvProvider cookie", { ...none, cookie: "tvProvider=" }, {}],
    ["a look-alike cookie name", { ...none, cookie: "mytvProvider=xfinity" }, {}],
    ["the remembered TV provider", { ...none, storedProvider: "xfinity" }, { xfinity: "true" }],
    ["a referrer on xfinity.com", { ...none, referrer: "https://www.xfinity.com/stream" }, { xfinity: "true" }],
    ["a referrer on comcast.net", { ...none, referrer: "https://comcast.net/" }, { xfinity: "true" }],
    ["a look-alike referrer host", { ...none, referrer: "https://notxfinity.com/" }, {}],
    ["another referrer", { ...none, referrer: "https://www.google.com/" }, {}],
    ["a malformed referrer", { ...none, referrer: "::" }, {}],
  ])("%s", (_, input, targeting) => {
    expect(cableProviderTargeting(input)).toEqual(targeting);
  });
});

describe("audience targeting", () => {
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  it("reads segments and user id when a DMP left them", () => {
    expect(audienceTargeting(storage({ ksg: "a, b,,c", kuid: "u1" }))).toEqual({ ksg: ["a", "b", "c"], kuid: "u1" });
  });
  it("leaves them out otherwise", () => {
    expect(audienceTargeting(storage({}))).toEqual({});
  });
  it.each([
    [null, 0, "0"],
    [null, 0.999, "9"],
    ["4", 0.1, "4"],
    ["x", 0.25, "2"],
    ["12", 0.5, "5"],
  ])("keeps the session's ad group (%s, %s → %s)", (stored, random, group) => {
    expect(adGroup(stored, random)).toBe(group);
  });
});

describe("slot targeting", () => {
  it("layers page, preprocessors, referrer and slot", () => {
    expect(slotTargeting({ site: "news", type: "article", pageid: "rcna1" }, { xfinity: "true" }, { pos: "boxinline1" }, "https://www.google.com/")).toEqual({
      site: "news",
      type: "article",
      pageid: "rcna1",
      xfinity: "true",
      referrer: "googlecom",
      pos: "boxinline1",
    });
  });
  it("has no referrer key without a referrer", () => {
    expect(slotTargeting({ site: "news" }, {}, { pos: "rail1" }, "")).toEqual({ site: "news", pos: "rail1" });
  });
});
