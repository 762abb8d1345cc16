/** @jest-environment node */
/**
 * The saved-items route handlers (app/api/saved/…) against a mocked customer service and identity key set:
 * who may call, what reaches the upstream, and how refusals are worded (spec 2 saved items, README "Saved items").
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { DELETE as deleteBookmark, GET as bookmarksPage, POST as createBookmark } from "@/app/api/saved/bookmarks/route";
import { GET as customer, POST as saveCustomer } from "@/app/api/saved/customer/route";
import { GET as historyPage, POST as historyBeacon } from "@/app/api/saved/history/route";
import { GET as recommendations } from "@/app/api/saved/recommendations/route";
import { GET as state } from "@/app/api/saved/state/route";

// Route handlers run as server code; next-intl's server entry is swapped for one that reads the real message files.
jest.mock("next-intl/server", () => jest.requireActual("@/components/article/test-render").intlServerMock());

const MYNEWS = "http://mynews.test";
const JWKS = "http://identity.test/.well-known/jwks.json";

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;
/** Every request the customer service received, in order. */
let upstream: { method: string; path: string; token: string | null; customerId: string | null }[] = [];

const server = setupServer();
beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair("ES256")).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), alg: "ES256", kid: "k1" };
  process.env.MYNEWS_API_URL = MYNEWS;
  process.env.IDENTITY_JWKS_URL = JWKS;
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  upstream = [];
  server.use(http.get(JWKS, () => HttpResponse.json({ keys: [jwk] })));
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== MYNEWS) return;
    upstream.push({
      method: request.method,
      path: url.pathname.replace("/mynewsapi/", ""),
      token: request.headers.get("x-auth-token"),
      customerId: request.headers.get("x-customer-id"),
    });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

