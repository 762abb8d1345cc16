import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { PageContext } from "@/lib/pages/page-definition";
import { DEFAULT_VIEW_FLAGS } from "@/lib/request-context/request-context";
import { articleFixture, teasableFixture } from "@/lib/article/test-fixtures";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { articlePage, showBlogPage } from "./article-page";
import { renderServer } from "./test-render";
import { liveBlogPage } from "@/components/live-blog/live-blog-page";
import { answerMemo } from "@/server/answer-memo.mjs";

jest.mock("next-intl/server", () => jest.requireActual("./test-render").intlServerMock());

const BASE = "http://upstream.test/content";
const SERVICES = "http://upstream.test/services";
const newsletter = { title: "NBC News Daily", description: "Every morning", includedTaxonomyPaths: ["news"], key: "sub_news", signupSource: "news-article" };
// The newsletter catalogue is there for every test: articles load it beside the article.
const server = setupServer(http.get(`${SERVICES}/newsletter`, () => HttpResponse.json({ data: { newsletters: [newsletter] } })));
const requested: string[] = [];

beforeAll(() => {
  process.env.CONTENT_API_URL = BASE;
  process.env.SERVICES_API_URL = SERVICES;
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", ({ request }) => void requested.push(decodeURIComponent(request.url).replace(/\+/g, " ")));
});
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

const context = (vertical: VerticalSlug = "news"): PageContext => ({ vertical: VERTICALS[vertical], view: DEFAULT_VIEW_FLAGS, segments: [], call: {} });
const search = (items: unknown[]) => ({ data: { search: { pagination: { page: 1, size: items.length, totalPages: 1, totalItems: items.length }, items } } });
const related = [teasableFixture("rcna100001")];
const popular = [teasableFixture("rcna100088")];

function serve({ article = articleFixture(), relatedStatus = 200, popularStatus = 200 } = {}) {
  server.use(
    http.get(`${BASE}/article/related`, () => (relatedStatus === 200 ? HttpResponse.json(search(related)) : new HttpResponse(null, { status: relatedStatus }))),
    http.get(`${BASE}/article/:id`, () => HttpResponse.json({ data: { article } })),
    http.get(`${BASE}/curatedList/:id/:count`, ({ params }) =>
      popularStatus === 200
        ? HttpResponse.json({ data: { curatedList: { id: params.id, content: { items: popular } } } })
        : new HttpResponse(null, { status: popularStatus }),
    ),
  );
}

