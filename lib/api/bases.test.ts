/** @jest-environment node */
import { adsApiUrl, apiBaseUrl, upstreamServices } from "./bases.mjs";

describe("ad server address", () => {
  it.each([
    [{}, "http://127.0.0.1:4000/ads"],
    [{ UPSTREAM_PORT: "4400" }, "http://127.0.0.1:4400/ads"],
    [{ CONTENT_API_URL: "http://127.0.0.1:5103/content" }, "http://127.0.0.1:5103/ads"],
    [{ CONTENT_API_URL: "not a url", UPSTREAM_PORT: "4400" }, "http://127.0.0.1:4400/ads"],
    [{ ADS_API_URL: "https://ads.example.com/house/", CONTENT_API_URL: "http://127.0.0.1:5103/content" }, "https://ads.example.com/house"],
  ])("%j → %s", (env, url) => {
    expect(adsApiUrl(env)).toBe(url);
  });
});

describe("base addresses", () => {
  it("default to the embedded upstream and drop a trailing slash", () => {
    expect(apiBaseUrl("content", {})).toBe("http://127.0.0.1:4000/content");
    expect(apiBaseUrl("identity", { IDENTITY_API_URL: "https://id.example.com/v1/" })).toBe("https://id.example.com/v1");
  });
});

describe("the service of an upstream call", () => {
  const serviceOf = upstreamServices({ UPSTREAM_PORT: "4400", IDENTITY_API_URL: "https://id.example.com/v1", LOCAL_API_URL: "https://id.example.com/v1/local" });
  it.each([
    ["http://127.0.0.1:4400/content/article/rcna1", "content"],
    ["http://127.0.0.1:4400/content?x=1", "content"],
    ["http://127.0.0.1:4400/services/newsletters", "services"],
    ["http://127.0.0.1:4400/mynews/mynewsapi/saved", "mynews"],
    ["http://127.0.0.1:4400/ads/creative?slot=1", "ads"],
    ["https://id.example.com/v1/accounts", "identity"],
    ["https://id.example.com/v1/local/zipinfo/10001", "local"],
    ["http://127.0.0.1:4400/contentious", null],
    ["https://elsewhere.example.com/content", null],
  ])("%s → %s", (url, service) => {
    expect(serviceOf(url)).toBe(service);
  });
});
