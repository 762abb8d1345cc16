/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { startUpstream, type Upstream } from "../app";
import { consumeOneTimeCode, createIdentity, createUser, ONE_TIME_CODE_TTL_MS, sendOneTimeCode, type Identity } from "./service";

jest.setTimeout(120_000);

let upstream: Upstream;
let dir: string;
let dbPath: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-test-"));
  dbPath = path.join(dir, "db.sqlite");
  upstream = await startUpstream({ port: 0, dbPath, testEndpoints: true });
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { success: boolean; data?: Record<string, unknown> & { subscriptions?: string[] }; error?: { user_message: string } };
async function call(pathname: string, body?: unknown, init: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; json: Answer }> {
  const response = await fetch(`${upstream.url}/identity${pathname}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers: { "content-type": "application/json", ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer };
}
const CLIENT = { authorization: "Bearer newsroom-embedded-client" };
const latestCode = async (email: string) =>
  ((await (await fetch(`${upstream.url}/identity/outbox?email=${encodeURIComponent(email)}`)).json()) as { data: { messages: { code: string }[] } }).data.messages[0]
    ?.code;

describe("identity service", () => {
  const email = `reader-${Date.now()}@example.com`;
  const password = "correct horse 1";
  let userId = "";
  let tokens: { access_token: string; bedrock_session: string };

  it("registers a reader, stores a scrypt hash (never the password) and mails a code", async () => {
    const registered = await call("/auth/users/register", { email, password, brand: "today", email_verified: true });
    expect(registered.status).toBe(201);
    expect(registered.json.data).toMatchObject({ email, email_verified: false });
    userId = registered.json.data?.user_id as string;
    const db = new Database(dbPath, { readonly: true });
    const row = db.prepare("SELECT password_hash FROM identity_users WHERE email = ?").get(email) as { password_hash: string };
    db.close();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(password);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);
  });

  it("refuses a second account for the same email", async () => {
    const again = await call("/auth/users/register", { email: email.toUpperCase(), password, brand: "today" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, error: { code: "account_exists", user_message: expect.any(String) } });
  });

  it("refuses a wrong password with a user message", async () => {
    const wrong = await call("/auth/users/signin", { email, password: "nope-nope", brand: "today", remember_me: false });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error?.user_message).toBe("The email or password you entered is incorrect.");
  });

  it("verifies the code once: a second use fails", async () => {
    const code = (await latestCode(email)) as string;
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await call("/auth/users/otp/verify", { email, brand: "today", one_time_code: wrongCode })).status).toBe(400);
    const verified = await call("/auth/users/otp/verify", { email, brand: "today", one_time_code: code });
    expect(verified.json.data).toMatchObject({ user_id: userId, email_verified: true });
    expect((await call("/auth/users/otp/verify", { email, brand: "today", one_time_code: code })).json.success).toBe(false);
  });

  it("signs in with the password: an ES256 JWT whose sub is the user id and exp is in seconds", async () => {
    const signedIn = await call("/auth/users/signin", { email, password, brand: "today", remember_me: false });
    expect(signedIn.status).toBe(200);
    tokens = { access_token: signedIn.json.data?.access_token as string, bedrock_session: signedIn.json.data?.bedrock_session as string };
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe("ES256");
    const claims = decodeJwt(tokens.access_token);
    expect(claims.sub).toBe(userId);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 3600);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("needs the bearer client token to request a code", async () => {
    expect((await call("/auth/users/otp/request", { email, brand: "today" })).status).toBe(401);
    expect((await call("/auth/users/otp/request", { email, brand: "today" }, { headers: CLIENT })).json.success).toBe(true);
  });

  it("reads and updates the profile and the newsletters with token and session", async () => {
    const updated = await call(`/auth/users/${userId}/profile`, { first_name: "Ann", email: "evil@example.com", ...tokens }, { method: "PATCH", headers: { "x-auth-token": tokens.access_token } });
    expect(updated.json).toMatchObject({ data: { first_name: "Ann", email } });
    const subscribed = await call(
      `/auth/users/${userId}/subscriptions/newsletters`,
      { ...tokens, brand: "today", source: "newsletters", location_source: "default", subscriptions: { sub_food: true, sub_today: true } },
      { method: "PATCH" },
    );
    expect(subscribed.json.data?.subscriptions).toEqual(["sub_food", "sub_today"]);
    expect((await call(`/auth/users/${userId}/subscriptions/newsletters`, tokens)).json.data?.subscriptions).toEqual(["sub_food", "sub_today"]);
    expect((await call(`/auth/users/${userId}/subscriptions/newsletters`, { ...tokens, access_token: "forged" })).status).toBe(401);
  });

  it("fails a switched operation until switched off (test-only)", async () => {
    await call("/testing/failures", { email, operation: "updateSubscriptions", fail: true });
    const failed = await call(`/auth/users/${userId}/subscriptions/newsletters`, { ...tokens, subscriptions: { sub_food: false } }, { method: "PATCH" });
    expect(failed.status).toBe(500);
    expect(failed.json.success).toBe(false);
    await call("/testing/failures", { email, operation: "updateSubscriptions", fail: false });
    expect((await call(`/auth/users/${userId}/subscriptions/newsletters`, { ...tokens, subscriptions: { sub_food: false } }, { method: "PATCH" })).json.success).toBe(true);
  });

  it("refreshes the token with the session, and not after sign-out", async () => {
    const refreshed = await call(`/auth/users/${userId}/auth/token`, { bedrock_session: tokens.bedrock_session, scope: "users:read_write" });
    expect(decodeJwt(refreshed.json.data?.access_token as string).sub).toBe(userId);
    expect((await call(`/auth/users/${userId}/signout`, { bedrock_session: tokens.bedrock_session })).json.success).toBe(true);
    expect((await call(`/auth/users/${userId}/auth/token`, { bedrock_session: tokens.bedrock_session })).status).toBe(401);
  });

  it("social sign-in verifies the id_token's signature: new, then registered, then existing", async () => {
    const social = `social-${Date.now()}@example.com`;
    const { id_token } = (await (await fetch(`${upstream.url}/identity/test-idp/token`, { method: "POST", body: JSON.stringify({ email: social, given_name: "Sam" }) })).json()) as {
      id_token: string;
    };
    const [header, payload] = id_token.split(".");
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    expect((await call("/auth/users/social/signin", { id_token: unsigned, platform: "testid", brand: "today" })).status).toBe(401);
    expect((await call("/auth/users/social/signin", { id_token: `${header}.${payload}.AAAA`, platform: "testid", brand: "today" })).status).toBe(401);
    expect((await call("/auth/users/social/signin", { id_token, platform: "testid", brand: "today" })).json.data).toEqual({ is_new_user: true, first_name: "Sam" });
    const registered = await call("/auth/users/social/signin", { id_token, platform: "testid", brand: "today", first_name: "Sam" });
    expect(registered.json.data).toMatchObject({ is_new_user: false, first_name: "Sam", email_verified: true });
    expect((await call("/auth/users/social/signin", { id_token, platform: "testid", brand: "today" })).json.data).toMatchObject({ is_new_user: false });
  });

  it.each([
    [true, 200, { is_new_user: false }],
    [false, 409, undefined],
  ])("social sign-in finds a password account by email only when the provider verified it (email_verified %s: %i)", async (verified, status, data) => {
    const owner = `owner-${verified}-${Date.now()}@example.com`;
    expect((await call("/auth/users/register", { email: owner, password: "correct horse 1", brand: "today" })).status).toBe(201);
    const idp = await fetch(`${upstream.url}/identity/test-idp/token`, { method: "POST", body: JSON.stringify({ email: owner, email_verified: verified }) });
    const { id_token } = (await idp.json()) as { id_token: string };
    const answer = await call("/auth/users/social/signin", { id_token, platform: "testid", brand: "today" });
    expect(answer.status).toBe(status);
    if (data) expect(answer.json.data).toMatchObject(data);
    else expect(answer.json.data?.access_token).toBeUndefined();
    // Registering instead does not take the address over either.
    if (!verified) expect((await call("/auth/users/social/signin", { id_token, platform: "testid", brand: "today", first_name: "Eve" })).status).toBe(409);
  });
});

describe("one-time codes", () => {
  let identity: Identity;
  let db: Database.Database;
  beforeAll(async () => {
    db = new Database(path.join(dir, "codes.sqlite"));
    identity = await createIdentity(db);
    await createUser(identity, { email: "code@example.com", brand: "today" });
  });
  afterAll(() => db.close());
  const code = () => (db.prepare("SELECT code FROM identity_outbox ORDER BY id DESC LIMIT 1").get() as { code: string }).code;

  it("expire after ten minutes", () => {
    sendOneTimeCode(identity, "code@example.com", 1_000);
    expect(() => consumeOneTimeCode(identity, "code@example.com", code(), 1_000 + ONE_TIME_CODE_TTL_MS)).toThrow(/not valid or has expired/);
  });

  it("are random and a new one replaces the old", () => {
    sendOneTimeCode(identity, "code@example.com", 1_000);
    const first = code();
    const seen = new Set([first]);
    for (let i = 0; i < 5; i++) {
      sendOneTimeCode(identity, "code@example.com", 1_000);
      seen.add(code());
    }
    expect(seen.size).toBeGreaterThan(1);
    if (first !== code()) expect(() => consumeOneTimeCode(identity, "code@example.com", first, 2_000)).toThrow();
    expect(() => consumeOneTimeCode(identity, "code@example.com", code(), 2_000)).not.toThrow();
  });

  it("stop working after five wrong tries", () => {
    sendOneTimeCode(identity, "code@example.com", 1_000);
    const right = code();
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect(() => consumeOneTimeCode(identity, "code@example.com", wrong, 2_000)).toThrow();
    expect(() => consumeOneTimeCode(identity, "code@example.com", right, 2_000)).toThrow();
  });
});
