/** @jest-environment node */
import { adsApiUrl } from "./pass-through";

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
