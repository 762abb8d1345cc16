/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startUpstream, type Upstream } from "../app";

jest.setTimeout(120_000);

let upstream: Upstream;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mynews-test-"));
  upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "db.sqlite"), testEndpoints: true });
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Reader {
  userId: string;
  token: string;
}

async function reader(label: string): Promise<Reader> {
  const email = `${label}-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(`${upstream.url}/identity/auth/users${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ data: Record<string, string> }>,
    );
  await post("/register", { email, password: "correct horse 1", brand: "today" });
  const outbox = (await (await fetch(`${upstream.url}/identity/outbox?email=${encodeURIComponent(email)}`)).json()) as { data: { messages: { code: string }[] } };
  const verified = await post("/otp/verify", { email, brand: "today", one_time_code: outbox.data.messages[0]?.code });
  return { userId: verified.data.user_id as string, token: verified.data.access_token as string };
}

async function call(who: Reader | null, method: string, p: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${upstream.url}/mynews/mynewsapi/${p}`, {
    method,
    headers: { ...(who ? { "x-auth-token": who.token, "x-customer-id": who.userId } : {}), ...headers },
  });
  return { status: response.status, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a contract test reads answers by path
    json: (await response.json()) as { data: Record<string, any> } };
}

const ARTICLES = ["rcna101000", "rcna101001", "rcna101002", "rcna101003", "rcna101004"];
const RECIPE = "tdrp401000";
const VIDEO = "mmvo2001000";

describe("customer service (mynewsapi)", () => {
  let ann: Reader;
  let bob: Reader;
  beforeAll(async () => {
    [ann, bob] = [await reader("ann"), await reader("bob")];
  });

  it("answers the reader's customer, created on first use, with an mParticle id and no zip code", async () => {
    const { status, json } = await call(ann, "GET", "customer/");
    expect(status).toBe(200);
    expect(json.data.getCustomer).toMatchObject({ customerId: ann.userId, zipCode: null });
    expect(json.data.getCustomer.mparticleId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["its own pair", (r: Reader, m: string) => ({ customerId: r.userId, mparticleId: m }), 200],
    ["another customer's id", (_: Reader, m: string) => ({ customerId: "someone-else", mparticleId: m }), 403],
    ["another mParticle id", (r: Reader) => ({ customerId: r.userId, mparticleId: "00000000-0000-0000-0000-000000000000" }), 409],
    ["no ids", () => ({}), 400],
  ])("customerids: the POST of %s answers %s", async (_, body, status) => {
    const mparticleId = (await call(ann, "GET", "customer/")).json.data.getCustomer.mparticleId as string;
    const response = await fetch(`${upstream.url}/mynews/mynewsapi/customerids`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-token": ann.token },
      body: JSON.stringify(body(ann, mparticleId)),
    });
    expect(response.status).toBe(status);
    if (status === 200) expect(((await response.json()) as { data: unknown }).data).toEqual({ saveCustomerIds: { customerId: ann.userId, mparticleId } });
  });

  it("refuses a call without a token, with a forged token, or for another reader's id", async () => {
    expect((await call(null, "GET", "customer/")).status).toBe(401);
    expect((await call(null, "GET", "customer/", { "x-auth-token": `${ann.token.slice(0, -4)}AAAA` })).status).toBe(401);
    expect((await call(ann, "GET", "customer/", { "x-customer-id": bob.userId })).status).toBe(403);
    expect((await call(ann, "GET", "bookmarks/20//all", { "x-customer-id": bob.userId })).status).toBe(403);
  });

  it("creates, lists by type, pages by cursor and deletes bookmarks; another reader sees none", async () => {
    for (const id of ARTICLES) expect((await call(ann, "POST", `createbookmark/${id}/article`)).json.data.createBookmark).toEqual({ contentId: id, contentType: "article", bookmarked: true });
    await call(ann, "POST", `createbookmark/${RECIPE}/recipe`);
    // Saving again keeps one bookmark.
    await call(ann, "POST", `createbookmark/${ARTICLES[0]}/article`);

    const all = (await call(ann, "GET", "bookmarks/4//all")).json.data.bookmarks;
    expect(all.data.map((entry: { contentId: string }) => entry.contentId)).toEqual([RECIPE, "rcna101004", "rcna101003", "rcna101002"]);
    expect(all.data[0].item).toMatchObject({ id: RECIPE, type: "recipe" });
    expect(all.pageInfo.nextPage).toEqual(expect.any(String));
    const next = (await call(ann, "GET", `bookmarks/4/${all.pageInfo.nextPage}/all`)).json.data.bookmarks;
    expect(next.data.map((entry: { contentId: string }) => entry.contentId)).toEqual(["rcna101001", "rcna101000"]);
    expect(next.pageInfo.nextPage).toBeNull();

    const recipes = (await call(ann, "GET", "bookmarks/20//recipe")).json.data.bookmarks;
    expect(recipes.data.map((entry: { contentId: string }) => entry.contentId)).toEqual([RECIPE]);
    expect((await call(ann, "GET", `iscontentbookmarked/${RECIPE}/`)).json.data.getBookmarkByContentId).toEqual({ contentId: RECIPE, contentType: "recipe", bookmarked: true });

    expect((await call(bob, "GET", "bookmarks/20//all")).json.data.bookmarks).toEqual({ data: [], pageInfo: { nextPage: null } });
    expect((await call(bob, "GET", `iscontentbookmarked/${RECIPE}`)).json.data.getBookmarkByContentId.bookmarked).toBe(false);
    // Bob deleting Ann's bookmark changes nothing of Ann's.
    await call(bob, "DELETE", `deleteBookmark/${RECIPE}/`);
    expect((await call(ann, "GET", `iscontentbookmarked/${RECIPE}`)).json.data.getBookmarkByContentId.bookmarked).toBe(true);

    expect((await call(ann, "DELETE", `deleteBookmark/${RECIPE}/`)).json.data.deleteBookmark).toEqual({ contentId: RECIPE, contentType: "recipe", bookmarked: false });
    expect((await call(ann, "GET", "bookmarks/20//recipe")).json.data.bookmarks.data).toEqual([]);
  });

  it("refuses unknown content, a wrong type, bad sizes and bad filters", async () => {
    expect((await call(ann, "POST", "createbookmark/rcna999999999/article")).status).toBe(404);
    expect((await call(ann, "POST", `createbookmark/${RECIPE}/article`)).status).toBe(400);
    expect((await call(ann, "POST", `createbookmark/${RECIPE}/slideshow`)).status).toBe(400);
    expect((await call(ann, "GET", "bookmarks/31//all")).status).toBe(400);
    expect((await call(ann, "GET", "bookmarks/0//all")).status).toBe(400);
    expect((await call(ann, "GET", "bookmarks/20//gallery")).status).toBe(400);
    expect((await call(ann, "GET", "createbookmark/rcna101000/article")).status).toBe(405);
  });

  it("keeps the history newest first, one entry per item, paged by cursor", async () => {
    for (const id of ARTICLES) await call(ann, "POST", `savehistory/${id}/article`);
    await call(ann, "POST", `savehistory/${VIDEO}/video`);
    await call(ann, "POST", `savehistory/${ARTICLES[0]}/article`);
    const first = (await call(ann, "GET", "history/3")).json.data.history;
    expect(first.data.map((entry: { contentId: string }) => entry.contentId)).toEqual([ARTICLES[0], VIDEO, "rcna101004"]);
    const second = (await call(ann, "GET", `history/3/${first.pageInfo.nextPage}`)).json.data.history;
    expect(second.data.map((entry: { contentId: string }) => entry.contentId)).toEqual(["rcna101003", "rcna101002", "rcna101001"]);
    expect(second.pageInfo.nextPage).toBeNull();
    expect((await call(bob, "GET", "history/10")).json.data.history.data).toEqual([]);
  });

  it("recommends unread items of the same brand from the history, none without history", async () => {
    const items = (await call(ann, "GET", "recommendations/5")).json.data.recommendations.data as { id: string }[];
    expect(items.length).toBe(5);
    for (const item of items) expect([...ARTICLES, VIDEO]).not.toContain(item.id);
    expect((await call(bob, "GET", "recommendations/5")).json.data.recommendations.data).toEqual([]);
  });

  it("saves a zip code on the customer and refuses a malformed one", async () => {
    expect((await call(ann, "POST", "savecustomer/10001")).json.data.saveCustomer).toMatchObject({ customerId: ann.userId, zipCode: "10001" });
    expect((await call(ann, "GET", "customer")).json.data.getCustomer.zipCode).toBe("10001");
    expect((await call(ann, "POST", "savecustomer/1000a")).status).toBe(400);
  });
});
