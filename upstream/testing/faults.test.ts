/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startUpstream, type Upstream } from "../app";
import { testEndpointsEnabled } from "../../lib/api/config";
import { FaultTable } from "./faults";

jest.setTimeout(60_000);

let faulty: Upstream;
let plain: Upstream;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-faults-"));
  faulty = await startUpstream({ port: 0, dbPath: path.join(dir, "faulty.sqlite"), testEndpoints: true });
  plain = await startUpstream({ port: 0, dbPath: path.join(dir, "plain.sqlite"), testEndpoints: false });
});

afterAll(async () => {
  await Promise.all([faulty.close(), plain.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await fetch(`${faulty.url}/testing/faults`, { method: "DELETE" });
});

const ARTICLE = "/content/article/rcna100000";

async function inject(body: unknown, upstream = faulty): Promise<Response> {
  return fetch(`${upstream.url}/testing/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("fault switch", () => {
  test.each([
    [{}, false],
    [{ UPSTREAM_TEST_ENDPOINTS: "0" }, false],
    [{ UPSTREAM_TEST_ENDPOINTS: "true" }, false],
    [{ UPSTREAM_TEST_FAULTS: "1" }, false],
    [{ UPSTREAM_TEST_ENDPOINTS: "1" }, true],
  ])("testEndpointsEnabled(%j) is %s", (env, expected) => {
    expect(testEndpointsEnabled(env)).toBe(expected);
  });

  test("the longest matching prefix wins and /testing/ is never faulted", () => {
    const table = new FaultTable();
    table.set({ pathPrefix: "/", fault: "down" });
    table.set({ pathPrefix: "/content/article/", fault: "500" });
    expect(table.match("/content/article/rcna1")?.fault).toBe("500");
    expect(table.match("/content/video/mmvo1")?.fault).toBe("down");
    expect(table.match("/testing/faults")).toBeUndefined();
    table.clear();
    expect(table.match("/content/article/rcna1")).toBeUndefined();
  });

  test("without UPSTREAM_TEST_ENDPOINTS the switch does not exist", async () => {
    expect((await inject({ pathPrefix: "/content/", fault: "500" }, plain)).status).toBe(404);
    expect((await fetch(`${plain.url}${ARTICLE}`)).status).toBe(200);
  });

  const post = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "ann@example.com" }) };
  test.each([
    ["GET", "/identity/outbox?email=ann%40example.com"],
    ["POST", "/identity/testing/failures"],
    ["POST", "/identity/testing/expired-token"],
    ["POST", "/identity/test-idp/token"],
    ["GET", "/identity/test-idp/jwks.json"],
  ])("without UPSTREAM_TEST_ENDPOINTS %s %s answers 404", async (method, pathname) => {
    const off = await fetch(`${plain.url}${pathname}`, method === "POST" ? post : {});
    expect([off.status, await off.json()]).toEqual([404, { error: "not found" }]);
    // On, the route exists (an unknown account may still be its own 404, with the identity service's body).
    expect(await (await fetch(`${faulty.url}${pathname}`, method === "POST" ? post : {})).json()).not.toEqual({ error: "not found" });
  });

  test("a bad fault is refused with 400", async () => {
    expect((await inject({ pathPrefix: "/content/", fault: "explode" })).status).toBe(400);
    expect((await inject({ pathPrefix: "content/", fault: "500" })).status).toBe(400);
    expect((await inject({ pathPrefix: "/content/", fault: "slow", durationMs: -1 })).status).toBe(400);
  });

  test("500: an error answer under the prefix only, until cleared", async () => {
    expect((await inject({ pathPrefix: ARTICLE, fault: "500" })).status).toBe(200);
    expect((await fetch(`${faulty.url}${ARTICLE}`)).status).toBe(500);
    expect((await fetch(`${faulty.url}/content/article/rcna100001`)).status).toBe(200);
    const listed = (await (await fetch(`${faulty.url}/testing/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([{ pathPrefix: ARTICLE, fault: "500" }]);
    expect((await fetch(`${faulty.url}/testing/faults`, { method: "DELETE" })).status).toBe(200);
    expect((await fetch(`${faulty.url}${ARTICLE}`)).status).toBe(200);
  });

  test("403: access refused under the prefix", async () => {
    await inject({ pathPrefix: ARTICLE, fault: "403" });
    expect((await fetch(`${faulty.url}${ARTICLE}`)).status).toBe(403);
  });

  test("mutate: the real answer changed in one place, named in x-mutation; the same seed, the same change", async () => {
    const original = await (await fetch(`${faulty.url}${ARTICLE}`)).text();
    expect((await inject({ pathPrefix: ARTICLE, fault: "mutate", seed: 3 })).status).toBe(400);
    expect((await inject({ pathPrefix: ARTICLE, fault: "mutate", seed: 3, contract: "article" })).status).toBe(200);
    const first = await fetch(`${faulty.url}${ARTICLE}`);
    const second = await fetch(`${faulty.url}${ARTICLE}`);
    expect(first.status).toBe(200);
    expect(decodeURIComponent(first.headers.get("x-mutation") ?? "")).toMatch(/^data\.article/);
    const body = await first.text();
    expect(body).not.toBe(original);
    expect(await second.text()).toBe(body);
  });

  test("malformed-json: 200 with a body that does not parse", async () => {
    await inject({ pathPrefix: ARTICLE, fault: "malformed-json" });
    const response = await fetch(`${faulty.url}${ARTICLE}`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  test("schema-violation: 200 with JSON that is not an article", async () => {
    await inject({ pathPrefix: ARTICLE, fault: "schema-violation" });
    const response = await fetch(`${faulty.url}${ARTICLE}`);
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty("data.article");
  });

  test("down: the connection is dropped", async () => {
    await inject({ pathPrefix: ARTICLE, fault: "down" });
    await expect(fetch(`${faulty.url}${ARTICLE}`)).rejects.toThrow();
  });

  test("slow: the normal answer, after the delay", async () => {
    await inject({ pathPrefix: ARTICLE, fault: "slow", durationMs: 300 });
    const started = Date.now();
    const response = await fetch(`${faulty.url}${ARTICLE}`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
