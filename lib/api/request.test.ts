import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { z } from "zod";
import { ApiError } from "./api-error";
import { tolerantList } from "./schemas/tolerant";
import { apiBaseUrl, selectApiBase } from "./config";
import { buildRequestInit, buildRequestUrl, RECENT_FAILURE_MS, request, RETRY_HEADER } from "./request";
import { workUnitAsyncStorage, type WorkUnitStore } from "next/dist/server/app-render/work-unit-async-storage.external";
import { answerMemo } from "@/server/answer-memo.mjs";

const BASE = "http://upstream.test/content";
const server = setupServer();

beforeAll(() => {
  process.env.CONTENT_API_URL = BASE;
  process.env.SERVICES_API_URL = "http://upstream.test/services";
  process.env.MYNEWS_API_URL = "http://upstream.test/mynews";
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const schema = z.object({ data: z.object({ value: z.number() }) });

describe("selectApiBase", () => {
  it.each([
    [{}, "content"],
    [{ api: "services" as const }, "services"],
    [{ actionType: "FETCH_MYNEWS_BOOKMARKS" }, "mynews"],
    [{ api: "services" as const, actionType: "MYNEWS_CUSTOMER" }, "mynews"],
    [{ actionType: "FETCH_ARTICLE" }, "content"],
  ])("%j selects %s", (options, base) => {
    expect(selectApiBase(options)).toBe(base);
  });
});

describe("apiBaseUrl", () => {
  it("uses the configured address without a trailing slash", () => {
    expect(apiBaseUrl("content", { CONTENT_API_URL: "https://api.example.com/v1/" })).toBe("https://api.example.com/v1");
  });
  it("falls back to the embedded upstream on UPSTREAM_PORT", () => {
    expect(apiBaseUrl("services", { UPSTREAM_PORT: "4100" })).toBe("http://127.0.0.1:4100/services");
    expect(apiBaseUrl("content", {})).toBe("http://127.0.0.1:4000/content");
  });
});

describe("buildRequestUrl", () => {
  it.each([
    ["article/rcna1", {}, {}, `${BASE}/article/rcna1`],
    ["/article/rcna1", {}, {}, `${BASE}/article/rcna1`],
    ["waffle/automated", { size: 20, page: 2, empty: undefined }, {}, `${BASE}/waffle/automated?size=20&page=2`],
    ["card/search?filters=a", { size: 10 }, {}, `${BASE}/card/search?filters=a&size=10`],
    ["curation/slug/news", {}, { bento: "b1", curator: "c 2" }, `${BASE}/curation/slug/news?bento=b1&curator=c+2`],
  ])("%s %j %j -> %s", (endpoint, query, forwarded, expected) => {
    expect(buildRequestUrl(BASE, endpoint, query, forwarded)).toBe(expected);
  });
});

describe("buildRequestInit", () => {
  it("is a GET without a body", () => {
    expect(buildRequestInit({})).toEqual({ method: "GET", headers: { accept: "application/json" } });
  });
  it("is a GET with headers but no body", () => {
    expect(buildRequestInit({ headers: { "x-a": "1" } }).method).toBe("GET");
  });
  it("is a GET with a body but no headers", () => {
    expect(buildRequestInit({ body: { a: 1 } }).method).toBe("GET");
  });
  it("becomes a JSON POST without credentials with headers and a body", () => {
    expect(buildRequestInit({ headers: { "x-auth-token": "t" }, body: { a: 1 }, correlationId: "c-1" })).toEqual({
      method: "POST",
      headers: { accept: "application/json", "x-correlation-id": "c-1", "x-auth-token": "t", "content-type": "application/json" },
      body: '{"a":1}',
      credentials: "omit",
    });
  });
});

describe("request", () => {
  it("returns the parsed answer and forwards correlation id and bento/curator", async () => {
    let seen: { correlation: string | null; url: string } | undefined;
    server.use(
      http.get(`${BASE}/thing/1`, ({ request: req }) => {
        seen = { correlation: req.headers.get("x-correlation-id"), url: req.url };
        return HttpResponse.json({ data: { value: 7 }, extra: true });
      }),
    );
    const result = await request("thing/1", { schema, correlationId: "abc", forwarded: { bento: "x" } });
    expect(result).toEqual({ data: { value: 7 } });
    expect(seen).toEqual({ correlation: "abc", url: `${BASE}/thing/1?bento=x` });
  });

  it("sends a JSON POST to the services base", async () => {
    let body: unknown;
    server.use(
      http.post("http://upstream.test/services/newsletter", async ({ request: req }) => {
        body = await req.json();
        return HttpResponse.json({ data: { value: 1 } });
      }),
    );
    await request("newsletter", { schema, api: "services", headers: { "x-a": "1" }, body: { email: "a@b.c" } });
    expect(body).toEqual({ email: "a@b.c" });
  });

  it.each([
    [404, "Not Found"],
    [500, "Internal Server Error"],
    [400, "Bad Request"],
  ])("turns status %i into 'statusText (status) @ url'", async (status, statusText) => {
    server.use(http.get(`${BASE}/thing/2/${status}`, () => new HttpResponse(null, { status, statusText })));
    const error = await request(`thing/2/${status}`, { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "http",
      status,
      url: `${BASE}/thing/2/${status}`,
      message: `${statusText} (${status}) @ ${BASE}/thing/2/${status}`,
    });
  });

  it("keeps a network error's own message", async () => {
    server.use(http.get(`${BASE}/thing/3`, () => HttpResponse.error()));
    const error = await request("thing/3", { schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network", status: undefined, message: "Failed to fetch" });
  });

  it("times out", async () => {
    server.use(
      http.get(`${BASE}/thing/4`, async () => {
        await delay(500);
        return HttpResponse.json({ data: { value: 1 } });
      }),
    );
    const error = await request("thing/4", { schema, timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout", message: `Timed out after 50 ms @ ${BASE}/thing/4` });
  });

  it("rejects an answer that breaks its schema", async () => {
    server.use(http.get(`${BASE}/thing/5`, () => HttpResponse.json({ data: { value: "seven" } })));
    await expect(request("thing/5", { schema })).rejects.toMatchObject({ kind: "schema", status: 200 });
  });

  it("rejects malformed JSON", async () => {
    server.use(http.get(`${BASE}/thing/6`, () => new HttpResponse("{not json", { headers: { "content-type": "application/json" } })));
    await expect(request("thing/6", { schema })).rejects.toMatchObject({ kind: "schema", message: `Malformed JSON @ ${BASE}/thing/6` });
  });
  it("asks the upstream again under its own cache key after a malformed answer: the second answer counts", async () => {
    const retries: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/thing/7`, ({ request: sent }) => {
        retries.push(sent.headers.get(RETRY_HEADER));
        return retries.length === 1 ? new HttpResponse("{not json", { headers: { "content-type": "application/json" } }) : HttpResponse.json({ data: { value: 7 } });
      }),
    );
    await expect(request("thing/7", { schema })).resolves.toEqual({ data: { value: 7 } });
    expect(retries).toHaveLength(2);
    expect(retries[0]).toBeNull();
    expect(retries[1]).toMatch(/^\d+$/);
  });

  it("answers a cached call's timeout, network error or 5xx at once for a moment, then asks again", async () => {
    let calls = 0;
    server.use(http.get(`${BASE}/thing/10`, () => ((calls += 1), HttpResponse.json({ error: "down" }, { status: 503 }))));
    await expect(request("thing/10", { schema })).rejects.toMatchObject({ status: 503 });
    await expect(request("thing/10", { schema })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, RECENT_FAILURE_MS + 50));
    server.use(http.get(`${BASE}/thing/10`, () => ((calls += 1), HttpResponse.json({ data: { value: 10 } }))));
    await expect(request("thing/10", { schema })).resolves.toEqual({ data: { value: 10 } });
    expect(calls).toBe(2);
  });

  it("does not remember a 404", async () => {
    let calls = 0;
    server.use(http.get(`${BASE}/thing/11`, () => ((calls += 1), HttpResponse.json({}, { status: 404 }))));
    await expect(request("thing/11", { schema })).rejects.toMatchObject({ status: 404 });
    await expect(request("thing/11", { schema })).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(2);
  });

  it("does not ask again after an off-contract answer of an uncached call", async () => {
    let calls = 0;
    server.use(http.get(`${BASE}/thing/8`, () => ((calls += 1), HttpResponse.json({ data: {} }))));
    await expect(request("thing/8", { schema, revalidate: false })).rejects.toMatchObject({ kind: "schema" });
    expect(calls).toBe(1);
  });

  it("times out even when fetch itself waits without looking at the signal (Next's fetch-cache lock)", async () => {
    const spy = jest.spyOn(global, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    try {
      const started = Date.now();
      await expect(request("thing/9", { schema, timeoutMs: 50 })).rejects.toMatchObject({ kind: "timeout" });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("request with a tolerant list", () => {
  const listSchema = z.object({ data: z.object({ items: tolerantList(z.object({ id: z.string(), type: z.enum(["article", "video"]) })) }) });

  it("drops an unreadable item, keeps the rest and logs the drop once with the document's URL and the item's id", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    server.use(
      http.get(`${BASE}/curation/slug/tolerant`, () =>
        HttpResponse.json({ data: { items: [{ id: "rcna1", type: "article" }, { id: "rcna2", type: "podcast" }, { id: "rcna3", type: "video" }] } }),
      ),
    );
    try {
      for (const run of [1, 2]) {
        const answer = await request(`curation/slug/tolerant`, { schema: listSchema, revalidate: false, query: { run } });
        expect(answer.data.items.map((item) => item.id)).toEqual(["rcna1", "rcna3"]);
      }
      const again = await request(`curation/slug/tolerant`, { schema: listSchema, revalidate: false, query: { run: 2 } });
      expect(again.data.items).toHaveLength(2);
      expect(warn.mock.calls.map(([line]) => line)).toEqual([
        `content: dropped an unreadable item (id rcna2) from ${BASE}/curation/slug/tolerant?run=1: type: Invalid option: expected one of "article"|"video"`,
        `content: dropped an unreadable item (id rcna2) from ${BASE}/curation/slug/tolerant?run=2: type: Invalid option: expected one of "article"|"video"`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("request and the process's memo of answers (server/answer-memo.mjs)", () => {
  /** Serves `{ value: n }` with n counting the upstream's answers to `path`. */
  function counting(path: string) {
    let asked = 0;
    server.use(http.get(`${BASE}/${path}`, () => HttpResponse.json({ data: { value: ++asked } })));
    return () => asked;
  }

  it("a cached call asked again within moments is answered from the memo, as the same frozen answer", async () => {
    const asked = counting("navigation/news");
    const first = await request("navigation/news", { schema, vertical: "news" });
    const second = await request("navigation/news", { schema, vertical: "news" });
    expect(second).toBe(first);
    expect(Object.isFrozen(second.data)).toBe(true);
    expect(asked()).toBe(1);
  });

  it("a publish event of the call's tag makes the next call ask the upstream", async () => {
    const asked = counting("curatedList/news-most-popular/5");
    await request("curatedList/news-most-popular/5", { schema, vertical: "news" });
    answerMemo().forgetTags(["list:news"]);
    expect((await request("curatedList/news-most-popular/5", { schema, vertical: "news" })).data.value).toBe(2);
    expect(asked()).toBe(2);
  });

  it.each([
    ["an uncached call", { revalidate: false as const }],
    ["a call with headers of its own", { headers: { "x-api-key": "k" } }],
  ])("%s always asks the upstream", async (_, options) => {
    const asked = counting("menu/news-sections");
    await request("menu/news-sections", { schema, ...options });
    await request("menu/news-sections", { schema, ...options });
    expect(asked()).toBe(2);
  });

  it("one URL read by two schemas is two answers", async () => {
    const asked = counting("socialMedia/news");
    const loose = z.object({ data: z.object({ value: z.number() }).loose() });
    await request("socialMedia/news", { schema });
    await request("socialMedia/news", { schema: loose });
    expect(asked()).toBe(2);
  });

  it("a page rendered for the cache from the memo takes the call's tags and its shorter revalidate time, as through fetch", async () => {
    counting("article/rcna9");
    await request("article/rcna9", { schema, tags: ["article:rcna9"], revalidate: 30 });
    const page = { type: "prerender-legacy", revalidate: 60, tags: ["_N_T_/news/article"] } as unknown as WorkUnitStore;
    await workUnitAsyncStorage.run(page, () => request("article/rcna9", { schema, tags: ["article:rcna9"], revalidate: 30 }));
    expect(page).toMatchObject({ revalidate: 30, tags: ["_N_T_/news/article", "article:rcna9"] });
  });

  it("inside a render it cannot tell (a \"use cache\" scope), the call goes through fetch", async () => {
    const asked = counting("article/rcna8");
    await request("article/rcna8", { schema });
    const scope = { type: "cache", revalidate: 60, tags: null } as unknown as WorkUnitStore;
    await workUnitAsyncStorage.run(scope, () => request("article/rcna8", { schema }));
    expect(asked()).toBe(2);
  });

  describe("Next's data cache, skipped for an answer the page's cache keeps", () => {
    const nextFetch = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    let unwrapped: typeof fetch;
    beforeEach(() => {
      unwrapped = globalThis.fetch;
      nextFetch.mockReset().mockImplementation((input, init) => unwrapped(input, init));
      // As Next wraps fetch: its data cache in front, the fetch it wrapped kept beside.
      globalThis.fetch = Object.assign(nextFetch, { _nextOriginalFetch: unwrapped }) as unknown as typeof fetch;
    });
    afterEach(() => {
      globalThis.fetch = unwrapped;
    });

    const page = () => ({ type: "prerender-legacy", revalidate: 60, tags: ["_N_T_/news/article"] });
    it.each([
      ["a page rendered for the cache (revalidate 60 s)", 60, false, page()],
      ["a page rendered for the cache (revalidate 60 s)", 300, true, page()],
      ["a render for one request (a dynamic page, a route handler)", 60, true, { type: "request" }],
      ["outside any render", 60, true, null],
    ])("%s, an answer kept %s s: through the data cache: %s", async (_, revalidate, throughDataCache, store) => {
      const path = `article/rcna7-${revalidate}-${store?.type ?? "none"}`;
      const asked = counting(path);
      const call = () => request(path, { schema, tags: ["article:rcna7"], revalidate });
      const answer = store ? await workUnitAsyncStorage.run(store as unknown as WorkUnitStore, call) : await call();
      expect(answer.data.value).toBe(1);
      expect(asked()).toBe(1);
      if (throughDataCache) {
        expect(nextFetch).toHaveBeenCalledWith(expect.stringContaining(path), expect.objectContaining({ next: { revalidate, tags: ["article:rcna7"] } }));
      } else {
        expect(nextFetch).not.toHaveBeenCalled();
        // Where Next's fetch does not see the call, the page takes its tags from us.
        expect(store).toMatchObject({ revalidate: 60, tags: ["_N_T_/news/article", "article:rcna7"] });
      }
    });
  });
});
