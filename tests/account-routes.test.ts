/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { POST as signIn } from "@/app/api/account/signin/route";
import { POST as register } from "@/app/api/account/register/route";
import { POST as signOut } from "@/app/api/account/signout/route";
import { POST as requestCode } from "@/app/api/account/otp/request/route";
import { POST as verifyCode } from "@/app/api/account/otp/verify/route";
import { POST as testIdpToken } from "@/app/api/account/social/test-idp/route";
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
      // The signed-in hint, the one cookie scripts read: it holds no secret (lib/auth/signed-in-hint).
      expect.stringMatching(/^signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/),
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

  it.each([
    [undefined, 404],
    ["1", 200],
  ])("the test identity provider route with UPSTREAM_TEST_ENDPOINTS=%s answers %i", async (flag, status) => {
    server.use(http.post("http://127.0.0.1:4000/identity/test-idp/token", () => HttpResponse.json({ id_token: "a.b.c" })));
    const saved = process.env.UPSTREAM_TEST_ENDPOINTS;
    if (flag === undefined) delete process.env.UPSTREAM_TEST_ENDPOINTS;
    else process.env.UPSTREAM_TEST_ENDPOINTS = flag;
    try {
      expect((await testIdpToken(post("/api/account/social/test-idp", { email: "ann@example.com" }))).status).toBe(status);
    } finally {
      if (saved === undefined) delete process.env.UPSTREAM_TEST_ENDPOINTS;
      else process.env.UPSTREAM_TEST_ENDPOINTS = saved;
    }
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

  it("sign-out ends the session and clears its cookies and the signed-in hint", async () => {
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
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^access_token=; .*Max-Age=0/),
      expect.stringMatching(/^bedrock_session=; .*Max-Age=0/),
      expect.stringMatching(/^signed_in=; .*Max-Age=0/),
    ]);
  });

  it("the account page's form, posted before its script runs, signs out and lands back on the page", async () => {
    server.use(http.post(`${IDENTITY}/users/u1/signout`, () => HttpResponse.json({ success: true, data: {} })));
    const token = `${Buffer.from("{}").toString("base64url")}.${Buffer.from('{"sub":"u1","exp":1}').toString("base64url")}.x`;
    const form = new Request("http://today.localhost:3000/api/account/signout", {
      method: "POST",
      headers: { host: "today.localhost:3000", origin: "http://today.localhost:3000", "content-type": "application/x-www-form-urlencoded", cookie: `access_token=${token}; bedrock_session=s1` },
      body: "",
    });
    const response = await signOut(form);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/account");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^access_token=; .*Max-Age=0/),
      expect.stringMatching(/^bedrock_session=; .*Max-Age=0/),
      expect.stringMatching(/^signed_in=; .*Max-Age=0/),
    ]);
  });

  it("a form posted from another site is refused", async () => {
    const form = new Request("http://today.localhost:3000/api/account/signout", {
      method: "POST",
      headers: { host: "today.localhost:3000", origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect((await signOut(form)).status).toBe(403);
  });

  it("a request without cookies is signed out, privately and without any identity call", async () => {
    const response = await session(new Request("http://today.localhost:3000/api/session", { headers: { host: "today.localhost:3000" } }));
    expect(await response.json()).toMatchObject({ authenticationState: "unauthenticated", backend: "bedrock", user: null });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("attempt limits", () => {
  const from = (address: string, host = "today.localhost:3000") => ({ "x-newsroom-client-address": address, host });
  const wrongPassword = () =>
    server.use(
      http.post(`${IDENTITY}/users/signin`, () =>
        HttpResponse.json({ success: false, error: { user_message: "The email or password you entered is incorrect." } }, { status: 401 }),
      ),
    );

  it("refuses a sixth wrong password for an account for 15 minutes, from any address, in the reader's language", async () => {
    wrongPassword();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(post("/api/account/signin", { email: "guessed@example.com", password: `guess${i}` }, from("203.0.113.1")))).status).toBe(401);
    }
    const refused = await signIn(post("/api/account/signin", { email: "guessed@example.com", password: "guess5" }, from("198.51.100.9")));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({ success: false, error: { user_message: "Too many attempts. Try again in 15 minutes." } });
    const spanish = await signIn(post("/api/account/signin", { email: "guessed@example.com", password: "x" }, from("198.51.100.9", "noticias.telemundo.com")));
    expect((await spanish.json()).error.user_message).toBe("Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.");
  });

  it.each([
    ["wrong passwords", "signin", 5],
    ["wrong codes", "otp/verify", 10],
    ["code requests", "otp/request", 5],
  ])("%s sent all at once: only the limit's worth reach the identity service", async (_name, route, max) => {
    let reached = 0;
    const answer = route === "otp/request" ? { success: true, data: {} } : { success: false, error: { user_message: "No." } };
    server.use(
      http.post(`${IDENTITY}/users/${route}`, async () => {
        reached += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(answer, { status: answer.success ? 200 : 401 });
      }),
    );
    const handler = { signin: signIn, "otp/verify": verifyCode, "otp/request": requestCode }[route]!;
    const email = `parallel-${route.replace("/", "-")}@example.com`;
    const body = { email, password: "guess", one_time_code: "123456" };
    const statuses = await Promise.all(Array.from({ length: max + 4 }, () => handler(post(`/api/account/${route}`, body, from("203.0.113.60")))).map((r) => r.then((x) => x.status)));
    expect(reached).toBe(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("a right password does not count; a failing service does not count", async () => {
    server.use(http.post(`${IDENTITY}/users/signin`, () => HttpResponse.error()));
    for (let i = 0; i < 6; i++) expect((await signIn(post("/api/account/signin", { email: "calm@example.com", password: "secret123" }, from("203.0.113.2")))).status).toBe(502);
    server.use(http.post(`${IDENTITY}/users/signin`, () => HttpResponse.json({ success: true, data: { ...signedIn, email: "calm@example.com" } })));
    expect((await signIn(post("/api/account/signin", { email: "calm@example.com", password: "secret123" }, from("203.0.113.2")))).status).toBe(200);
  });

  it("one address trying many accounts is stopped after 100 wrong passwords", async () => {
    wrongPassword();
    for (let i = 0; i < 100; i++) await signIn(post("/api/account/signin", { email: `spray${i}@example.com`, password: "Password1!" }, from("192.0.2.50")));
    expect((await signIn(post("/api/account/signin", { email: "spray100@example.com", password: "Password1!" }, from("192.0.2.50")))).status).toBe(429);
    expect((await signIn(post("/api/account/signin", { email: "spray100@example.com", password: "Password1!" }, from("192.0.2.51")))).status).toBe(401);
  });

  it("a sixth one-time code for an account in 15 minutes is not sent", async () => {
    let sent = 0;
    server.use(http.post(`${IDENTITY}/users/otp/request`, () => ((sent += 1), HttpResponse.json({ success: true, data: {} }))));
    for (let i = 0; i < 5; i++) expect((await requestCode(post("/api/account/otp/request", { email: "codes@example.com" }, from(`203.0.113.${10 + i}`)))).status).toBe(200);
    expect((await requestCode(post("/api/account/otp/request", { email: "codes@example.com" }, from("203.0.113.99")))).status).toBe(429);
    expect(sent).toBe(5);
  });

  it("an eleventh wrong code for an account is refused before the service sees it", async () => {
    let checked = 0;
    server.use(
      http.post(`${IDENTITY}/users/otp/verify`, () => ((checked += 1), HttpResponse.json({ success: false, error: { user_message: "Invalid code" } }, { status: 401 }))),
    );
    for (let i = 0; i < 11; i++) await verifyCode(post("/api/account/otp/verify", { email: "code-guess@example.com", one_time_code: String(100000 + i) }, from("203.0.113.3")));
    expect(checked).toBe(10);
  });

  it("never writes a password or a code to the logs", async () => {
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) => jest.spyOn(console, level).mockImplementation((...args) => void lines.push(args.map(String).join(" "))));
    try {
      server.use(
        http.post(`${IDENTITY}/users/signin`, () => HttpResponse.error()),
        http.post(`${IDENTITY}/users/otp/verify`, () => HttpResponse.text("not json", { status: 500 })),
      );
      await signIn(post("/api/account/signin", { email: "logs@example.com", password: "hunter2-secret" }, from("203.0.113.4")));
      await verifyCode(post("/api/account/otp/verify", { email: "logs@example.com", one_time_code: "918273" }, from("203.0.113.4")));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toMatch(/hunter2-secret|918273/);
  });
});
