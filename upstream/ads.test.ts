/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startUpstream, type Upstream } from "./app";
import { houseCreativeSvg } from "./routes/ads";

jest.setTimeout(60_000);

let upstream: Upstream;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-ads-test-"));
  upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "upstream.sqlite") });
});

afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const creative = (query: Record<string, string>) => fetch(`${upstream.url}/ads/creative?${new URLSearchParams(query)}`);
const VALID = { slot: "today/article/article-body", pos: "boxinline1", size: "300x250", lang: "en", c: "abc123", targeting: JSON.stringify({ site: "today", pageid: "rcna1" }) };

describe("house-ad server", () => {
  it("serves an SVG creative of the asked size with the brand and no ad label of its own (the slot has one), never cached", async () => {
    const response = await creative(VALID);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="300" height="250"/);
    expect(svg).toContain(">TODAY<");
    expect(svg).toContain(">Stay informed, every day<");
    expect(svg).not.toMatch(/advertisement/i);
  });

  it("draws Spanish creatives in Spanish, with no ad label either", async () => {
    const svg = await (await creative({ ...VALID, lang: "es", targeting: JSON.stringify({ site: "noticias" }) })).text();
    expect(svg).toContain(">Mantente informado, cada día<");
    expect(svg).not.toMatch(/publicidad/i);
    expect(svg).toContain("Noticias Telemundo");
  });

  it("records each served creative as an impression, readable by slot, position, page and time", async () => {
    const since = Date.now();
    await creative({ ...VALID, slot: "news/article/article-sidebar", pos: "rail1", c: "one", targeting: JSON.stringify({ site: "news", pageid: "rcna9", xfinity: "true" }) });
    await creative({ ...VALID, slot: "news/article/article-sidebar", pos: "rail1", c: "two", size: "300x600", targeting: JSON.stringify({ site: "news", pageid: "rcna9" }) });
    const log = await (await fetch(`${upstream.url}/ads/impressions?slot=news/article/article-sidebar&pageid=rcna9&since=${since}`)).json();
    expect(log.count).toBe(2);
    expect(log.impressions).toEqual([
      expect.objectContaining({ pos: "rail1", size: "300x250", site: "news", pageId: "rcna9", correlator: "one", targeting: { site: "news", pageid: "rcna9", xfinity: "true" } }),
      expect.objectContaining({ pos: "rail1", size: "300x600", correlator: "two" }),
    ]);
    const none = await (await fetch(`${upstream.url}/ads/impressions?pos=rail1&since=${Date.now() + 60_000}`)).json();
    expect(none).toEqual({ count: 0, impressions: [] });
  });

  it.each([
    ["no slot", { ...VALID, slot: "" }, "slot is required"],
    ["a malformed slot", { ...VALID, slot: "<script>" }, "slot is malformed"],
    ["a malformed size", { ...VALID, size: "big" }, "size must be WIDTHxHEIGHT"],
    ["a huge size", { ...VALID, size: "9999x250" }, "size must be at most 2000x2000"],
    ["no correlator", { ...VALID, c: "" }, "c is required"],
    ["targeting that is not an object", { ...VALID, targeting: "[1]" }, "targeting must be a JSON object"],
  ])("answers 400 for %s", async (_, query, error) => {
    const response = await creative(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it("refuses a malformed since", async () => {
    expect((await fetch(`${upstream.url}/ads/impressions?since=yesterday`)).status).toBe(400);
  });

  it("answers content targeting for a canonical url and key, and 400 without them", async () => {
    const url = encodeURIComponent("https://www.nbcnews.com/politics/congress/senate-passes-budget-deal-rcna1");
    expect(await (await fetch(`${upstream.url}/ads/admantx?url=${url}&key=nbcnews`)).json()).toEqual({
      key: "nbcnews",
      admants: ["politics", "congress", "senate", "passes", "budget"],
    });
    expect((await fetch(`${upstream.url}/ads/admantx?url=${url}`)).status).toBe(400);
  });
});

describe("house creative drawing", () => {
  it("escapes brand texts", () => {
    const svg = houseCreativeSvg({ width: 320, height: 50, brand: "A & <B>", primary: "#000", onPrimary: "#fff", accent: "#f00", tagline: "t", cta: "Go" });
    expect(svg).toContain("A &amp; &lt;B&gt;");
    expect(svg).not.toContain("<B>");
  });
});
