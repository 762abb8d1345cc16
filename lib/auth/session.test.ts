/** @jest-environment node */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { VERTICALS } from "@/lib/verticals/verticals";
import { cookieAttributes, keepSessionCookies, readCookie, resolveSession, verifyAccessToken, type Session } from "./session";
import { mayBeSignedIn } from "./signed-in-hint";

const NOW = 1_800_000_000_000;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair("ES256")).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), alg: "ES256", kid: "k1" };
  keys = createLocalJWKSet({ keys: [jwk] });
});

const token = (claims: { sub?: string; exp: number; brand?: string }, key = privateKey, issuer = "newsroom-identity") => {
  const jwt = new SignJWT({ brand: claims.brand ?? "today" }).setProtectedHeader({ alg: "ES256", kid: "k1" }).setIssuer(issuer).setExpirationTime(claims.exp);
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(key);
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const EXP = NOW / 1000 + 60;

describe("verifyAccessToken (ES256 pinned, spec 2 §5)", () => {
  it("accepts a token signed by the identity service's key", async () => {
    expect(await verifyAccessToken(await token({ sub: "u1", exp: EXP }), NOW, keys)).toEqual({ kind: "valid", userId: "u1", brand: "today" });
  });

  it("counts a token as expired from exp × 1000 on", async () => {
    expect(await verifyAccessToken(await token({ sub: "u1", exp: NOW / 1000 }), NOW, keys)).toEqual({ kind: "expired", userId: "u1", brand: "today" });
    expect(await verifyAccessToken(await token({ sub: "u1", exp: NOW / 1000 + 1 }), NOW, keys)).toMatchObject({ kind: "valid" });
  });

  it.each([
    ["signed by another key", async () => token({ sub: "u1", exp: EXP }, otherKey)],
    ["from another issuer", async () => token({ sub: "u1", exp: EXP }, privateKey, "someone-else")],
    ["without a subject", async () => token({ exp: EXP })],
    ["with a tampered payload", async () => {
      const [h, , s] = (await token({ sub: "u1", exp: EXP })).split(".");
      return `${h}.${Buffer.from(JSON.stringify({ sub: "admin", exp: EXP, iss: "newsroom-identity" })).toString("base64url")}.${s}`;
    }],
    ["unsigned (alg none)", async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: "u1", exp: EXP })).toString("base64url")}.`],
    ["undecodable", async () => "not-a-token"],
  ])("refuses a token %s", async (_, make) => {
    expect(await verifyAccessToken(await make(), NOW, keys)).toEqual({ kind: "invalid" });
  });
});

describe("resolveSession (spec 2 §4 token refresh, spec 1 §5 identity restriction)", () => {
  const today = VERTICALS.today;

  it("no stored token → unauthenticated", async () => {
    expect(await resolveSession({ accessToken: undefined, sessionId: undefined, vertical: today, nowMs: NOW }, keys)).toEqual({
      state: "unauthenticated",
      clearCookies: false,
    });
  });

  it("a valid token → authenticated without a refresh", async () => {
    const accessToken = await token({ sub: "u1", exp: EXP });
    expect(await resolveSession({ accessToken, sessionId: "s1", vertical: today, nowMs: NOW }, keys)).toMatchObject({
      state: "authenticated",
      userId: "u1",
      refreshed: false,
    });
  });

  it("an expired token is refreshed with the session", async () => {
    const fresh = await token({ sub: "u1", exp: EXP });
    let asked: unknown;
    server.use(
      http.post("http://127.0.0.1:4000/identity/auth/users/u1/auth/token", async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ success: true, data: { access_token: fresh } });
      }),
    );
    const accessToken = await token({ sub: "u1", exp: NOW / 1000 - 5 });
    expect(await resolveSession({ accessToken, sessionId: "s1", vertical: today, nowMs: NOW }, keys)).toMatchObject({
      state: "authenticated",
      accessToken: fresh,
      refreshed: true,
    });
    expect(asked).toMatchObject({ bedrock_session: "s1", scope: "users:read_write" });
  });

  it("an expired token whose refresh fails → unauthenticated with the service's message", async () => {
    server.use(
      http.post("http://127.0.0.1:4000/identity/auth/users/u1/auth/token", () =>
        HttpResponse.json({ success: false, error: { user_message: "Your session has ended." } }, { status: 401 }),
      ),
    );
    const accessToken = await token({ sub: "u1", exp: NOW / 1000 - 5 });
    expect(await resolveSession({ accessToken, sessionId: "s1", vertical: today, nowMs: NOW }, keys)).toEqual({
      state: "unauthenticated",
      clearCookies: true,
      error: "Your session has ended.",
    });
  });

  it("an expired token without a session → unauthenticated", async () => {
    const accessToken = await token({ sub: "u1", exp: NOW / 1000 - 5 });
    expect(await resolveSession({ accessToken, sessionId: undefined, vertical: today, nowMs: NOW }, keys)).toMatchObject({ state: "unauthenticated" });
  });

  it("a forged token → unauthenticated and the cookies cleared", async () => {
    const accessToken = await token({ sub: "u1", exp: EXP }, otherKey);
    expect(await resolveSession({ accessToken, sessionId: "s1", vertical: today, nowMs: NOW }, keys)).toEqual({ state: "unauthenticated", clearCookies: true });
  });

  it.each([
    ["msnbc", "today", "unauthenticated"],
    ["today", "msnbc", "unauthenticated"],
    ["msnbc", "msnbc", "authenticated"],
    ["news", "today", "authenticated"],
  ] as const)("an identity from %s on %s content → %s", async (brand, slug, state) => {
    const accessToken = await token({ sub: "u1", exp: EXP, brand });
    expect(await resolveSession({ accessToken, sessionId: "s1", vertical: VERTICALS[slug], nowMs: NOW }, keys)).toMatchObject({ state });
  });
});

describe("cookies", () => {
  it.each([
    ["localhost:3000", "Path=/; Max-Age=60; HttpOnly; SameSite=Lax"],
    ["today.localhost:3000", "Path=/; Max-Age=60; HttpOnly; SameSite=Lax"],
    ["www.today.com", "Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure"],
  ])("on %s: %s", (host, attributes) => {
    expect(cookieAttributes(host, 60)).toBe(attributes);
  });

  it("the signed-in hint's attributes leave out HttpOnly only", () => {
    expect(cookieAttributes("www.today.com", 60, false)).toBe("Path=/; Max-Age=60; SameSite=Lax; Secure");
  });

  const signedIn = (refreshed: boolean): Session => ({ state: "authenticated", userId: "u1", brand: "today", accessToken: "a.b.c", sessionId: "s1", refreshed });
  it.each([
    ["signed in, with the hint", signedIn(false), "access_token=x; signed_in=1", []],
    ["signed in, the hint lost", signedIn(false), "access_token=x", ["signed_in=1"]],
    ["signed in, token refreshed", signedIn(true), "access_token=x; signed_in=1", ["access_token=a.b.c", "signed_in=1"]],
    ["signed out", { state: "unauthenticated", clearCookies: false } as Session, "", []],
  ])("an answer for a reader %s sets %j", (_, session, cookie, set) => {
    const headers = new Headers();
    keepSessionCookies(headers, new Request("http://today.localhost/api/session", { headers: { host: "today.localhost", cookie } }), session);
    expect(headers.getSetCookie().map((line) => line.split(";")[0])).toEqual(set);
  });

  it.each([
    ["", false],
    ["signed_in=1", true],
    ["a=1; signed_in=1; b=2", true],
    ["signed_in=", false],
    ["signed_in=0", false],
    ["not_signed_in=1", false],
  ])("document.cookie %j: may be signed in → %s", (cookies, may) => {
    expect(mayBeSignedIn(cookies)).toBe(may);
  });

  it("reads one cookie from the header", () => {
    expect(readCookie("a=1; access_token=x.y.z; bedrock_session=s", "access_token")).toBe("x.y.z");
    expect(readCookie("a=1", "access_token")).toBeUndefined();
  });
});
