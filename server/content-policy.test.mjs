/** @jest-environment node */
import { EMBED_FRAME_ORIGINS } from "../lib/article/embed-origins.mjs";
import { documentPolicy } from "./content-policy.mjs";

/** The policy as {directive: sources}. */
const parse = (policy) => Object.fromEntries(policy.split("; ").map((part) => { const [name, ...sources] = part.split(" "); return [name, sources]; }));

const YOUTUBE = "https://www.youtube-nocookie.com";
const EMBEDDED = { UPSTREAM_PORT: "4100", CONTENT_API_URL: "http://127.0.0.1:4100/content" };
const PRODUCTION = { CONTENT_API_URL: "https://content.example.com/content", IMAGE_HOSTS: "media.example.com, img.example.net" };

describe("documentPolicy", () => {
  test("the article embeds' frames come from the body sanitizer's list", () => {
    expect(EMBED_FRAME_ORIGINS).toContain(YOUTUBE);
    for (const origin of EMBED_FRAME_ORIGINS) expect(parse(documentPolicy({}))["frame-src"]).toContain(origin);
  });

  test.each([
    ["the default npm start", {}, "http://localhost:4000"],
    ["the e2e site", EMBEDDED, "http://localhost:4100"],
    ["a public upstream address", { ...EMBEDDED, UPSTREAM_PUBLIC_URL: "https://upstream.example.org/base" }, "https://upstream.example.org"],
  ])("%s: images, media and the TV provider frame may come from the embedded upstream", (_name, env, upstream) => {
    const policy = parse(documentPolicy(env));
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", upstream]);
    expect(policy["media-src"]).toEqual(["'self'", "blob:", upstream]);
    expect(policy["frame-src"]).toEqual(["'self'", YOUTUBE, upstream]);
  });

  test("a real content API: images and media from IMAGE_HOSTS only, no loopback", () => {
    const policy = parse(documentPolicy(PRODUCTION));
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://media.example.com", "https://img.example.net"]);
    expect(policy["media-src"]).toEqual(["'self'", "blob:", "https://media.example.com", "https://img.example.net"]);
    expect(policy["frame-src"]).toEqual(["'self'", YOUTUBE]);
  });

  test.each([
    [{}, ["'self'"]],
    [{ PAYWALL_SCRIPT_URL: "/api/paywall/provider/runtime.js" }, ["'self'"]],
    [{ PAYWALL_SCRIPT_URL: "https://paywall.example.com/v3/runtime.js" }, ["'self'", "https://paywall.example.com"]],
  ])("connect-src with %j is %j", (env, sources) => {
    expect(parse(documentPolicy({ ...PRODUCTION, ...env }))["connect-src"]).toEqual(sources);
  });

  test("cookie-ping hosts may be loaded as images", () => {
    const policy = parse(documentPolicy({ ...PRODUCTION, COOKIE_PING_URLS: "https://a.example.com/ping,https://b.example.net/p?x=1" }));
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["https://a.example.com", "https://b.example.net"]));
  });

  test("everything else is the site's own; styles may be inline", () => {
    const policy = parse(documentPolicy(PRODUCTION));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["font-src"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["script-src"]).toBeUndefined();
  });
});
