/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { POST } from "@/app/api/newsletter/route";

const SIGNUP = "http://127.0.0.1:4000/services/newsletter/signup";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/newsletter", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body,
  });
const valid = JSON.stringify({ email: "ann@example.com", key: "daily", signupSource: "article" });

describe("POST /api/newsletter with bad input", () => {
  it.each(["null", "garbage", "http://[", "", "http://evil.example"])("refuses Origin %j with 403 (not a 500)", async (origin) => {
    const response = await POST(post(valid, { origin }));
    expect(response.status).toBe(403);
  });

  it("answers 400 when the service refuses the request (an unknown newsletter key), 502 when it fails", async () => {
    server.use(http.post(SIGNUP, () => HttpResponse.json({ error: "no newsletter daily" }, { status: 400 })));
    expect((await POST(post(valid))).status).toBe(400);
    server.use(http.post(SIGNUP, () => HttpResponse.json({ error: "internal error" }, { status: 500 })));
    expect((await POST(post(valid))).status).toBe(502);
  });

  it("answers 400 to a body that is not JSON or a malformed form", async () => {
    expect((await POST(post("{"))).status).toBe(400);
    expect((await POST(post("%zz=%%&email", { "content-type": "application/x-www-form-urlencoded" }))).status).toBe(400);
  });
});
