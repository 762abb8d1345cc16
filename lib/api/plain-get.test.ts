/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { plainGet } from "./plain-get";

describe("plainGet, a GET through Node's HTTP client", () => {
  let server: Server;
  let base: string;
  /** Requests each connection has carried: the second one on a connection is cut when `cutReused` is set. */
  const served = new WeakMap<Socket, number>();
  let cutReused = false;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests++;
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      if (cutReused && count > 1) return request.socket.destroy();
      if (request.url === "/slow") return void setTimeout(() => response.end("{}"), 2000).unref();
      response.writeHead(request.url === "/missing" ? 404 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify({ path: request.url, accept: request.headers.accept }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    cutReused = false;
    requests = 0;
  });

  const signal = () => AbortSignal.timeout(1000);

  it("reads the whole answer with its status and sends the headers given", async () => {
    const answer = await plainGet(`${base}/content/article/1?x=2`, { accept: "application/json" }, signal());
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ path: "/content/article/1?x=2", accept: "application/json" });
  });

  it("answers an error status as it is", async () => {
    const answer = await plainGet(`${base}/missing`, {}, signal());
    expect([answer.status, answer.statusText]).toEqual([404, "Not Found"]);
  });

  it("asks once more, on a new connection, when a kept-alive connection is closed as it is reused", async () => {
    await plainGet(`${base}/first`, {}, signal());
    cutReused = true;
    const answer = await plainGet(`${base}/second`, {}, signal());
    expect(answer.status).toBe(200);
    expect(requests).toBe(3);
  });

  it("gives up when its signal aborts", async () => {
    await expect(plainGet(`${base}/slow`, {}, AbortSignal.timeout(50))).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails on a refused connection", async () => {
    await expect(plainGet("http://127.0.0.1:9/", {}, signal())).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  describe("with tracing on", () => {
    const exporter = new InMemorySpanExporter();
    beforeAll(() => trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })));
    afterAll(() => trace.disable());

    it("each call is a client span named and described as Next's fetch spans are, failures marked", async () => {
      await plainGet(`${base}/content/article/2`, {}, signal());
      await plainGet("http://127.0.0.1:9/", {}, signal()).catch(() => undefined);
      const spans = exporter.getFinishedSpans().map(({ name, attributes, status }) => ({ name, attributes, status: status.code }));
      expect(spans).toEqual([
        { name: `fetch GET ${base}/content/article/2`, attributes: { "http.method": "GET", "http.url": `${base}/content/article/2`, "http.status_code": 200 }, status: 0 },
        { name: "fetch GET http://127.0.0.1:9/", attributes: { "http.method": "GET", "http.url": "http://127.0.0.1:9/" }, status: 2 },
      ]);
    });
  });
});
