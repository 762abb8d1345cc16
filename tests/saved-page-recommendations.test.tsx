/** @jest-environment node */
/**
 * /account/saved decides on recommendations the way its route does (docs/decisions.md "Recommendations"): off for the
 * Spanish-language brands, so the page neither asks the customer service nor shows the section there.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import SavedPage from "@/app/[vertical]/[view]/account/saved/[[...tab]]/page";

const MYNEWS = "http://mynews.test";
const JWKS = "http://identity.test/.well-known/jwks.json";
let accessToken = "";

jest.mock("next-intl/server", () => ({ ...jest.requireActual("@/components/article/test-render").intlServerMock(), setRequestLocale: () => undefined }));
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "access_token" ? { value: accessToken } : undefined) }),
}));

let privateKey: CryptoKey;
let jwk: JWK;
const asked: string[] = [];
const emptyPage = { data: [], pageInfo: { nextPage: null } };
const recommended = { id: "rcna9", type: "article", headline: { primary: "A recommended story" }, url: { primary: "https://www.nbcnews.com/news/rcna9" } };

const server = setupServer(
  http.get(JWKS, () => HttpResponse.json({ keys: [jwk] })),
  http.get(`${MYNEWS}/mynewsapi/*`, ({ request }) => {
    const path = new URL(request.url).pathname.replace("/mynewsapi/", "");
    asked.push(path.split("/")[0] as string);
    if (path.startsWith("bookmarks/")) return HttpResponse.json({ data: { bookmarks: emptyPage } });
    if (path.startsWith("history/")) return HttpResponse.json({ data: { history: emptyPage } });
    if (path.startsWith("customer/")) return HttpResponse.json({ data: { getCustomer: { customerId: "u1", mparticleId: "mp1", zipCode: null } } });
    return HttpResponse.json({ data: { recommendations: { data: [recommended] } } });
  }),
);
beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), alg: "ES256", kid: "k1" };
  process.env.MYNEWS_API_URL = MYNEWS;
  process.env.IDENTITY_JWKS_URL = JWKS;
  accessToken = await new SignJWT({ brand: "news" })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer("newsroom-identity")
    .setSubject("u1")
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(privateKey);
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => (asked.length = 0));
afterAll(() => server.close());

const page = async (vertical: string) => renderToStaticMarkup((await SavedPage({ params: Promise.resolve({ vertical, view: "default" }) })) as ReactElement);

it("an English-language brand asks for recommendations and shows them", async () => {
  const html = await page("news");
  expect(asked.sort()).toEqual(["bookmarks", "customer", "history", "recommendations"]);
  expect(html).toContain("Recommended for you");
  expect(html).toContain("A recommended story");
});

// The Spanish-language brands (recommendations off) have forgerock-type accounts, so no saved items at all (spec 1 §6).
it.each(["noticias", "telemundo"])("%s has no saved-items page and asks the customer service nothing", async (vertical) => {
  await expect(page(vertical)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  expect(asked).toEqual([]);
});
