import { AD_PREPROCESSOR_MAX_WAIT_MS } from "./constants";
import { AD_ERROR_MESSAGES, AdError } from "./errors";
import { admantxUrl, assertGlobalConfig, assertSlot, reconfigure, resolvePreprocessors, runPreprocessors, type AdGlobalConfig } from "./setup";

const CONFIG: AdGlobalConfig = {
  site: "news",
  publisherKey: "nbcnews",
  type: "article",
  pageid: "rcna1",
  canonicalUrl: "https://www.nbcnews.com/politics/a-story-rcna1",
  language: "en",
  preprocessors: [],
};

describe("ad setup errors (spec 1 §5, §8), word for word", () => {
  it.each([
    ["a missing global config", () => assertGlobalConfig(undefined), "window.__mpsconfig has not been set"],
    ["a null global config", () => assertGlobalConfig(null), "window.__mpsconfig has not been set"],
    ["reconfiguring before configuring", () => reconfigure(null, { pageid: "x" }), "MPS has not been configured"],
    ["an unknown preprocessor", () => resolvePreprocessors(["cable", "krux"], { cable: () => ({}) }), "MPS does not support a krux preprocessor"],
    ["a preprocessor name from Object.prototype", () => resolvePreprocessors(["toString"], {}), "MPS does not support a toString preprocessor"],
    ["an ad without an element", () => assertSlot(null, "news/article/article-body"), "Element and slot must be set"],
    ["an ad without a slot", () => assertSlot({}, ""), "Element and slot must be set"],
    ["content targeting without a canonical url", () => admantxUrl("/ct", "", "nbcnews"), "Admantx requires a canonical url and publisher key"],
    ["content targeting without a publisher key", () => admantxUrl("/ct", CONFIG.canonicalUrl, undefined), "Admantx requires a canonical url and publisher key"],
  ])("%s", (_, act, message) => {
    expect(act).toThrow(AdError);
    expect(act).toThrow(new Error(message));
  });

  it("keeps the catalogue's texts", () => {
    expect(AD_ERROR_MESSAGES.unknownPreprocessor("x")).toBe("MPS does not support a x preprocessor");
  });
});

describe("ad setup", () => {
  it("accepts a global config", () => {
    expect(assertGlobalConfig(CONFIG)).toBe(CONFIG);
  });

  it("reconfigures a configured manager by merging", () => {
    expect(reconfigure(CONFIG, { pageid: "rcna2" })).toEqual({ ...CONFIG, pageid: "rcna2" });
  });

  it("accepts an element with a slot", () => {
    const element = {};
    expect(assertSlot(element, "news/article/article-top")).toEqual({ element, slot: "news/article/article-top" });
  });

  it("escapes the canonical url and key in the content-targeting call", () => {
    expect(admantxUrl("/api/ads/content-targeting", "https://x.com/a b?c=1&d", "nbc news")).toBe(
      "/api/ads/content-targeting?url=https%3A%2F%2Fx.com%2Fa%20b%3Fc%3D1%26d&key=nbc%20news",
    );
  });

  it("resolves known preprocessors in order", () => {
    const a = () => ({});
    const b = () => ({});
    expect(resolvePreprocessors(["b", "a"], { a, b })).toEqual([b, a]);
  });
});

describe("preprocessors (spec 1 §9: at most 1500 ms)", () => {
  it("waits 1500 ms by default", () => {
    expect(AD_PREPROCESSOR_MAX_WAIT_MS).toBe(1500);
  });

  it("merges what the preprocessors answer", async () => {
    const result = await runPreprocessors([() => ({ xfinity: "true" }), async () => ({ adg: "3" })], CONFIG);
    expect(result).toEqual({ targeting: { xfinity: "true", adg: "3" }, errors: [] });
  });

  it("leaves out a failing preprocessor and reports it", async () => {
    const result = await runPreprocessors(
      [() => ({ adg: "1" }), () => { throw new AdError(AD_ERROR_MESSAGES.admantxNeedsCanonicalUrlAndKey); }],
      CONFIG,
    );
    expect(result).toEqual({ targeting: { adg: "1" }, errors: ["Admantx requires a canonical url and publisher key"] });
  });

  it("stops waiting after the maximum wait and leaves out the late ones", async () => {
    jest.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => {});
      const pending = runPreprocessors([() => ({ adg: "1" }), never], CONFIG);
      await jest.advanceTimersByTimeAsync(1499);
      let done = false;
      void pending.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ targeting: { adg: "1" }, errors: ["1 preprocessor(s) did not answer within 1500 ms"] });
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers at once when all preprocessors are done", async () => {
    const timer = jest.fn();
    await runPreprocessors([() => ({})], CONFIG, { setTimer: timer });
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 1500);
  });
});