const token = (sub: string, key = privateKey) =>
  new SignJWT({ brand: "today" })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer("newsroom-identity")
    .setSubject(sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(key);

interface Options {
  host?: string;
  cookie?: string;
  method?: string;
  body?: unknown;
}
const request = (path: string, { host = "today.localhost:3000", cookie, method = "GET", body }: Options = {}) =>
  new Request(`http://${host}${path}`, {
    method,
    headers: { host, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const bookmarkState = (contentId: string, contentType: string | null, bookmarked: boolean) => ({ contentId, contentType, bookmarked });
const customerRecord = { customerId: "u1", mparticleId: "mp1", zipCode: null };
const emptyPage = { data: [], pageInfo: { nextPage: null } };

/** A customer service that answers every call the routes make. */
function customerService() {
  server.use(
    http.get(`${MYNEWS}/mynewsapi/iscontentbookmarked/:id/`, ({ params }) =>
      HttpResponse.json({ data: { getBookmarkByContentId: bookmarkState(String(params.id), "article", params.id === "rcna1") } }),
    ),
    http.post(`${MYNEWS}/mynewsapi/createbookmark/:id/:type`, ({ params }) =>
      HttpResponse.json({ data: { createBookmark: bookmarkState(String(params.id), String(params.type), true) } }),
    ),
    http.delete(`${MYNEWS}/mynewsapi/deleteBookmark/:id/`, ({ params }) =>
      HttpResponse.json({ data: { deleteBookmark: bookmarkState(String(params.id), null, false) } }),
    ),
    http.get(`${MYNEWS}/mynewsapi/bookmarks/*`, () => HttpResponse.json({ data: { bookmarks: emptyPage } })),
    http.get(`${MYNEWS}/mynewsapi/history/*`, () => HttpResponse.json({ data: { history: emptyPage } })),
    http.post(`${MYNEWS}/mynewsapi/savehistory/:id/:type`, ({ params }) =>
      HttpResponse.json({ data: { saveHistory: { contentId: String(params.id), contentType: String(params.type) } } }),
    ),
    http.get(`${MYNEWS}/mynewsapi/customer/`, () => HttpResponse.json({ data: { getCustomer: customerRecord } })),
    http.post(`${MYNEWS}/mynewsapi/savecustomer/:zip`, ({ params }) =>
      HttpResponse.json({ data: { saveCustomer: { ...customerRecord, zipCode: String(params.zip) } } }),
    ),
    http.get(`${MYNEWS}/mynewsapi/recommendations/:size`, () => HttpResponse.json({ data: { recommendations: { data: [] } } })),
    http.post(`${MYNEWS}/mynewsapi/customerids`, async ({ request }) => {
      customerIdsPosts.push(await request.json());
      return HttpResponse.json({ data: { saveCustomerIds: customerRecord } });
    }),
  );
}

/** What the customer-ids POSTs carried. */
let customerIdsPosts: unknown[] = [];

const message = async (response: Response) => ((await response.json()) as { error: { user_message: string | null } }).error.user_message;

describe("signed out", () => {
  it("the state call answers at once, privately, without calling the customer service", async () => {
    const response = await state(request("/api/saved/state?ids=rcna1,rcna2"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ success: true, data: { authenticated: false, bookmarks: {} } });
    expect(upstream).toEqual([]);
  });

  it("a history beacon is answered {recorded: false} without calling the customer service", async () => {
    const response = await historyBeacon(request("/api/saved/history", { method: "POST", body: { contentId: "rcna1", contentType: "article" } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { recorded: false } });
    expect(upstream).toEqual([]);
  });

  it.each([
    ["GET bookmarks", () => bookmarksPage(request("/api/saved/bookmarks"))],
    ["POST bookmarks", () => createBookmark(request("/api/saved/bookmarks", { method: "POST", body: { contentId: "rcna1", contentType: "article" } }))],
    ["DELETE bookmarks", () => deleteBookmark(request("/api/saved/bookmarks?contentId=rcna1", { method: "DELETE" }))],
    ["GET history", () => historyPage(request("/api/saved/history"))],
    ["GET customer", () => customer(request("/api/saved/customer"))],
    ["POST customer", () => saveCustomer(request("/api/saved/customer", { method: "POST", body: { zipCode: "10001" } }))],
    ["GET recommendations", () => recommendations(request("/api/saved/recommendations"))],
  ])("%s answers 401 in the brand's language, privately, with no upstream call", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await message(response)).toBe("Please sign in to see your saved items.");
    expect(upstream).toEqual([]);
  });

  it("the 401 is in Spanish on a Spanish-language brand", async () => {
    const response = await bookmarksPage(request("/api/saved/bookmarks", { host: "noticias.localhost:3000" }));
    expect(response.status).toBe(401);
    expect(await message(response)).toBe("Inicia sesión para ver tus elementos guardados.");
  });
});

describe("a forged or tampered token is a signed-out reader", () => {
  it.each([
    ["signed by another key", async () => token("u1", otherKey)],
    [
      "with a payload rewritten to another customer",
      async () => {
        const [header, , signature] = (await token("u1")).split(".");
        const payload = { sub: "victim", iss: "newsroom-identity", brand: "today", exp: Math.floor(Date.now() / 1000) + 600 };
        return `${header}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
      },
    ],
    ["unsigned (alg none)", async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: "u1", exp: 9999999999 })).toString("base64url")}.`],
  ])("%s: create is refused 401 and state answers signed out, with no upstream call", async (_name, make) => {
    customerService();
    const cookie = `access_token=${await make()}`;
    const created = await createBookmark(request("/api/saved/bookmarks", { method: "POST", cookie, body: { contentId: "rcna1", contentType: "article" } }));
    expect(created.status).toBe(401);
    const answered = await state(request("/api/saved/state?ids=rcna1", { cookie }));
    expect(await answered.json()).toEqual({ success: true, data: { authenticated: false, bookmarks: {} } });
    expect(upstream).toEqual([]);
  });
});

describe("signed in: the reader's verified token goes upstream", () => {
  let cookie: string;
  let accessToken: string;
  beforeEach(async () => {
    accessToken = await token("u1");
    cookie = `access_token=${accessToken}; bedrock_session=s1`;
    customerService();
  });

  it("create passes X-Auth-Token and the token's subject, never a customer id chosen by the client", async () => {
    const response = await createBookmark(
      request("/api/saved/bookmarks?customerId=victim", {
        method: "POST",
        cookie,
        body: { contentId: "rcna1", contentType: "article", customerId: "victim", userId: "victim" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ success: true, data: bookmarkState("rcna1", "article", true) });
    expect(upstream).toEqual([{ method: "POST", path: "createbookmark/rcna1/article", token: accessToken, customerId: "u1" }]);
  });

  it("delete passes X-Auth-Token and the token's subject, never a customer id chosen by the client", async () => {
    const response = await deleteBookmark(request("/api/saved/bookmarks?contentId=rcna1&customerId=victim", { method: "DELETE", cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(upstream).toEqual([{ method: "DELETE", path: "deleteBookmark/rcna1/", token: accessToken, customerId: "u1" }]);
  });

  it("state asks once per distinct id and answers the reader's id", async () => {
    const response = await state(request("/api/saved/state?ids=rcna1,rcna2,rcna1", { cookie }));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ success: true, data: { authenticated: true, userId: "u1", bookmarks: { rcna1: true, rcna2: false } } });
    expect(upstream.map((call) => call.path).sort()).toEqual(["iscontentbookmarked/rcna1/", "iscontentbookmarked/rcna2/"]);
    expect(upstream.every((call) => call.token === accessToken && call.customerId === "u1")).toBe(true);
  });

  it("GET bookmarks asks the brand's page size (24 on today)", async () => {
    const response = await bookmarksPage(request("/api/saved/bookmarks?filterType=recipe&cursor=abc", { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(upstream).toEqual([{ method: "GET", path: "bookmarks/24/abc/recipe", token: accessToken, customerId: "u1" }]);
  });

  it.each([
    ["a bad content id (en)", "today.localhost:3000", { contentId: "../customer", contentType: "article" }, "contentId is not a content id."],
    ["a bad content id (es)", "noticias.localhost:3000", { contentId: "nope", contentType: "article" }, "contentId no es un identificador de contenido."],
    ["a recipe on news (no extended types)", "localhost:3000", { contentId: "rcna1", contentType: "recipe" }, "This brand cannot save that content type."],
    ["a product on noticias", "noticias.localhost:3000", { contentId: "rcna1", contentType: "product" }, "Esta marca no puede guardar ese tipo de contenido."],
    ["an unknown type on today", "today.localhost:3000", { contentId: "rcna1", contentType: "slideshow" }, "This brand cannot save that content type."],
  ])("create with %s answers 400 in the brand's language, no upstream call", async (_name, host, body, text) => {
    const response = await createBookmark(request("/api/saved/bookmarks", { host, method: "POST", cookie, body }));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await message(response)).toBe(text);
    expect(upstream).toEqual([]);
  });

  it("a recipe is savable on today", async () => {
    const response = await createBookmark(request("/api/saved/bookmarks", { method: "POST", cookie, body: { contentId: "rcna1", contentType: "recipe" } }));
    expect(response.status).toBe(200);
    expect(upstream.map((call) => call.path)).toEqual(["createbookmark/rcna1/recipe"]);
  });

  it.each([
    ["delete with a bad content id", () => deleteBookmark(request("/api/saved/bookmarks?contentId=a%2Fb", { method: "DELETE", cookie })), "contentId is not a content id."],
    ["state with a bad id", () => state(request("/api/saved/state?ids=rcna1,x%2F1", { cookie })), "ids must be up to 100 content ids."],
    ["a bookmarks page with a bad cursor", () => bookmarksPage(request("/api/saved/bookmarks?cursor=a%2Fb", { cookie })), "The cursor is not valid."],
    ["a bookmarks page with a bad filterType", () => bookmarksPage(request("/api/saved/bookmarks?filterType=slideshow", { cookie })), "filterType must be all, article, video, recipe or product."],
  ])("%s answers 400, no upstream call", async (_name, call, text) => {
    const response = await call();
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await message(response)).toBe(text);
    expect(upstream).toEqual([]);
  });

  it.each([
    ["today.localhost:3000", "1234", "Enter a 5-digit zip code."],
    ["noticias.localhost:3000", "1000A", "Ingresa un código postal de 5 dígitos."],
  ])("a malformed zip on %s answers 400 in the brand's language and saves nothing", async (host, zipCode, text) => {
    const response = await saveCustomer(request("/api/saved/customer", { host, method: "POST", cookie, body: { zipCode } }));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await message(response)).toBe(text);
    expect(upstream).toEqual([]);
  });

  it("GET customer answers the record, after the customer-ids POST of its two ids with the reader's X-Auth-Token", async () => {
    customerIdsPosts = [];
    const response = await customer(request("/api/saved/customer", { cookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: customerRecord });
    expect(upstream).toEqual([
      { method: "GET", path: "customer/", token: accessToken, customerId: "u1" },
      { method: "POST", path: "customerids", token: accessToken, customerId: null },
    ]);
    expect(customerIdsPosts).toEqual([{ customerId: "u1", mparticleId: "mp1" }]);
  });

  it("a failing customer-ids POST (Network response was not ok) is logged and the record still answers", async () => {
    server.use(http.post(`${MYNEWS}/mynewsapi/customerids`, () => new HttpResponse(null, { status: 503 })));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await customer(request("/api/saved/customer", { cookie }));
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith("customer ids: Network response was not ok");
    logged.mockRestore();
  });

  it("a well-formed zip is saved, then the customer is fetched again", async () => {
    const response = await saveCustomer(request("/api/saved/customer", { method: "POST", cookie, body: { zipCode: "10001-1234" } }));
    expect(response.status).toBe(200);
    expect(upstream.map((call) => `${call.method} ${call.path}`)).toEqual(["POST savecustomer/10001-1234", "GET customer/"]);
  });
});

describe("recommendations (off for the Spanish-language brands)", () => {
  it.each(["noticias.localhost:3000", "telemundo.localhost:3000", "deportes.localhost:3000"])(
    "%s answers an empty list without calling the customer service",
    async (host) => {
      customerService();
      const response = await recommendations(request("/api/saved/recommendations", { host, cookie: `access_token=${await token("u1")}` }));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toEqual({ success: true, data: { data: [] } });
      expect(upstream).toEqual([]);
    },
  );

  it("an English-language brand asks the customer service for 5", async () => {
    customerService();
    const response = await recommendations(request("/api/saved/recommendations", { cookie: `access_token=${await token("u1")}` }));
    expect(response.status).toBe(200);
    expect(upstream.map((call) => call.path)).toEqual(["recommendations/5"]);
  });
});
