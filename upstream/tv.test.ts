/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  tvAuthorizeResponseSchema,
  tvFeaturedResponseSchema,
  tvListingFeedResponseSchema,
  tvScheduleResponseSchema,
  tvTokenResponseSchema,
} from "../lib/api/schemas/tv";
import { startUpstream, type Upstream } from "./app";

jest.setTimeout(60_000);

let upstream: Upstream;
let dir: string;
const CALLBACK = "http://msnbc.localhost:3000/api/tv/callback";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-tv-test-"));
  upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "upstream.sqlite") });
});

afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (pathname: string, body: unknown) =>
  fetch(`${upstream.url}${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function login(providerId: string, password = "watch-live"): Promise<Response> {
  const form = new URLSearchParams({ redirect_uri: CALLBACK, username: "viewer", password });
  return fetch(`${upstream.url}/services/tve/login/${providerId}`, { method: "POST", body: form, redirect: "manual" });
}

async function authnToken(providerId: string): Promise<string> {
  const location = (await login(providerId)).headers.get("location") ?? "";
  const code = new URL(location).searchParams.get("code");
  const token = tvTokenResponseSchema.parse(await (await post("/services/tve/token", { code })).json());
  return token.authentication.authnToken;
}

describe("TV services", () => {
  it("lists featured providers for live-TV brands only", async () => {
    const answer = tvFeaturedResponseSchema.parse(await (await fetch(`${upstream.url}/services/tve/mvpd/msnbc/featured`)).json());
    expect(answer.featured.length).toBeGreaterThan(0);
    expect(answer.featured.every((p) => p.featured)).toBe(true);
    expect((await fetch(`${upstream.url}/services/tve/mvpd/today/featured`)).status).toBe(404);
  });

  it("the login page refuses a redirect that is not the site's callback", async () => {
    const bad = await fetch(`${upstream.url}/services/tve/login/Comcast_SSO?redirect_uri=${encodeURIComponent("https://evil.example/steal")}`);
    expect(bad.status).toBe(400);
    const good = await fetch(`${upstream.url}/services/tve/login/Comcast_SSO?redirect_uri=${encodeURIComponent(CALLBACK)}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Password");
  });

  it("a wrong password answers 401; the right one redirects with a single-use code", async () => {
    expect((await login("Comcast_SSO", "nope")).status).toBe(401);
    const ok = await login("Comcast_SSO");
    expect(ok.status).toBe(303);
    const code = new URL(ok.headers.get("location") ?? "").searchParams.get("code");
    expect((await post("/services/tve/token", { code })).status).toBe(200);
    expect((await post("/services/tve/token", { code })).status).toBe(401);
  });

  it("authorizes a provider that carries the brand, and serves the stream only with the token", async () => {
    const token = await authnToken("Comcast_SSO");
    const answer = tvAuthorizeResponseSchema.parse(await (await post("/services/tve/authorize/msnbc", { authnToken: token })).json());
    expect(answer.errorCode).toBeNull();
    const streamUrl = answer.authorization?.streamUrl.replace(/^http:\/\/[^/]+/, upstream.url) ?? "";
    const stream = await fetch(streamUrl, { headers: { range: "bytes=0-3" } });
    expect(stream.status).toBe(206);
    expect(Buffer.from(await stream.arrayBuffer())).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML (WebM)
    expect((await fetch(streamUrl.replace(/token=[^&]+/, "token=forged-token-123"))).status).toBe(403);
    // Signing out revokes the session and its stream.
    await post("/services/tve/logout", { authnToken: token });
    expect((await fetch(streamUrl)).status).toBe(403);
    expect((await post("/services/tve/authorize/msnbc", { authnToken: token })).status).toBe(401);
  });

  it("Z100 for a provider without the channel; 503 (Z130 on the site) for a provider that is down", async () => {
    const valley = tvAuthorizeResponseSchema.parse(await (await post("/services/tve/authorize/msnbc", { authnToken: await authnToken("Valley_Cable") })).json());
    expect([valley.authorization, valley.errorCode]).toEqual([null, "Z100"]);
    expect((await post("/services/tve/authorize/msnbc", { authnToken: await authnToken("Summit_Broadband") })).status).toBe(503);
  });

  it("a temp pass starts once, authorizes while it runs, and is not started twice", async () => {
    const deviceId = "device-test-0001";
    const started = await post("/services/tve/temppass/msnbc", { deviceId });
    expect(started.status).toBe(201);
    const again = await post("/services/tve/temppass/msnbc", { deviceId });
    expect(again.status).toBe(200);
    const answer = tvAuthorizeResponseSchema.parse(await (await post("/services/tve/authorize/msnbc", { deviceId })).json());
    expect(answer.provider?.id).toBe("TempPass");
    expect(answer.authorization).not.toBeNull();
    expect(Date.parse(answer.tempPass?.expiresAt ?? "") - Date.parse(answer.tempPass?.startedAt ?? "")).toBe(600_000);
  });

  it("the schedule's first entry is on air, then up to 13 more within 24 hours", async () => {
    const { schedule } = tvScheduleResponseSchema.parse(await (await fetch(`${upstream.url}/services/tve/schedule/msnbc`)).json());
    const now = Date.now();
    expect(schedule.entries.length).toBe(14);
    const first = schedule.entries[0]!;
    expect(Date.parse(first.startTime)).toBeLessThanOrEqual(now);
    expect(Date.parse(first.startTime) + first.program.runtime * 1000).toBeGreaterThan(now);
  });

  it("the weekly listing covers Monday 5 am to Monday 5 am ET (a DST week is 167 hours), at most 250 entries", async () => {
    const query = new URLSearchParams({ vertical: "msnbc", count: "250", start: "2026-03-02T10:00:00.000Z", end: "2026-03-09T09:00:00.000Z" });
    const feed = tvListingFeedResponseSchema.parse(await (await fetch(`${upstream.url}/services/tve/listings?${query}`)).json());
    expect(feed.entries.length).toBeLessThanOrEqual(250);
    expect(feed.entries[0]?.startTime).toBe("2026-03-02T10:00:00.000Z");
    const total = feed.entries.reduce((sum, e) => sum + e.program.runtime, 0);
    expect(total).toBe(167 * 3600);
  });
});
