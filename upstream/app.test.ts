/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { z } from "zod";
import {
  articleCardsResponseSchema,
  articleResponseSchema,
  cardResponseSchema,
  cardSchema,
  contentItemSchema,
  curatedListResponseSchema,
  curationResponseSchema,
  embedResponseSchema,
  menuResponseSchema,
  miniPlayerTeaseResponseSchema,
  navigationResponseSchema,
  newsletterResponseSchema,
  personSchema,
  playlistResponseSchema,
  productResponseSchema,
  productSchema,
  recipeResponseSchema,
  searchResponseSchema,
  showBlogNavigationResponseSchema,
  slideshowResponseSchema,
  socialMediaResponseSchema,
  taxonomyTermsResponseSchema,
  teasableSchema,
  videoResponseSchema,
  videosResponseSchema,
} from "../lib/api/schemas/content";
import { startUpstream, type Upstream } from "./app";
import { DEFAULT_NEWSROOM_TOKEN } from "./newsroom/auth";

jest.setTimeout(60_000);

let upstream: Upstream;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-test-"));
  upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "upstream.sqlite") });
});

afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get<T extends z.ZodType>(pathname: string, schema: T, init?: RequestInit): Promise<z.infer<T>> {
  const response = await fetch(`${upstream.url}${pathname}`, init);
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=30");
  return schema.parse(await response.json());
}

async function status(pathname: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${upstream.url}${pathname}`, init);
  return { status: response.status, body: await response.json() };
}

/** The newsroom's bearer token (the embedded default). */
const EDITOR = { authorization: `Bearer ${DEFAULT_NEWSROOM_TOKEN}` };

const filters = (text: string) => `filters=${encodeURIComponent(text)}`;
const HOUR = 3_600_000;

describe("the server", () => {
  test("listens on the real port and answers health checks", async () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await status("/healthz")).toEqual({ status: 200, body: { ok: true } });
  });

  test("answers 404 JSON for unknown routes and ids, 400 for malformed ids", async () => {
    expect(await status("/nope")).toEqual({ status: 404, body: { error: "not found" } });
    expect((await status("/content/article/rcna1")).status).toBe(404);
    expect((await status("/content/video/mmvo1")).status).toBe(404);
    expect((await status("/content/curation/slug/news/not-a-section")).status).toBe(404);
    expect((await status("/content/navigation/nowhere")).status).toBe(404);
    expect((await status("/content/article/rcna%27%20OR%201=1")).status).toBe(400);
    expect((await status("/content/curation/slug/news/po.litics")).status).toBe(400);
  });

  test.each([
    ["page=abc", "/content/waffle/automated?page=abc&" + filters("type:article")],
    ["size=-1", "/content/waffle/automated?size=-1&" + filters("type:article")],
    ["size=501", "/content/waffle/automated?size=501&" + filters("type:article")],
    ["page=0", "/content/products/search?page=0"],
    ["a filter syntax error", "/content/card/search?" + filters("type:card AND (")],
    ["an unknown filter field", "/content/products/search?" + filters("colour:red")],
    ["a waffle without a content type", "/content/waffle/automated?" + filters("taxonomy:news")],
    ["card search without filters", "/content/card/search"],
    ["articlecards without articleId", "/content/articlecards/search"],
    ["a bad datePublished", "/content/articlecards/search?articleId=rlna900000&datePublished=yesterday"],
  ])("answers 400 for %s", async (_label, pathname) => {
    const answer = await status(pathname);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.any(String) });
  });

  test("echoes the correlation id and the forwarded bento and curator values", async () => {
    const response = await fetch(`${upstream.url}/content/navigation/news?bento=b1&curator=jane`, { headers: { "x-correlation-id": "corr-42" } });
    expect(response.headers.get("x-correlation-id")).toBe("corr-42");
    expect(response.headers.get("x-upstream-forwarded")).toBe("bento=b1;curator=jane");
  });

  test("serves placeholder PNGs, clamped and cacheable forever", async () => {
    const response = await fetch(`${upstream.url}/images/rcna100000-tease/5000x8.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2400, 16]);
  });

  test("serves every rendition a published video names, with byte ranges", async () => {
    for (const file of ["mmvo2000000-400k.mp4", "mmvo2000000-1200k.mp4", "mmvo2000000-2500k.mp4", "tmvo2003000-1200k.mp4"]) {
      const whole = await fetch(`${upstream.url}/media/${file}`);
      expect([whole.status, whole.headers.get("content-type"), whole.headers.get("accept-ranges")]).toEqual([200, "video/mp4", "bytes"]);
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(bytes.toString("latin1", 4, 8)).toBe("ftyp");
      const part = await fetch(`${upstream.url}/media/${file}`, { headers: { range: "bytes=4-11" } });
      expect([part.status, part.headers.get("content-range")]).toEqual([206, `bytes 4-11/${bytes.length}`]);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4, 12))).toBe(true);
      expect((await fetch(`${upstream.url}/media/${file}`, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
    }
  });

  test("serves HLS as byte ranges of the same clip", async () => {
    const master = await fetch(`${upstream.url}/media/mmvo2000000/master.m3u8`);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    const variant = (await master.text()).split("\n").find((line) => line && !line.startsWith("#")) as string;
    const playlist = await (await fetch(`${upstream.url}/media/mmvo2000000/${variant}`)).text();
    expect(playlist).toMatch(/^#EXTM3U\n/);
    expect(playlist).toContain("#EXT-X-ENDLIST");
    const file = /#EXT-X-MAP:URI="([^"]+)",BYTERANGE="(\d+)@0"/.exec(playlist);
    expect(file).not.toBeNull();
    const segment = /#EXT-X-BYTERANGE:(\d+)@(\d+)/.exec(playlist) as RegExpExecArray;
    const start = Number(segment[2]);
    const bytes = await fetch(`${upstream.url}/media/mmvo2000000/${file?.[1]}`, { headers: { range: `bytes=${start}-${start + 7}` } });
    expect(Buffer.from(await bytes.arrayBuffer()).toString("latin1", 4, 8)).toBe("moof");
  });

  test("serves no media for expired videos, unknown videos or renditions a video does not name", async () => {
    for (const file of ["mmvo2000004-1200k.mp4", "mmvo2000004/master.m3u8", "mmvo9999999-1200k.mp4", "mmvo2000000-999k.mp4", "mmvo9999999/360p.mp4"]) {
      expect([file, (await fetch(`${upstream.url}/media/${file}`)).status]).toEqual([file, 404]);
    }
  });
});

