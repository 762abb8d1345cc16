import { EMBEDDED_PAYWALL_SCRIPT_URL, paywallAid, paywallScriptSrc, paywallScriptUrl } from "./config";

describe("paywall config", () => {
  it.each([
    ["news, embedded", "news", {}, "nbcnews-embedded"],
    ["today, embedded", "today", {}, "today-embedded"],
    ["news, PAYWALL_AID_NEWS overrides", "news", { PAYWALL_AID_NEWS: " prod-news " }, "prod-news"],
    ["a blank override keeps the embedded aid", "today", { PAYWALL_AID_TODAY: "  " }, "today-embedded"],
    ["another brand's override does not apply", "today", { PAYWALL_AID_NEWS: "prod-news" }, "today-embedded"],
    ["msnbc has none", "msnbc", {}, null],
    ["a brand given one by override", "msnbc", { PAYWALL_AID_MSNBC: "prod-msnbc" }, "prod-msnbc"],
  ] as const)("aid: %s", (_name, vertical, env, aid) => {
    expect(paywallAid(vertical, env)).toBe(aid);
  });

  it("script URL: PAYWALL_SCRIPT_URL, else the embedded runtime; the aid is added as a query parameter", () => {
    expect(paywallScriptUrl({})).toBe(EMBEDDED_PAYWALL_SCRIPT_URL);
    expect(paywallScriptUrl({ PAYWALL_SCRIPT_URL: "https://cdn.example/p.js" })).toBe("https://cdn.example/p.js");
    expect(paywallScriptSrc("/r.js", "a b")).toBe("/r.js?aid=a%20b");
    expect(paywallScriptSrc("/r.js?v=2", "x")).toBe("/r.js?v=2&aid=x");
  });
});
