/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { articleFixture } from "@/lib/article/test-fixtures";
import { checkoutResponse, gatedBodyResponse } from "./bff";

const CONTENT = "http://upstream.test/content";
const server = setupServer();
beforeAll(() => {
  process.env.CONTENT_API_URL = CONTENT;
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = (host: string) => new Request(`http://${host}/api/paywall/articles/x`, { headers: { host } });
const body = ["one", "two", "three", "four"].map((word) => ({ type: "paragraph", html: `<p>Paragraph ${word}.</p>` }));
const gatedNewsStory = articleFixture({ body, paywall: { gated: true } });

describe("GET /api/paywall/articles/{id}", () => {
  it.each([
    ["not an article id", "nope", () => HttpResponse.json({}), 404],
    ["the content API does not know it", "rcna100000", () => new HttpResponse(null, { status: 404 }), 404],
    ["the content API fails", "rcna100000", () => new HttpResponse(null, { status: 500 }), 502],
    ["a free story", "rcna100000", () => HttpResponse.json({ data: { article: articleFixture() } }), 404],
    ["a gated news story, signed out", "rcna100000", () => HttpResponse.json({ data: { article: gatedNewsStory } }), 401],
    ["a gated news story asked on msnbc's host: still gated (its own brand decides), signed out", "rcna100000", () => HttpResponse.json({ data: { article: gatedNewsStory } }), 401],
  ] as const)("%s: %i, private and without the gated part", async (name, id, answer, status) => {
    server.use(http.get(`${CONTENT}/article/:id`, answer));
    const response = await gatedBodyResponse(get(name.includes("msnbc") ? "msnbc.localhost:3000" : "localhost:3000"), id);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).not.toContain("Paragraph four");
  });
});

describe("POST /api/paywall/checkout: the site's refusals, in the brand's language", () => {
  const post = (host: string, payload: unknown) =>
    new Request(`http://${host}/api/paywall/checkout`, { method: "POST", headers: { host, "content-type": "application/json" }, body: JSON.stringify(payload) });
  const valid = { offerId: "OF-news-digital", termId: "TM-news-monthly", card: { number: "4242424242424242", name: "Pat", expiry: "12/39", cvc: "123" } };

  it.each([
    ["an invalid request (en)", "localhost:3000", {}, 400, "This request is not valid."],
    ["an invalid request (es)", "noticias.localhost:3000", {}, 400, "Esta solicitud no es válida."],
    ["a brand without subscriptions (en)", "msnbc.localhost:3000", valid, 404, "Subscriptions are not offered here."],
    ["a brand without subscriptions (es)", "telemundo.localhost:3000", valid, 404, "Aquí no se ofrecen suscripciones."],
    ["signed out", "today.localhost:3000", valid, 401, "Please sign in to subscribe."],
  ] as const)("%s", async (_name, host, payload, status, message) => {
    const response = await checkoutResponse(post(host, payload));
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("refuses another origin", async () => {
    const request = new Request("http://localhost:3000/api/paywall/checkout", { method: "POST", headers: { host: "localhost:3000", origin: "https://evil.example" }, body: "{}" });
    expect((await checkoutResponse(request)).status).toBe(403);
  });
});
