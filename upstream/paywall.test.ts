/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { accessAnswerSchema, offerTemplateSchema, startTodayPermissionsSchema, subscriptionsAnswerSchema } from "../lib/api/schemas/paywall";
import { startUpstream, type Upstream } from "./app";
import { FREE_READS_PER_MONTH } from "./paywall/templates";

jest.setTimeout(120_000);

let upstream: Upstream;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-paywall-test-"));
  upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "upstream.sqlite") });
});

afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (pathname: string, body: unknown) =>
  fetch(`${upstream.url}${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

let counter = 0;
/** A signed-in reader of the identity service: its id and access token. */
async function reader(): Promise<{ userId: string; access_token: string }> {
  const email = `paywall-${counter++}-${Date.now()}@example.com`;
  await post("/identity/auth/users/register", { email, password: "correct horse 1", brand: "news" });
  const signedIn = (await (await post("/identity/auth/users/signin", { email, password: "correct horse 1", brand: "news", remember_me: false })).json()) as {
    data: { user_id: string; access_token: string };
  };
  return { userId: signedIn.data.user_id, access_token: signedIn.data.access_token };
}

const CARD = { number: "4242 4242 4242 4242", name: "Pat Reader", expiry: "12/39", cvc: "123" };
const NEWS_AID = "nbcnews-embedded";

async function access(who: { userId: string; access_token: string }, articleId: string) {
  const response = await post("/services/paywall/access", { ...who, aid: NEWS_AID, articleId });
  return { status: response.status, body: response.ok ? accessAnswerSchema.parse(await response.json()).data : null };
}

describe("the embedded paywall provider", () => {
  it("serves its runtime and an offer template per aid", async () => {
    const runtime = await fetch(`${upstream.url}/services/paywall/runtime.js?aid=${NEWS_AID}`);
    expect(runtime.headers.get("content-type")).toContain("javascript");
    expect(await runtime.text()).toContain("window.NewsroomPaywall = api");
    const template = await fetch(`${upstream.url}/services/paywall/templates/${NEWS_AID}`);
    const parsed = offerTemplateSchema.parse(((await template.json()) as { data: { template: unknown } }).data.template);
    expect(parsed.offer.terms.map((t) => t.termId)).toEqual(["TM-news-monthly", "TM-news-annual"]);
    expect((await fetch(`${upstream.url}/services/paywall/templates/nope`)).status).toBe(404);
  });

  it("refuses reader calls without a genuine token", async () => {
    const who = await reader();
    expect((await post("/services/paywall/access", { aid: NEWS_AID, articleId: "rcna100020" })).status).toBe(401);
    expect((await post("/services/paywall/access", { userId: who.userId, access_token: "forged", aid: NEWS_AID, articleId: "rcna100020" })).status).toBe(401);
    const other = await reader();
    expect((await post("/services/paywall/access", { userId: other.userId, access_token: who.access_token, aid: NEWS_AID, articleId: "rcna100020" })).status).toBe(401);
  });

  it("a story that needs a subscription opens after the checkout, and the subscription is listed", async () => {
    const who = await reader();
    expect(await access(who, "rcna100020")).toEqual({ status: 200, body: { access: false, reason: "none", subscriber: false, freeReadsLeft: FREE_READS_PER_MONTH } });

    const refused = [
      [{ ...CARD, number: "4242 4242 4242 4241" }, 400, "number"],
      [{ ...CARD, expiry: "01/20" }, 400, "expiry"],
      [{ ...CARD, number: "4000 0000 0000 0002" }, 402, "number"],
    ] as const;
    for (const [card, status, field] of refused) {
      const answer = await post("/services/paywall/checkout", { ...who, aid: NEWS_AID, offerId: "OF-news-digital", termId: "TM-news-monthly", card });
      expect(answer.status).toBe(status);
      expect(((await answer.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const wrongTerm = await post("/services/paywall/checkout", { ...who, aid: NEWS_AID, offerId: "OF-news-digital", termId: "TM-today-monthly", card: CARD });
    expect(wrongTerm.status).toBe(400);

    const done = await post("/services/paywall/checkout", { ...who, aid: NEWS_AID, offerId: "OF-news-digital", termId: "TM-news-monthly", card: CARD });
    expect(done.status).toBe(201);
    expect(done.headers.get("cache-control")).toBe("private, no-store");
    expect(await access(who, "rcna100020")).toEqual({ status: 200, body: { access: true, reason: "subscriber", subscriber: true, freeReadsLeft: FREE_READS_PER_MONTH } });

    // A second checkout while the subscription is active is refused: no double payment.
    const again = await post("/services/paywall/checkout", { ...who, aid: NEWS_AID, offerId: "OF-news-digital", termId: "TM-news-annual", card: CARD });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { field: null, message: "You already have this subscription." } });

    const list = subscriptionsAnswerSchema.parse(await (await post("/services/paywall/subscriptions", { ...who, aid: NEWS_AID })).json());
    expect(list.data.subscriptions).toHaveLength(1);
    expect(list.data.subscriptions[0]).toMatchObject({ termId: "TM-news-monthly", status: "active", cardLast4: "4242" });
  });

  it(`a metered story opens with the reader's ${FREE_READS_PER_MONTH} free reads a month; reading it again is free`, async () => {
    const who = await reader();
    // rcna100021 (news) and rcna101021 (today) are metered; free reads count per reader across stories.
    expect((await access(who, "rcna100021")).body).toMatchObject({ access: true, reason: "freeRead", freeReadsLeft: FREE_READS_PER_MONTH - 1 });
    expect((await access(who, "rcna100021")).body).toMatchObject({ access: true, reason: "freeRead", freeReadsLeft: FREE_READS_PER_MONTH - 1 });
    expect((await access(who, "rcna101021")).body).toMatchObject({ access: true, freeReadsLeft: FREE_READS_PER_MONTH - 2 });
    // A free story is open and uses nothing.
    expect((await access(who, "rcna100000")).body).toMatchObject({ access: true, reason: "none", freeReadsLeft: FREE_READS_PER_MONTH - 2 });
  });

  it("Start Today permissions: a story shows in full in the app unless it needs a subscription", async () => {
    const permission = async (id: string) =>
      startTodayPermissionsSchema.parse(await (await fetch(`${upstream.url}/content/getStartTodayArticlePermissions/${id}`)).json()).data.permissions.showFullArticle;
    expect(await permission("rcna101000")).toBe(true);
    expect(await permission("rcna101021")).toBe(true);
    expect(await permission("rcna101020")).toBe(false);
    expect((await fetch(`${upstream.url}/content/getStartTodayArticlePermissions/rcna199999`)).status).toBe(404);
  });
});
