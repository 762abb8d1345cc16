/** @jest-environment node */
import { POST } from "@/app/api/vitals/route";
import { log } from "@/server/log.mjs";
import { listenToOpsEvents } from "@/server/ops-events.mjs";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/vitals", { method: "POST", headers: { host: "localhost:3000", "content-type": "application/json", ...headers }, body });
const beacon = JSON.stringify({ path: "/politics/x-rcna100000", metrics: [{ name: "LCP", value: 900, rating: "good" }, { name: "CLS", value: 0, rating: "good" }] });

describe("POST /api/vitals", () => {
  let info: jest.SpyInstance;
  const events: [string, Record<string, string>][] = [];
  beforeEach(() => {
    info = jest.spyOn(log(), "info").mockImplementation(() => {});
    events.length = 0;
    listenToOpsEvents((name, labels) => events.push([name, labels]));
  });
  afterEach(() => {
    info.mockRestore();
    listenToOpsEvents(() => {});
  });

  it("logs each metric with its page kind, counts the report and answers 204 with no cookie", async () => {
    const response = await POST(post(beacon, { origin: "http://localhost:3000", cookie: "access_token=secret" }));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(info.mock.calls).toEqual([
      [{ kind: "article", metric: "LCP", value: 900, rating: "good" }, "web-vital"],
      [{ kind: "article", metric: "CLS", value: 0, rating: "good" }, "web-vital"],
    ]);
    expect(JSON.stringify(info.mock.calls)).not.toContain("secret");
    expect(events).toEqual([["web_vitals_report", { kind: "article" }]]);
  });

  it.each<[string, string, Record<string, string>, number]>([
    ["another origin", beacon, { origin: "http://evil.example" }, 403],
    ["an origin that is not a URL", beacon, { origin: "null" }, 403],
    ["not JSON", "garbage", {}, 400],
    ["off the contract", JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 1, rating: "good" }] }), {}, 400],
    ["too large", JSON.stringify({ path: `/${"x".repeat(5000)}`, metrics: [] }), {}, 413],
  ])("%s: %i, nothing logged", async (_name, body, headers, status) => {
    expect((await POST(post(body, headers))).status).toBe(status);
    expect(info).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
