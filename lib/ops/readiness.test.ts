/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkUpstream, readiness, type StoreState, type UpstreamCheck } from "./readiness";

describe("readiness", () => {
  const up: UpstreamCheck = { ok: true, ms: 12, detail: "200" };
  const down: UpstreamCheck = { ok: false, ms: 2000, detail: "no answer within 2000 ms" };
  it.each<[UpstreamCheck, StoreState, number, string]>([
    [up, "connected", 200, "ready"],
    [up, "not_configured", 200, "ready"],
    [up, "fallen_back", 200, "degraded"],
    [down, "connected", 503, "unready"],
    [down, "fallen_back", 503, "unready"],
  ])("upstream %j, store %s → %i %s", (upstream, store, httpStatus, status) => {
    const answer = readiness(upstream, store);
    expect(answer.httpStatus).toBe(httpStatus);
    expect(answer.body).toEqual({ status, upstream, sharedStore: store });
  });
});

describe("checkUpstream", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/slow") return void setTimeout(() => res.end("{}"), 500);
      res.writeHead(req.url === "/missing" ? 404 : req.url === "/failing" ? 503 : 200).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it.each([
    ["/ok", 1000, true, "200"],
    ["/missing", 1000, true, "404"],
    ["/failing", 1000, false, "503"],
    ["/slow", 100, false, "no answer within 100 ms"],
  ])("%s (deadline %i ms) → ok %s, %s", async (path, deadline, ok, detail) => {
    const check = await checkUpstream(`${base}${path}`, deadline);
    expect(check).toMatchObject({ ok, detail });
  });

  it("a closed port is not reachable", async () => {
    expect(await checkUpstream("http://127.0.0.1:1/x", 1000)).toMatchObject({ ok: false, detail: "not reachable" });
  });
});
