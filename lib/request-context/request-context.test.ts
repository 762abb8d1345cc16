import {
  DEFAULT_VIEW_FLAGS,
  decodeView,
  encodeView,
  parseRouteParams,
  resolveRequestContext,
  rewritePath,
  viewQueryString,
  type ViewFlags,
} from "./request-context";

function resolve(host: string | null, url: string) {
  const parsed = new URL(url, "http://x");
  return resolveRequestContext({ host, pathname: parsed.pathname, searchParams: parsed.searchParams });
}

describe("resolveRequestContext", () => {
  it.each([
    ["localhost:3000", "news", "en"],
    [null, "news", "en"],
    ["www.nbcnews.com", "news", "en"],
    ["today.localhost:3000", "today", "en"],
    ["www.today.com", "today", "en"],
    ["noticias.localhost:3000", "noticias", "es"],
    ["deportes.telemundo.com", "deportes", "es"],
    ["shows.localhost", "shows", "es"],
    ["think.localhost:3000", "think", "en"],
    ["attacker.example", "news", "en"],
  ])("host %s -> %s (%s)", (host, vertical, language) => {
    expect(resolve(host, "/")).toMatchObject({ vertical, language, path: "/" });
  });

  it.each([
    ["/", false],
    ["/?chromeless=true", true],
    ["/?chromeless=app", true],
    ["/?chromeless=webview", true],
    ["/?chromeless=start-today-app", true],
    ["/?chromeless=false", false],
    ["/?chromeless=TRUE", false],
    ["/?chromeless=", false],
    ["/start-today-app-view/", true],
    ["/start-today-app-view/recipes", true],
    ["/start-today-app-view", true],
    ["/start-today-app-viewer", false],
    ["/food/start-today-app-view/", false],
    ["/embedded-video/mmvo1", true],
    ["/playmaker/mmvo1", true],
    ["/embedded-pkg/news-package-1", true],
    ["/embedded-newsletter/sub_today", true],
    ["/politics/embedded-video", false],
  ])("%s chromeless: %s", (url, chromeless) => {
    expect(resolve("today.localhost", url).isChromeless).toBe(chromeless);
  });

  it.each([
    ["/", DEFAULT_VIEW_FLAGS],
    ["/?showChromelessMarquee=true", { ...DEFAULT_VIEW_FLAGS, showChromelessMarquee: true }],
    ["/?showChromelessMarquee=yes", DEFAULT_VIEW_FLAGS],
    ["/?lazyload=false", { ...DEFAULT_VIEW_FLAGS, disableLazyLoad: true }],
    ["/?lazyload=0", DEFAULT_VIEW_FLAGS],
    ["/?taboolafeed=true", { ...DEFAULT_VIEW_FLAGS, taboolaFeed: true }],
    ["/?featureFlag=false", { ...DEFAULT_VIEW_FLAGS, featureFlagsEnabled: false }],
    ["/?featureFlag=0", DEFAULT_VIEW_FLAGS],
    ["/?bento=abc&curator=jane", { ...DEFAULT_VIEW_FLAGS, query: { bento: "abc", curator: "jane" } }],
    ["/?bento=&curator=jane", { ...DEFAULT_VIEW_FLAGS, query: { curator: "jane" } }],
    ["/?page=2", { ...DEFAULT_VIEW_FLAGS, page: 2 }],
    ["/?page=1", DEFAULT_VIEW_FLAGS],
    ["/?page=1000", { ...DEFAULT_VIEW_FLAGS, page: 1000 }],
    ["/?page=1001", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?page=-1", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?page=abc", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?page=02", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?page=", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?page=99999999999999999999", { ...DEFAULT_VIEW_FLAGS, page: 0 }],
    ["/?price=under-25|50-100", { ...DEFAULT_VIEW_FLAGS, filters: { price: ["50-100"] } }],
    ["/?price=bogus&utm_source=x", DEFAULT_VIEW_FLAGS],
  ])("%s -> flags", (url, flags) => {
    const { vertical, language, path, ...rest } = resolve("localhost", url);
    expect({ vertical, language, path }).toEqual({ vertical: "news", language: "en", path: "/" });
    expect(rest).toEqual(flags);
  });
});

describe("view segment", () => {
  const cases: [string, ViewFlags][] = [
    ["default", DEFAULT_VIEW_FLAGS],
    ["chromeless", { ...DEFAULT_VIEW_FLAGS, isChromeless: true }],
    ["chromeless.marquee.nolazy.taboola.noflags", {
      isChromeless: true,
      showChromelessMarquee: true,
      disableLazyLoad: true,
      taboolaFeed: true,
      featureFlagsEnabled: false,
      query: {},
      page: 1,
      filters: {},
    }],
    ["p2", { ...DEFAULT_VIEW_FLAGS, page: 2 }],
    ["chromeless.p17", { ...DEFAULT_VIEW_FLAGS, isChromeless: true, page: 17 }],
    [`p2.f~${Buffer.from("taxonomy=kitchen&price=under-25").toString("base64url")}`, { ...DEFAULT_VIEW_FLAGS, page: 2, filters: { taxonomy: ["kitchen"], price: ["under-25"] } }],
  ];
  it.each(cases)("%s round-trips", (segment, flags) => {
    expect(encodeView(flags)).toBe(segment);
    expect(decodeView(segment)).toEqual(flags);
  });

  it("carries the forwarded query", () => {
    const flags = { ...DEFAULT_VIEW_FLAGS, query: { bento: "a/b c", curator: "ñ" } };
    const segment = encodeView(flags);
    expect(segment).toMatch(/^q~[A-Za-z0-9_-]+$/);
    expect(decodeView(segment)).toEqual(flags);
  });

  it.each(["", "Default", "chromeless.bogus", "p0", "p1", "p1001", "p01", "p-1", "q~!!", "q~" + Buffer.from("[1]").toString("base64url"), "q~" + Buffer.from("null").toString("base64url"),
    // Filter tokens are accepted only as encodeView writes them: known values, sorted, non-empty.
    ...["price=bogus", "price=under-25|25-50", "price=under-25&", "", "utm_source=x"].map((query) => "f~" + Buffer.from(query).toString("base64url"))])(
    "rejects %j",
    (segment) => {
      expect(decodeView(segment)).toBeNull();
    },
  );
});

describe("rewritePath", () => {
  it.each([
    ["localhost:3000", "/", "/news/default"],
    ["localhost:3000", "/politics/congress", "/news/default/politics/congress"],
    ["noticias.localhost:3000", "/?chromeless=true", "/noticias/chromeless"],
    ["today.localhost", "/start-today-app-view/", "/today/chromeless/start-today-app-view/"],
    ["localhost", "/news/bad%24path", "/news/default/news/bad%24path"],
    ["localhost", "/politics?page=3", "/news/p3/politics"],
    ["localhost", "/politics?page=abc", "/news/p0/politics"],
    ["today.localhost", "/shop?price=under-25", `/today/f~${Buffer.from("price=under-25").toString("base64url")}/shop`],
  ])("%s %s -> %s", (host, url, rewritten) => {
    expect(rewritePath(resolve(host, url))).toBe(rewritten);
  });

  const taxonomies = Array.from({ length: 10 }, (_, i) => `today/shop/kitchen-gadgets-${i}`).join("|");
  const curatorLong = "c".repeat(64);
  const q = (query: object) => `q~${Buffer.from(JSON.stringify(query)).toString("base64url")}`;
  it.each([
    ["a 64-character curator is forwarded", `/?curator=${curatorLong}`, `/news/${q({ curator: curatorLong })}`],
    ["a longer one is not", `/?curator=${curatorLong}c`, "/news/default"],
    ["filters that would make the view segment over 200 bytes are dropped", `/shop?taxonomy=${taxonomies}&bento=b1`, `/news/${q({ bento: "b1" })}/shop`],
    ["and then forwarded values", `/shop?taxonomy=${taxonomies}&bento=${"b".repeat(64)}&curator=${curatorLong}&chromeless=true`, "/news/chromeless/shop"],
  ])("%s", (_, url, rewritten) => {
    const path = rewritePath(resolve("localhost", url));
    expect(path).toBe(rewritten);
    expect(path.split("/")[2]!.length).toBeLessThanOrEqual(200);
  });
});

describe("parseRouteParams", () => {
  it.each([
    [{ vertical: "news", view: "default" }, { vertical: "news", view: DEFAULT_VIEW_FLAGS }],
    [{ vertical: "today", view: "chromeless" }, { vertical: "today", view: { ...DEFAULT_VIEW_FLAGS, isChromeless: true } }],
    [{ vertical: "nope", view: "default" }, null],
    [{ vertical: "news", view: "nope" }, null],
  ])("%j -> %j", (params, expected) => {
    expect(parseRouteParams(params)).toEqual(expected);
  });
});

describe("viewQueryString", () => {
  it.each([
    ["/", ""],
    ["/?chromeless=app", "?chromeless=true"],
    ["/?page=3&lazyload=false", "?lazyload=false&page=3"],
    ["/?featureFlag=false&taboolafeed=true&showChromelessMarquee=true", "?showChromelessMarquee=true&taboolafeed=true&featureFlag=false"],
    ["/?bento=a%20b&curator=c", "?bento=a+b&curator=c"],
    ["/?utm_source=x", ""],
    ["/?price=25-50|under-25&page=2&taxonomy=home|beauty", "?page=2&taxonomy=beauty|home&price=25-50"],
  ])("%s -> %j, which resolves to the same flags", (url, query) => {
    const { vertical, language, path, ...flags } = resolve("localhost", url);
    expect(viewQueryString(flags)).toBe(query);
    const { vertical: v, language: l, path: p, ...again } = resolve("localhost", `/${query}`);
    expect({ v, l, p }).toEqual({ v: vertical, l: language, p: path });
    expect(again).toEqual(flags);
  });
});