describe("navigation and chrome", () => {
  test("navigation has the section fronts and utility links, in Spanish on Spanish verticals", async () => {
    const news = await get("/content/navigation/news", navigationResponseSchema);
    expect(news.data.navigation.global.length).toBeGreaterThanOrEqual(6);
    expect(news.data.navigation.global[0]).toMatchObject({ title: "Politics", url: "/politics" });
    const noticias = await get("/content/navigation/noticias", navigationResponseSchema);
    expect(noticias.data.navigation.global[0]).toMatchObject({ title: "Política", url: "/politica" });
    expect(noticias.data.navigation.local.map((link) => link.title)).toContain("Boletines");
  });

  test("social profiles and menus", async () => {
    const social = await get("/content/socialMedia/today", socialMediaResponseSchema);
    expect(social.data.social.socialMediaProfiles.twitter).toBe("https://twitter.com/today");
    const menu = await get("/content/menu/news-footer", menuResponseSchema);
    expect(menu.data.menu.items.length).toBeGreaterThan(3);
  });
});

describe("fronts", () => {
  test("the news home front has varied layouts and packages, 40+ items and the election marquee", async () => {
    const { curation } = (await get("/content/curation/slug/news", curationResponseSchema)).data;
    const packages = curation.layouts.flatMap((layout) => layout.packages);
    expect(curation.layouts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(curation.layouts.map((layout) => layout.type)).size).toBeGreaterThanOrEqual(3);
    expect(packages.map((pkg) => pkg.type)).toEqual(expect.arrayContaining(["lead", "teaseList", "feeds", "videoPackage", "automatedWaffle", "newsletterSignup"]));
    expect(packages.reduce((total, pkg) => total + pkg.items.length, 0)).toBeGreaterThanOrEqual(40);
    expect(packages.find((pkg) => pkg.type === "newsletterSignup")?.metadata).toMatchObject({ key: "sub_news", includedTaxonomyPaths: ["news"] });
    expect(packages.find((pkg) => pkg.type === "automatedWaffle")?.metadata).toMatchObject({ filters: expect.stringContaining("type:article") });

    const marquee = curation.marquees?.[0];
    expect(marquee).toEqual({ hidden: false, marqueeType: "embed", embed: { url: `${upstream.url}/content/embed/marquee/elections` } });
    const embed = await get("/content/embed/marquee/elections?inline-contents=true", embedResponseSchema);
    expect(embed.html).toMatch(/^<div[^>]*>.*<\/div>$/);
  });

  test("an automated waffle holds the first page of its own query", async () => {
    for (const slug of ["news", "news/politics", "today/food/recipes"]) {
      const { curation } = (await get(`/content/curation/slug/${slug}`, curationResponseSchema)).data;
      const waffle = curation.layouts.flatMap((layout) => layout.packages).find((pkg) => pkg.type === "automatedWaffle");
      const { filters: query, size } = waffle?.metadata as { filters: string; size: number };
      const answer = await get(`/content/waffle/automated?size=${size}&${filters(query)}`, searchResponseSchema(contentItemSchema));
      expect(waffle?.items.map((item) => item.id)).toEqual(answer.data.search.items.map((item) => item.id));
    }
  });

  test("section and sub-section fronts show items of their section", async () => {
    for (const slug of ["news/politics", "news/politics/congress", "noticias/politica"]) {
      const { curation } = (await get(`/content/curation/slug/${slug}`, curationResponseSchema)).data;
      const items = curation.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items));
      expect(curation.layouts.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeGreaterThan(5);
      const lead = curation.layouts[0]?.packages[0]?.items ?? [];
      for (const item of lead) expect(item.item.taxonomy?.allTerms?.map((term) => term.path)).toContain(slug);
    }
  });

  test("drafts and msnbc show blogs", async () => {
    const draft = await get("/content/curation/draft/draft-news-1", curationResponseSchema);
    expect(draft.data.curation).toMatchObject({ id: "draft-news-1", hidden: true });
    expect((await status("/content/curation/draft/draft-nope-1")).status).toBe(404);

    const blog = await get("/content/curation/slug/msnbc/the-evening-report/blog", curationResponseSchema);
    const showLead = blog.data.curation.layouts[0]?.packages.find((pkg) => pkg.type === "showLead");
    expect(showLead?.items[0]?.item).toMatchObject({ type: "showBlog", url: { primary: expect.stringMatching(/\/the-evening-report\/blog\/.+-ncpn\d+$/) } });

    const meetThePress = await get("/content/curation/slug/news/meet-the-press/blog", curationResponseSchema);
    expect(meetThePress.data.curation.layouts[0]?.packages.find((pkg) => pkg.type === "showLead")?.items[0]?.item).toMatchObject({
      url: { primary: expect.stringMatching(/^https:\/\/(www\.)?nbcnews\.com\/meet-the-press\/blog\/.+-ncpn6003\d\d$/) },
    });
    const nav = await get("/content/showBlogNavigation/meet-the-press/blog/ncpn600305/", showBlogNavigationResponseSchema);
    expect([nav.data.next.items[0]?.id, nav.data.previous.items[0]?.id]).toEqual(["ncpn600304", "ncpn600306"]);
  });

  test("curated lists honour the count", async () => {
    const list = await get("/content/curatedList/today-what-to-cook/3", curatedListResponseSchema);
    expect(list.data.curatedList.content.items).toHaveLength(3);
    const byDefault = await get("/content/curatedList/news-most-popular", curatedListResponseSchema);
    expect(byDefault.data.curatedList.content.items).toHaveLength(10);
  });

  test("bento taxonomy terms list product items with their term paths", async () => {
    const answer = await get("/content/bentoapi/curation/taxonomy-terms/today/shop/kitchen?bento=1", taxonomyTermsResponseSchema);
    const items = answer.data.curation.layouts[0]?.packages[0]?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.taxonomy.allTerms.map((term) => term.path)).toContain("today/shop/kitchen");
  });
});