describe("articlePage", () => {
  it("loads the article, its related articles (primary section, 4) and the brand's most popular list (5)", async () => {
    serve();
    const data = await articlePage.load({ kind: "article", id: "rcna100000" }, context());
    expect(data).toEqual({ article: articleFixture(), related, mostPopular: popular, newsletter });
    expect(requested).toEqual(
      expect.arrayContaining([
        `${BASE}/article/rcna100000`,
        `${BASE}/curatedList/news-most-popular/5`,
        `${SERVICES}/newsletter`,
        `${BASE}/article/related?filters=type:Article AND NOT id:rcna100000 AND taxonomy:news/politics AND autoCuration:true&size=4`,
      ]),
    );
  });

  it.each([
    ["related articles", { relatedStatus: 500 }, { related: [], mostPopular: popular }],
    ["the most popular list", { popularStatus: 503 }, { related, mostPopular: [] }],
  ])("renders without %s when they fail to load", async (_name, failure, expected) => {
    serve(failure);
    await expect(articlePage.load({ kind: "article", id: "rcna100000" }, context())).resolves.toMatchObject(expected);
  });

  it("is not found when the article is hidden", async () => {
    serve({ article: articleFixture({ hidden: true }) });
    await expect(articlePage.load({ kind: "article", id: "rcna100000" }, context())).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("fails the page when the article itself fails", async () => {
    server.use(http.get(`${BASE}/article/:id`, () => new HttpResponse(null, { status: 500 })), http.get(`${BASE}/curatedList/:id/:count`, () => new HttpResponse(null, { status: 500 })));
    await expect(articlePage.load({ kind: "article", id: "rcna100000" }, context())).rejects.toMatchObject({ name: "ApiError", status: 500 });
  });

  it.each([
    ["its canonical URL", articleFixture(), "/politics/lawmakers-unveil-a-plan-rcna100000"],
    ["its primary URL without a canonical one", articleFixture({ url: { primary: "https://nbcnews.com/world/story-rcna100000" } }), "/world/story-rcna100000"],
    ["nothing for another brand's article (no off-site redirect)", articleFixture({ url: { primary: "https://msnbc.com/x-rcna100000" } }), null],
  ])("has the site path of %s", (_name, article, expected) => {
    expect(articlePage.canonicalPath?.({ article, related: [], mostPopular: [], newsletter: null }, context())).toBe(expected);
  });

  it("describes the article for search engines and sharing", () => {
    const metadata = articlePage.metadata({ article: articleFixture(), related: [], mostPopular: [], newsletter: null }, context());
    expect(metadata).toMatchObject({
      title: { absolute: "Lawmakers unveil a plan | NBC News" },
      description: "Residents are watching closely.",
      alternates: { canonical: "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000" },
      openGraph: {
        type: "article",
        publishedTime: "2026-03-03T15:00:00.000Z",
        modifiedTime: "2026-03-03T17:30:00.000Z",
        authors: ["Sophia Fisher", "Olivia Hayes"],
        images: [{ url: "http://localhost:4000/images/rcna100000-social/1600x900.png", width: 1600, height: 900 }],
      },
    });
  });

  it("renders the article with NewsArticle and BreadcrumbList JSON-LD", async () => {
    const container = await renderServer(<>{articlePage.render({ article: articleFixture(), related, mostPopular: popular, newsletter: null }, context())}</>);
    const types = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "{}")["@type"]);
    expect(types).toEqual(["NewsArticle", "BreadcrumbList"]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Lawmakers unveil a plan");
  });
});

describe("showBlogPage", () => {
  const post = articleFixture({
    id: "ncpn600005",
    url: { primary: "https://msnbc.com/the-evening-report/blog/a-post-ncpn600005", canonical: "https://msnbc.com/the-evening-report/blog/a-post-ncpn600005" },
  });
  const teaseOf = (id: string) => teasableFixture(id, { type: "showBlog", url: { primary: `https://msnbc.com/the-evening-report/blog/post-${id}` } });
  const route = { kind: "showBlog", show: "the-evening-report", id: "ncpn600005" } as const;
  const leadItem = { id: "ncpn600000", type: "showBlog", item: teaseOf("ncpn600000"), computedValues: { headline: "The lead story", url: "https://msnbc.com/the-evening-report/blog/post-ncpn600000" } };

  function serveShow({ navStatus = 200, leadStatus = 200, latest = "ncpn600000" } = {}) {
    serve({ article: post });
    server.use(
      http.get(`${BASE}/showBlogNavigation/:show/:blog/:post/`, () =>
        navStatus === 200
          ? HttpResponse.json({ data: { next: { items: [teaseOf("ncpn600004")] }, previous: { items: [] }, latest: { items: [teaseOf(latest)] } } })
          : new HttpResponse(null, { status: navStatus }),
      ),
      http.get(`${BASE}/curation/slug/:show/blog`, () =>
        leadStatus === 200
          ? HttpResponse.json({
              data: {
                curation: { id: "c", seoTitle: "s", seoDescription: "d", pageRoute: "/the-evening-report/blog", hidden: false, adsDisabled: false, layouts: [{ id: "l", type: "fullWidth", packages: [{ id: "p", type: "showLead", items: [leadItem] }] }] },
              },
            })
          : new HttpResponse(null, { status: leadStatus }),
      ),
    );
  }

  it("renders the post with the show's lead story and a labelled post navigation that omits missing posts", async () => {
    serveShow();
    const data = await showBlogPage.load(route, context("msnbc"));
    expect(showBlogPage.canonicalPath?.(data, context("msnbc"))).toBe("/the-evening-report/blog/a-post-ncpn600005");
    await renderServer(<>{showBlogPage.render(data, context("msnbc"))}</>);
    const nav = screen.getByRole("navigation", { name: "More posts from this blog" });
    expect([...nav.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Next postHeadline ncpn600004", "/the-evening-report/blog/post-ncpn600004"],
      ["Latest postHeadline ncpn600000", "/the-evening-report/blog/post-ncpn600000"],
      ["All posts from this blog", "/the-evening-report/blog"],
    ]);
    expect(screen.getByRole("region", { name: "Top story from the show" })).toHaveTextContent("The lead story");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("leaves out the latest link on the latest post", async () => {
    serveShow({ latest: "ncpn600005" });
    await renderServer(<>{showBlogPage.render(await showBlogPage.load(route, context("msnbc")), context("msnbc"))}</>);
    expect(screen.getByRole("navigation", { name: "More posts from this blog" })).not.toHaveTextContent("Latest post");
  });

  it("renders the post alone when the lead story and the navigation fail to load", async () => {
    serveShow({ navStatus: 404, leadStatus: 500 });
    const data = await showBlogPage.load(route, context("msnbc"));
    expect(data).toMatchObject({ showLead: null, nav: { next: null, previous: null, latest: null } });
    await renderServer(<>{showBlogPage.render(data, context("msnbc"))}</>);
    const nav = screen.getByRole("navigation", { name: "More posts from this blog" });
    expect([...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["/the-evening-report/blog"]);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("is a 404 on a brand without show blogs", async () => {
    await expect(showBlogPage.load(route, context("news"))).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  });
});

describe("gated stories", () => {
  const body = ["one", "two", "three", "four", "five"].map((word) => ({ type: "paragraph", html: `<p>Paragraph ${word}.</p>` }));
  const NEWS_URL = "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000";
  const TODAY_URL = "https://today.com/health/a-plan-rcna100000";
  const gatedStory = (url = NEWS_URL) => articleFixture({ body, paywall: { gated: true }, url: { primary: url, canonical: url } });
  const route = { kind: "article", id: "rcna100000" } as const;
  const permission = (answer: boolean | "fails") =>
    server.use(
      http.get(`${BASE}/getStartTodayArticlePermissions/:id`, ({ params }) =>
        answer === "fails" ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ data: { permissions: { articleId: params.id, showFullArticle: answer } } }),
      ),
    );
  const appView = (vertical: VerticalSlug): PageContext => ({ ...context(vertical), startTodayAppView: true });

  it.each([
    ["news", null],
    ["msnbc", NEWS_URL],
    ["noticias", NEWS_URL],
  ] as const)("a gated news story asked on %s keeps its gate, and redirects to its own brand elsewhere", async (vertical, redirect) => {
    serve({ article: gatedStory() });
    const data = await articlePage.load(route, context(vertical));
    expect(data.gate).toEqual({ gated: true, teaserBlocks: 3, metered: false });
    expect(data.article.body).toEqual(body.slice(0, 3));
    expect(articlePage.canonicalPath?.(data, context(vertical))).toBe(redirect ?? "/politics/lawmakers-unveil-a-plan-rcna100000");
  });

  it("a free story of another brand is still served where it is asked", async () => {
    serve();
    const data = await articlePage.load(route, context("msnbc"));
    expect(articlePage.canonicalPath?.(data, context("msnbc"))).toBeNull();
  });

  it.each([
    ["a today story, permission yes: in full", "today", TODAY_URL, true, false],
    ["a today story, permission no: gated", "today", TODAY_URL, false, true],
    ["a today story, failing permission call: gated", "today", TODAY_URL, "fails", true],
    ["a news story in news's app view, permission yes: gated (not a Start Today brand)", "news", NEWS_URL, true, true],
  ] as const)("Start Today app view: %s", async (_name, vertical, url, answer, gated) => {
    serve({ article: gatedStory(url) });
    permission(answer);
    const data = await articlePage.load(route, appView(vertical));
    expect(data.gate !== undefined).toBe(gated);
    expect(data.article.body).toEqual(gated ? body.slice(0, 3) : body);
  });

  it("a gated live blog is handled like an article: teaser, the gate's place and paywalled JSON-LD", async () => {
    const gate = { gated: true, teaserBlocks: 3, metered: false } as const;
    const data = {
      article: articleFixture({ body: body.slice(0, 3), paywall: { gated: true } }),
      gate,
      related: [],
      mostPopular: [],
      newsletter: null,
      cards: [],
      pagination: { page: 1, size: 150, totalPages: 0, totalItems: 0 },
      linkedCard: null,
      missingCardId: null,
      live: false,
    };
    expect(liveBlogPage.canonicalPath?.(data, context("msnbc"))).toBe(NEWS_URL);
    const container = await renderServer(<>{await liveBlogPage.render(data, context())}</>);
    const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "{}"));
    expect(jsonLd.find((d) => d["@type"] === "LiveBlogPosting")).toMatchObject({ isAccessibleForFree: false, hasPart: { cssSelector: ".paywall-gated" } });
    expect(container.querySelector(".paywall-gated")).not.toBeNull();
    expect(container.textContent).toContain("Paragraph three.");
    expect(container.textContent).not.toContain("Paragraph four.");
  });

  it("an article of type blog is a live blog (spec 1 §2); an article stays an article", async () => {
    serve({ article: articleFixture({ type: "blog" }) });
    const blog = await articlePage.load({ kind: "article", id: "rcna100000" }, context());
    expect(articlePage.becomes?.(blog, { kind: "article", id: "rcna100000" })).toEqual({ kind: "liveBlog", id: "rcna100000" });
    // The same story republished as an article: its publish event drops the answer the process kept.
    answerMemo().forgetTags(["article:rcna100000"]);
    serve();
    const article = await articlePage.load({ kind: "article", id: "rcna100000" }, context());
    expect(articlePage.becomes?.(article, { kind: "article", id: "rcna100000" })).toBeNull();
  });

  it("a permalink whose post is gone opens the blog with a notice, at the permalink's address", async () => {
    serve();
    server.use(
      http.get(`${BASE}/articlecards/search`, () => HttpResponse.json({ data: { article: { cards: { items: [] } }, search: { pagination: { page: 1, size: 150, totalPages: 0, totalItems: 0 } } } })),
      http.get(`${BASE}/card/:id`, () => new HttpResponse(null, { status: 404 })),
    );
    const data = await liveBlogPage.load({ kind: "liveBlog", id: "rcna100000", cardId: "ncrd4242" }, context());
    expect(data.linkedCard).toBeNull();
    expect(data.missingCardId).toBe("ncrd4242");
    expect(liveBlogPage.canonicalPath?.(data, context())).toMatch(/\/ncrd4242$/);
    const container = await renderServer(<>{await liveBlogPage.render(data, context())}</>);
    expect(container.querySelector('[role="note"]')?.textContent).toBe("This post is no longer available. Here is the latest from the live blog.");
    expect(container.textContent).toContain(data.article.headline.primary);
  });
});
