/** @jest-environment node */
import { ADDRESS_HEADER, sanitizeRequest } from "./request-headers.mjs";

const request = (headers, remoteAddress = "203.0.113.7") => ({ headers: { ...headers }, socket: { remoteAddress } });

describe("sanitizeRequest", () => {
  test.each([
    ["x-middleware-subrequest", "middleware:middleware:middleware:middleware:middleware"],
    ["x-middleware-subrequest", "src/middleware:proxy"],
    ["x-middleware-rewrite", "/admin"],
    ["x-middleware-override-headers", "authorization"],
    ["x-middleware-request-authorization", "Bearer x"],
    ["x-middleware-prefetch", "1"],
    ["x-invoke-path", "/admin"],
    ["x-now-route-matches", "1=a"],
    ["x-matched-path", "/admin"],
    ["x-nextjs-data", "1"],
    ["next-resume", "1"],
    ["content-security-policy", "script-src 'nonce-chosen'"],
  ])("drops a client-sent %s on every path", (name, value) => {
    const req = request({ host: "localhost", [name]: value, accept: "text/html" });
    sanitizeRequest(req, undefined);
    expect(req.headers).toEqual({ host: "localhost", accept: "text/html", [ADDRESS_HEADER]: "203.0.113.7" });
  });

  test.each([
    ["rsc", "1"],
    ["next-router-state-tree", "%5B%22%22%5D"],
    ["next-router-prefetch", "1"],
    ["cookie", "access_token=a"],
    ["x-correlation-id", "abc"],
  ])("keeps %s (a header browsers send)", (name, value) => {
    const req = request({ [name]: value });
    sanitizeRequest(req, undefined);
    expect(req.headers[name]).toBe(value);
  });

  test.each([
    [{ [ADDRESS_HEADER]: "1.1.1.1" }, undefined, "203.0.113.7"],
    [{ "cf-connecting-ip": "198.51.100.1, 10.0.0.1" }, "cf-connecting-ip", "198.51.100.1"],
    [{ "cf-connecting-ip": "198.51.100.1" }, undefined, "203.0.113.7"],
    [{}, "cf-connecting-ip", "203.0.113.7"],
  ])("the reader's address from %j (trusting %s) is %s", (headers, trusted, address) => {
    const req = request(headers);
    sanitizeRequest(req, trusted);
    expect(req.headers[ADDRESS_HEADER]).toBe(address);
  });
});