describe("articles", () => {
  test("an article has an absolute production URL, authors, taxonomy and 6–14 paragraphs", async () => {
    const { data, extensions } = await get("/content/article/rcna100000", articleResponseSchema);
    expect(extensions).toEqual({});
    expect(data.article.url.primary).toMatch(/^https:\/\/nbcnews\.com\/[a-z-]+(\/[a-z-]+)?\/[a-z0-9-]+-rcna100000$/);
    expect(data.article.authors?.[0]?.person.name).toBeTruthy();
    expect(data.article.taxonomy?.primarySection?.path).toMatch(/^news\//);
    expect(data.article.teaseImage).toMatchObject({ width: 1600, height: 900, url: expect.stringMatching(/\/images\/[a-z0-9-]+\/1600x900\.png$/) });
    const paragraphs = data.article.body.filter((block) => (block as { type: string }).type === "paragraph");
    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    expect(paragraphs.length).toBeLessThanOrEqual(14);
  });

  test("some articles carry one malformed body block", async () => {
    const { data } = await get("/content/article/rcna100003", articleResponseSchema);
    expect(data.article.body).toContainEqual({ type: "image" });
  });

  test("related stories share the taxonomy and leave out the current one", async () => {
    const answer = await get(`/content/article/related?size=5&${filters("type:Article AND NOT id:rcna100000 AND taxonomy:news/politics AND autoCuration:true")}`, searchResponseSchema(teasableSchema));
    expect(answer.data.search.items).toHaveLength(5);
    for (const item of answer.data.search.items) {
      expect(item.id).not.toBe("rcna100000");
      expect(item.taxonomy?.allTerms?.map((term) => term.path)).toContain("news/politics");
    }
  });
});

describe("live blogs", () => {
  const taxonomyPath = "news/live-blog/rlna900000";

  test("the ongoing live blog's newest card is less than an hour old; the ended one's is over two days old", async () => {
    const live = await get("/content/articlecards/search?articleId=rlna900000&size=1", articleCardsResponseSchema);
    const latest = Date.parse(live.data.article.cards.items[0]?.date.publishedAt ?? "");
    expect(Date.now() - latest).toBeLessThan(HOUR);
    expect(live.data.search.pagination.totalItems).toBeGreaterThanOrEqual(300);

    const ended = await get("/content/articlecards/search?articleId=rlna900001&size=1", articleCardsResponseSchema);
    expect(Date.now() - Date.parse(ended.data.article.cards.items[0]?.date.publishedAt ?? "")).toBeGreaterThan(48 * HOUR);

    const article = await get("/content/article/rlna900000", articleResponseSchema);
    expect(article.data.article).toMatchObject({ subType: "liveBlog", presentation: { style: "liveBlog" } });
    expect(new URL(article.data.article.url.primary).pathname.split("/")[2]).toBe("live-blog");
    expect(article.data.article.taxonomy?.primaryTopic?.path).toBe(taxonomyPath);
  });

  test("an rcna id finds the live blog with the same digits", async () => {
    const answer = await get("/content/articlecards/search?articleId=rcna900000&size=2", articleCardsResponseSchema);
    expect(answer.data.article.cards.items).toHaveLength(2);
  });

  test("card search pages newest first and honours the date bound and the excluded id", async () => {
    const base = `type:card AND taxonomy:${taxonomyPath} AND (subType:post OR subType:text)`;
    const page1 = await get(`/content/card/search?size=10&page=1&${filters(base)}`, searchResponseSchema(cardSchema));
    const page2 = await get(`/content/card/search?size=10&page=2&${filters(base)}`, searchResponseSchema(cardSchema));
    const dates = [...page1.data.search.items, ...page2.data.search.items].map((card) => Date.parse(card.date.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page1.data.search.pagination).toMatchObject({ page: 1, size: 10, totalPages: Math.ceil(page1.data.search.pagination.totalItems / 10) });
    expect(page2.data.search.items[0]?.id).not.toBe(page1.data.search.items[0]?.id);

    const first = page1.data.search.items[0] as z.infer<typeof cardSchema>;
    const second = page1.data.search.items[1] as z.infer<typeof cardSchema>;
    const bound = second.date.publishedAt.replace(/Z$/, "");
    const bounded = await get(`/content/card/search?size=3&${filters(`${base} AND datePublished:[* TO ${bound}] AND NOT id:${second.id}`)}`, searchResponseSchema(cardSchema));
    const ids = bounded.data.search.items.map((card) => card.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);

    const card = await get(`/content/card/${first.id}`, cardResponseSchema);
    expect(card.data.card).toEqual(first);
  });

  test("articlecards honours filters and answers forFronts without the posts' bodies", async () => {
    const answer = await get(`/content/articlecards/search?articleId=rlna900000&size=3&forFronts=true&page=1&${filters("subType:post")}`, articleCardsResponseSchema);
    expect(answer.data.article.cards.items).toHaveLength(3);
    expect(answer.data.article.cards.items.every((card) => card.subType === "post" && card.content.markupAndEmbeds.length === 0 && card.headline.primary)).toBe(true);
    const full = await get("/content/articlecards/search?articleId=rlna900000&size=3", articleCardsResponseSchema);
    expect(full.data.article.cards.items.some((card) => card.content.markupAndEmbeds.length > 0)).toBe(true);
  });

  test("articlecards honours datePublished", async () => {
    const all = await get("/content/articlecards/search?articleId=rlna900000&size=5", articleCardsResponseSchema);
    const third = all.data.article.cards.items[2] as z.infer<typeof cardSchema>;
    const before = await get(`/content/articlecards/search?articleId=rlna900000&size=5&datePublished=${third.date.publishedAt}`, articleCardsResponseSchema);
    expect(before.data.article.cards.items[0]?.id).toBe(third.id);
  });

  test("a card published through the newsroom comes first", async () => {
    expect((await status("/newsroom/live-blogs/rlna900000/cards", { method: "POST", body: "{}" })).status).toBe(401);
    const response = await fetch(`${upstream.url}/newsroom/live-blogs/rlna900000/cards`, {
      method: "POST",
      headers: { "content-type": "application/json", ...EDITOR },
      body: JSON.stringify({ headline: "Polls close in <three> states", text: "First paragraph & more.\n\nSecond paragraph." }),
    });
    expect(response.status).toBe(201);
    const { card } = cardResponseSchema.parse(await response.json()).data;
    expect(card.content.markupAndEmbeds).toEqual([
      { type: "paragraph", html: "First paragraph &amp; more." },
      { type: "paragraph", html: "Second paragraph." },
    ]);

    const latest = await get("/content/articlecards/search?articleId=rlna900000&size=1", articleCardsResponseSchema);
    expect(latest.data.article.cards.items[0]?.id).toBe(card.id);
    const searched = await get(`/content/card/search?size=1&${filters(`type:card AND taxonomy:${taxonomyPath}`)}`, searchResponseSchema(cardSchema));
    expect(searched.data.search.items[0]?.id).toBe(card.id);
    const article = await get("/content/article/rlna900000", articleResponseSchema);
    expect(article.data.article.dateModified).toBe(card.date.publishedAt);

    const bad = await status("/newsroom/live-blogs/rlna900000/cards", { method: "POST", body: "{}", headers: EDITOR });
    expect(bad.status).toBe(400);
    expect((await status("/newsroom/live-blogs/rcna100000/cards", { method: "POST", body: "{}", headers: EDITOR })).status).toBe(404);
  });
});

describe("searches", () => {
  test("automated waffles page with real offsets", async () => {
    const query = filters("(type:article OR type:video) AND publisher:nbcnews AND taxonomy:news AND NOT taxonomy:news/politics AND NOT externalSource:Workbench");
    const schema = searchResponseSchema(contentItemSchema);
    const page1 = await get(`/content/waffle/automated?size=7&page=1&${query}`, schema);
    const page2 = await get(`/content/waffle/automated?size=7&page=2&${query}`, schema);
    const { totalItems, totalPages } = page1.data.search.pagination;
    expect(totalItems).toBeGreaterThan(14);
    expect(totalPages).toBe(Math.ceil(totalItems / 7));
    const ids1 = page1.data.search.items.map((item) => item.id);
    const ids2 = page2.data.search.items.map((item) => item.id);
    expect(ids1).toHaveLength(7);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    for (const item of page1.data.search.items) {
      expect(["article", "video"]).toContain(item.type);
      expect(item.item.taxonomy?.allTerms?.map((term) => term.path)).not.toContain("news/politics");
    }
    const beyond = await get(`/content/waffle/automated?size=7&page=${totalPages + 1}&${query}`, schema);
    expect(beyond.data.search.items).toEqual([]);
  });

  test("products carry offers with one primary offer", async () => {
    const answer = await get(`/content/products/search?size=30&${filters("taxonomy:today/shop")}`, searchResponseSchema(productSchema));
    expect(answer.data.search.pagination.totalItems).toBeGreaterThanOrEqual(150);
    for (const product of answer.data.search.items) {
      expect(product.offers.filter((offer) => offer.isPrimaryOffer)).toHaveLength(1);
      for (const offer of product.offers) expect(offer.price).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  test("a product by id; the first product of a brand has an offer in every state, the second is out of stock", async () => {
    const schema = productResponseSchema;
    const showcase = (await get("/content/product/ncpd501000", schema)).data.product;
    expect(showcase.offers.map((offer) => offer.state ?? null)).toEqual(["OUT_OF_STOCK", null, "AVAILABLE", "UNAVAILABLE"]);
    expect(showcase.offers.filter((offer) => offer.isPrimaryOffer).map((offer) => offer.state)).toEqual(["AVAILABLE"]);
    const outOfStock = (await get("/content/product/ncpd501001", schema)).data.product;
    expect(outOfStock.offers.every((offer) => offer.state === "OUT_OF_STOCK")).toBe(true);
    expect((await status("/content/product/ncpd1")).status).toBe(404);
    expect((await status("/content/product/rcna100000")).status).toBe(404);
  });

  test("every fifth select product is a StackCommerce deal, and its teasable says so", async () => {
    const products = await get(`/content/products/search?size=10&${filters("vertical:select")}`, searchResponseSchema(productSchema));
    const deals = products.data.search.items.filter((product) => product.source?.organization === "StackCommerce");
    expect(deals.length).toBe(2);
    const waffle = await get(`/content/waffle/automated?size=60&${filters("type:product AND taxonomy:select/shopping")}`, searchResponseSchema(contentItemSchema));
    expect(waffle.data.search.items.some((entry) => entry.item.source?.organization === "StackCommerce")).toBe(true);
    const today = await get(`/content/waffle/automated?size=200&${filters("type:product AND taxonomy:today/shop")}`, searchResponseSchema(contentItemSchema));
    expect(today.data.search.items.some((entry) => entry.item.source?.organization === "StackCommerce")).toBe(false);
  });

  test("persons", async () => {
    const answer = await get(`/content/persons/search?${filters("vertical:news")}`, searchResponseSchema(personSchema));
    expect(answer.data.search.items.length).toBeGreaterThan(5);
  });

  test("one person by id, and the stories that name them with the author filter", async () => {
    const [person] = (await get(`/content/persons/search?size=1&${filters("id:ncpr700000")}`, searchResponseSchema(personSchema))).data.search.items;
    expect(person?.id).toBe("ncpr700000");
    const stories = await get(`/content/waffle/automated?size=50&${filters("(type:article OR type:video) AND author:ncpr700000")}`, searchResponseSchema(contentItemSchema));
    expect(stories.data.search.items.length).toBeGreaterThan(3);
    for (const { item } of stories.data.search.items) expect(item.authors?.map((author) => author.person.id)).toContain("ncpr700000");
    const none = await get(`/content/waffle/automated?${filters("type:article AND author:ncpr799999")}`, searchResponseSchema(contentItemSchema));
    expect(none.data.search.items).toEqual([]);
  });
});

describe("recipes", () => {
  test("a recipe comes with most-popular recipes, not itself", async () => {
    const answer = await get("/content/recipe/tdrp401000", recipeResponseSchema);
    expect(answer.data.recipe.ingredients[0]?.ingredients.length).toBeGreaterThan(3);
    const ids = answer.data.search?.items.map((item) => item.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain("tdrp401000");
    expect((await status("/content/recipe/tdrp1")).status).toBe(404);
  });

  test("related and most-popular recipes", async () => {
    const schema = searchResponseSchema(teasableSchema);
    const related = await get(`/content/recipe/related?size=4&${filters("type:Recipe AND id:tdrp* AND NOT id:tdrp401000 AND autoCuration:true")}`, schema);
    expect(related.data.search.items).toHaveLength(4);
    const popular = await get(`/content/mostPopularRecipes/taxonomy?${filters("type:recipe AND NOT taxonomy:today/recipeCategory/shoppable")}`, schema);
    for (const item of popular.data.search.items) expect(item.type).toBe("recipe");
  });
});

describe("media", () => {
  test("videos, including expired ones, in several formats", async () => {
    const { video } = (await get("/content/video/mmvo2000000", videoResponseSchema)).data;
    expect(new Set(video.videoAssets.map((asset) => asset.format))).toEqual(new Set(["MPEG4", "M3U"]));
    expect((await get("/content/video/mmvo2000004", videoResponseSchema)).data.video.expired).toBe(true);
    expect((await get("/content/video/tmvo2003000", videoResponseSchema)).data.video.id).toBe("tmvo2003000");
  });

  test("a list of videos leaves out unknown ids", async () => {
    const answer = await get("/content/videos/mmvo2000000,mmvo2000001,mmvo1", videosResponseSchema);
    expect(Object.keys(answer.data.videos)).toEqual(["mmvo2000000", "mmvo2000001"]);
  });

  test("playlists and slideshows", async () => {
    expect((await get("/content/playlist/playlist-news-1", playlistResponseSchema)).data.videoPlaylist.videos).toHaveLength(25);
    const { slideshow } = (await get("/content/slideshow/ncsl300000", slideshowResponseSchema)).data;
    expect(slideshow.slides.length).toBeGreaterThanOrEqual(8);
  });
});

describe("show blog navigation", () => {
  test("next, previous and latest, empty at the ends", async () => {
    const newest = await get("/content/showBlogNavigation/the-evening-report/blog/ncpn600000/", showBlogNavigationResponseSchema);
    expect(newest.data.next.items).toEqual([]);
    expect(newest.data.previous.items[0]?.id).toBe("ncpn600001");
    expect(newest.data.latest.items[0]?.id).toBe("ncpn600000");
    const middle = await get("/content/showBlogNavigation/the-evening-report/blog/ncpn600005/", showBlogNavigationResponseSchema);
    expect([middle.data.next.items[0]?.id, middle.data.previous.items[0]?.id]).toEqual(["ncpn600004", "ncpn600006"]);
    const oldest = await get("/content/showBlogNavigation/the-evening-report/blog/ncpn600017/", showBlogNavigationResponseSchema);
    expect(oldest.data.previous.items).toEqual([]);
    expect((await status("/content/showBlogNavigation/the-evening-report/blog/ncpn699999/")).status).toBe(404);
  });
});

describe("services", () => {
  test("the newsletter catalogue has TODAY's eight and one per other vertical", async () => {
    const { newsletters } = (await get("/services/newsletter", newsletterResponseSchema)).data;
    expect(newsletters.filter((newsletter) => newsletter.key.startsWith("sub_")).length).toBe(newsletters.length);
    expect(newsletters.map((newsletter) => newsletter.key)).toEqual(expect.arrayContaining(["sub_today", "sub_food", "sub_bookclub", "sub_news", "sub_noticias"]));
    expect(newsletters).toHaveLength(8 + 15);
  });

  test("the mini player teases a video that has not expired", async () => {
    const answer = await get("/services/miniPlayerTease/news", miniPlayerTeaseResponseSchema);
    expect(answer.data.miniPlayerTease.video.type).toBe("video");
  });
});

describe("newsletter sign-up", () => {
  const signUp = (body: unknown) =>
    status("/services/newsletter/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("stores a sign-up for a newsletter of the catalogue, once per address", async () => {
    const body = { email: "Reader@Example.com", key: "sub_today", signupSource: "today-front" };
    expect(await signUp(body)).toEqual({ status: 201, body: { data: { subscription: { email: "reader@example.com", key: "sub_today" } } } });
    expect((await signUp(body)).status).toBe(201);
  });

  it.each([
    ["an invalid email", { email: "not-an-email", key: "sub_today", signupSource: "x" }],
    ["an unknown newsletter", { email: "a@b.co", key: "sub_nope", signupSource: "x" }],
    ["a missing source", { email: "a@b.co", key: "sub_today" }],
  ])("refuses %s with 400", async (_, body) => {
    expect((await signUp(body)).status).toBe(400);
  });
});

describe("the newsroom's article edits", () => {
  const edit = (id: string, method: string, body?: unknown, headers: Record<string, string> = EDITOR) =>
    status(`/newsroom/articles/${id}${method === "POST" ? "/publish" : ""}`, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const homeItems = async () => (await get("/content/curation/slug/news", curationResponseSchema)).data.curation.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items));

  test("need the newsroom's token", async () => {
    for (const method of ["PATCH", "DELETE", "POST"]) {
      expect((await edit("rcna100000", method, { headline: "x" }, {})).status).toBe(401);
      expect((await edit("rcna100000", method, { headline: "x" }, { authorization: "Bearer wrong" })).status).toBe(401);
    }
  });

  test("a correction replaces the headline on the article and on the fronts that list it, and shows its note", async () => {
    const [first] = await homeItems();
    const id = first!.id;
    const changed = await edit(id, "PATCH", { headline: "Corrected: <the> headline", body: "One.\n\nTwo & three.", correction: "An earlier version misnamed the city." });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ event: "article.updated", id, keys: expect.arrayContaining([`article:${id}`, "curation:news", "list:news"]) });
    const { article } = (await get(`/content/article/${id}`, articleResponseSchema)).data;
    expect(article.headline).toEqual({ primary: "Corrected: <the> headline" });
    expect(article.body).toEqual([
      { type: "paragraph", html: "One." },
      { type: "paragraph", html: "Two &amp; three." },
    ]);
    expect(article.correction?.text).toBe("An earlier version misnamed the city.");
    const listed = (await homeItems()).find((item) => item.id === id);
    expect(listed?.computedValues.headline).toBe("Corrected: <the> headline");
    expect((await edit(id, "PATCH", {})).status).toBe(400);
    expect((await edit(id, "PATCH", { headline: "x", unknown: 1 })).status).toBe(400);
    expect((await edit("rcna1", "PATCH", { headline: "x" })).status).toBe(404);
  });

  test("an unpublished article is gone from its page and the fronts until it is published again", async () => {
    const id = (await homeItems())[1]!.id;
    expect((await edit(id, "DELETE")).status).toBe(200);
    expect((await status(`/content/article/${id}`)).status).toBe(404);
    expect((await homeItems()).some((item) => item.id === id)).toBe(false);
    expect((await edit(id, "DELETE")).status).toBe(404);
    expect((await edit(id, "POST")).status).toBe(200);
    expect((await get(`/content/article/${id}`, articleResponseSchema)).data.article.id).toBe(id);
    expect((await homeItems()).some((item) => item.id === id)).toBe(true);
    expect((await edit(id, "POST")).status).toBe(404);
  });
});
