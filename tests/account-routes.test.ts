/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { POST as signIn } from "@/app/api/account/signin/route";
import { POST as register } from "@/app/api/account/register/route";
import { POST as signOut } from "@/app/api/account/signout/route";
import { GET as session } from "@/app/api/session/route";

const IDENTITY = "http://127.0.0.1:4000/identity/auth";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://today.localhost:3000${path}`, {
    method: "POST",
    headers: { host: "today.localhost:3000", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const signedIn = {
  user_id: "u1",
  email: "ann@example.com",
  email_verified: true,
  first_name: "Ann",
  access_token: "header.payload.signature",
  bedrock_session: "session-secret",
};

describe("account route handlers", () => {
  it("sign-in sets HttpOnly SameSite=Lax cookies and never returns a token", async () => {
    let sent: unknown;
    server.use(
      http.post(`${IDENTITY}/users/signin`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: signedIn });
      }),
    );
    const response = await signIn(post("/api/account/signin", { email: "ann@example.com", password: "secret123" }));
    expect(sent).toEqual({ email: "ann@example.com", password: "secret123", brand: "today", remember_me: false });
    const body = await response.text();
    expect(body).not.toContain("session-secret");
    expect(body).not.toContain("header.payload.signature");
    expect(JSON.parse(body)).toMatchObject({ success: true, data: { user: { user_id: "u1", first_name: "Ann" } } });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(/^access_token=header\.payload\.signature; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^bedrock_session=session-secret; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/),
    ]);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("passes the service's user_message through on a refused sign-in", async () => {
    server.use(
      http.post(`${IDENTITY}/users/signin`, () =>
        HttpResponse.json({ success: false, error: { user_message: "The email or password you entered is incorrect." } }, { status: 401 }),
      ),
    );
    const response = await signIn(post("/api/account/signin", { email: "ann@example.com", password: "nope" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: { user_message: "The email or password you entered is incorrect." } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers a null message (the browser's fallback) when the service is down", async () => {
    server.use(http.post(`${IDENTITY}/users/signin`, () => HttpResponse.error()));
    const response = await signIn(post("/api/account/signin", { email: "ann@example.com", password: "secret123" }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: { user_message: null } });
  });

  it("refuses a cross-site post", async () => {
    const response = await signIn(post("/api/account/signin", { email: "ann@example.com", password: "x" }, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("registers with the allowed fields only", async () => {
    let sent: unknown;
    server.use(
      http.post(`${IDENTITY}/users/register`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: { user_id: "u1", email: "ann@example.com", email_verified: false } }, { status: 201 });
      }),
    );
    const response = await register(post("/api/account/register", { email: "ann@example.com", password: "a good password", email_verified: true, user_id: "x" }));
    expect(response.status).toBe(201);
    expect(sent).toEqual({ email: "ann@example.com", password: "a good password", brand: "today", source: "account-modal" });
  });

  it("refuses a short password before calling the service", async () => {
    const response = await register(post("/api/account/register", { email: "ann@example.com", password: "short" }));
    expect(response.status).toBe(400);
  });

  it("sign-out ends the session and clears both cookies", async () => {
    let sent: unknown;
    server.use(
      http.post(`${IDENTITY}/users/u1/signout`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    const token = `${Buffer.from("{}").toString("base64url")}.${Buffer.from('{"sub":"u1","exp":1}').toString("base64url")}.x`;
    const response = await signOut(post("/api/account/signout", {}, { cookie: `access_token=${token}; bedrock_session=s1` }));
    expect(sent).toEqual({ bedrock_session: "s1" });
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^access_token=; .*Max-Age=0/), expect.stringMatching(/^bedrock_session=; .*Max-Age=0/)]);
  });

  it("a request without cookies is signed out, privately and without any identity call", async () => {
    const response = await session(new Request("http://today.localhost:3000/api/session", { headers: { host: "today.localhost:3000" } }));
    expect(await response.json()).toMatchObject({ authenticationState: "unauthenticated", backend: "bedrock", user: null });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
