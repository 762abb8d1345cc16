/**
 * The four machine-read route handlers, called directly with the content API intercepted by msw.
 * Their XML is parsed back with DOMParser (jsdom) to prove it is well-formed.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { GET as getRss } from "@/app/[vertical]/[view]/feeds/rss/[[...path]]/route";
import { GET as getRobots } from "@/app/[vertical]/[view]/robots.txt/route";
import { GET as getSitemap } from "@/app/[vertical]/[view]/sitemap.xml/route";
import { GET as getNewsSitemap } from "@/app/[vertical]/[view]/sitemaps/news.xml/route";
import type { ContentItem, Curation } from "@/lib/api/schemas/content";
import { curation, story } from "./feed-fixtures";

const BASE = "http://upstream.test/content";
const server = setupServer();

beforeAll(() => {
  process.env.CONTENT_API_URL = BASE;
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const request = new Request("http://localhost/");
const context = <P extends object>(params: P) => ({ params: Promise.resolve(params) });
const TODAY = { vertical: "today", view: "default" };

function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}
const texts = (document: Document, tag: string) => Array.from(document.getElementsByTagName(tag), (node) => node.textContent);

const waffle = (items: ContentItem[], totalPages = 1) =>
  HttpResponse.json({ data: { search: { pagination: { page: 1, size: items.length, totalPages, totalItems: items.length }, items } } });
const failing = () => new HttpResponse(null, { status: 502, statusText: "Bad Gateway" });

describe.each([
  ["robots.txt", getRobots],
  ["sitemap.xml", getSitemap],
  ["sitemaps/news.xml", getNewsSitemap],
  ["feeds/rss", getRss],
] as const)("%s", (_, GET) => {
  it.each([
    [{ vertical: "nope", view: "default" }],
    [{ vertical: "today", view: "bogus" }],
  ])("answers 404 for params the proxy never writes: %j", async (params) => {
    const response = await GET(request, context(params));
    expect(response.status).toBe(404);
  });
});

describe("GET robots.txt", () => {
  it("answers the vertical's rules as text", async () => {
    const response = await getRobots(request, context(TODAY));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("Disallow: /account/\n");
    expect(body).toContain("Sitemap: https://today.com/sitemap.xml\nSitemap: https://today.com/sitemaps/news.xml\n");
  });
});

describe("GET sitemap.xml", () => {
  it("lists fronts and the latest content of the vertical", async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${BASE}/navigation/today`, () =>
        HttpResponse.json({ data: { navigation: { global: [{ title: "Food", url: "/food" }], local: [] } } }),
      ),
      http.get(`${BASE}/waffle/automated`, ({ request: req }) => {
        query = new URL(req.url).searchParams;
        return waffle([story({ id: "rcna1", datePublished: "2026-11-20T11:48:00.000Z", dateModified: "2026-11-20T12:00:00.000Z" })]);
      }),
    );
    const response = await getSitemap(request, context(TODAY));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("s-maxage=300");
    const document = parseXml(await response.text());
    expect(texts(document, "loc")).toEqual(["https://today.com/", "https://today.com/food", "https://today.com/food/story-rcna1"]);
    expect(texts(document, "lastmod")).toEqual(["2026-11-20T12:00:00.000Z"]);
    expect(query?.get("filters")).toBe(
      "(type:article OR type:recipe OR type:slideshow OR type:video) AND vertical:today AND NOT externalSource:Workbench",
    );
    expect(query?.get("size")).toBe("500");
  });

  it("answers 503 with Retry-After when the content API fails", async () => {
    server.use(
      http.get(`${BASE}/navigation/today`, () => HttpResponse.json({ data: { navigation: { global: [], local: [] } } })),
      http.get(`${BASE}/waffle/automated`, failing),
    );
    const response = await getSitemap(request, context(TODAY));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});

describe("GET sitemaps/news.xml", () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  it("lists the articles of the last 48 hours, paging through the answer", async () => {
    const pages: string[] = [];
    let filters: string | null = null;
    server.use(
      http.get(`${BASE}/waffle/automated`, ({ request: req }) => {
        const query = new URL(req.url).searchParams;
        pages.push(query.get("page") ?? "");
        filters = query.get("filters");
        return query.get("page") === "1"
          ? waffle([story({ id: "rcna1", headline: "Fresh & new", datePublished: hoursAgo(1) })], 2)
          : waffle([story({ id: "rcna2", datePublished: hoursAgo(47) }), story({ id: "rcna3", datePublished: hoursAgo(49) })], 2);
      }),
    );
    const response = await getNewsSitemap(request, context(TODAY));
    expect(response.status).toBe(200);
    expect(pages).toEqual(["1", "2"]);
    expect(filters).toMatch(/^type:article AND vertical:today AND datePublished:\[\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z TO \*\] AND NOT externalSource:Workbench$/);
    const document = parseXml(await response.text());
    expect(texts(document, "loc")).toEqual(["https://today.com/food/story-rcna1", "https://today.com/food/story-rcna2"]);
    expect(texts(document, "news:title")).toEqual(["Fresh & new", "Headline rcna2"]);
    expect(texts(document, "news:name")).toEqual(["TODAY", "TODAY"]);
    expect(texts(document, "news:language")).toEqual(["en", "en"]);
  });

  it("is a valid empty urlset when nothing is recent", async () => {
    server.use(http.get(`${BASE}/waffle/automated`, () => waffle([story({ id: "rcna1", datePublished: "2020-01-01T00:00:00.000Z" })])));
    const response = await getNewsSitemap(request, context(TODAY));
    expect(response.status).toBe(200);
    const document = parseXml(await response.text());
    expect(document.documentElement.localName).toBe("urlset");
    expect(document.getElementsByTagName("url")).toHaveLength(0);
  });

  it("answers 503 with Retry-After when the content API fails", async () => {
    server.use(http.get(`${BASE}/waffle/automated`, failing));
    const response = await getNewsSitemap(request, context(TODAY));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("120");
  });
});

describe("GET feeds/rss", () => {
  const politics: Curation = curation(
    [[story({ id: "rcna1", url: "https://www.nbcnews.com/politics/vote-rcna1", datePublished: "2026-11-20T11:48:00.000Z" })]],
    { id: "news/politics", seoTitle: "Politics | NBC News", pageRoute: "/politics" },
  );
  const NEWS = { vertical: "news", view: "default" };

  it("is the feed of a section front", async () => {
    server.use(http.get(`${BASE}/curation/slug/news/politics`, () => HttpResponse.json({ data: { curation: politics } })));
    const response = await getRss(request, context({ ...NEWS, path: ["politics"] }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const document = parseXml(await response.text());
    expect(texts(document, "title")).toEqual(["Politics | NBC News", "Headline rcna1"]);
    expect(texts(document, "guid")).toEqual(["https://nbcnews.com/politics/vote-rcna1"]);
    expect(texts(document, "pubDate")).toEqual(["Fri, 20 Nov 2026 11:48:00 GMT"]);
    expect(document.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe("https://nbcnews.com/feeds/rss/politics");
  });

  it("is the home front's feed without a path", async () => {
    let asked = false;
    server.use(
      http.get(`${BASE}/curation/slug/news`, () => {
        asked = true;
        return HttpResponse.json({ data: { curation: { ...politics, id: "news", pageRoute: "/" } } });
      }),
    );
    const response = await getRss(request, context(NEWS));
    expect(response.status).toBe(200);
    expect(asked).toBe(true);
    expect(parseXml(await response.text()).getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe("https://nbcnews.com/feeds/rss");
  });

  it.each([
    ["an unknown front", 404, () => new HttpResponse(null, { status: 404, statusText: "Not Found" })],
    ["a hidden front", 404, () => HttpResponse.json({ data: { curation: { ...politics, hidden: true } } })],
    ["a failing content API", 503, failing],
  ])("answers %s with %i", async (_, status, resolver) => {
    server.use(http.get(`${BASE}/curation/slug/news/politics`, resolver));
    const response = await getRss(request, context({ ...NEWS, path: ["politics"] }));
    expect(response.status).toBe(status);
  });

  it("answers 404 for a sub-path fronts never have, without asking the content API", async () => {
    const response = await getRss(request, context({ ...NEWS, path: ["politics.html"] }));
    expect(response.status).toBe(404);
  });
});
