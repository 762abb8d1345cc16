/** @jest-environment node */
import { createServer, get } from "node:http";
import { watchUpstream } from "./upstream-watch.mjs";

/** Calls counted and faults logged since the last `reset`. */
const counted = [];
const logged = [];
const metrics = { upstream: (call) => counted.push(call) };
const logger = { warn: (fields) => logged.push(fields) };

let server;
let origin;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.statusCode = request.url.startsWith("/content/fail") ? 503 : 200;
    response.end("{}");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  // The content base on this server, every other base on a port nothing listens on.
  watchUpstream({ metrics, logger, env: { CONTENT_API_URL: `${origin}/content`, UPSTREAM_PORT: "9" } });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  counted.length = 0;
  logged.length = 0;
});

const call = (url) =>
  new Promise((resolve) => {
    get(url, (response) => {
      response.resume();
      response.on("end", resolve);
    }).on("error", resolve);
  });

describe("upstream calls made with Node's HTTP client (lib/api/plain-get)", () => {
  test("an answer is counted by service and status class, with its time", async () => {
    await call(`${origin}/content/article/rcna1?x=1`);
    expect(counted).toEqual([{ service: "content", status: "2xx", seconds: expect.any(Number) }]);
    expect(logged).toEqual([]);
  });

  test("a 5xx answer is counted and logged with its path pattern", async () => {
    await call(`${origin}/content/fail/rcna2`);
    expect(counted).toEqual([{ service: "content", status: "5xx", seconds: expect.any(Number) }]);
    expect(logged).toEqual([expect.objectContaining({ fault: "upstream content GET /content/fail/:id 503", service: "content", status: 503 })]);
  });

  test("a refused connection to an upstream base is a network error", async () => {
    await call("http://127.0.0.1:9/services/newsletter");
    expect(counted).toEqual([{ service: "services", status: "network_error" }]);
    expect(logged).toEqual([expect.objectContaining({ service: "services", status: "network_error" })]);
  });

  test("a request elsewhere (the server's own loopback) is not an upstream call", async () => {
    await call(`${origin}/news/~error/404`);
    expect(counted).toEqual([]);
  });
});
