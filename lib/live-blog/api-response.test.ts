/** @jest-environment node */
import { liveBlogSurrogateKeys, sharedBody, sharedJson } from "./api-response";

const request = (headers: Record<string, string> = {}) => new Request("http://news.localhost:3000/api/live-blog/rlna1/latest", { headers: { host: "today.localhost:3000", ...headers } });

describe("a shared JSON answer", () => {
  it("is public for a CDN, names its documents for a purge, and varies on the host only", async () => {
    const answer = sharedJson(request(), { items: [] }, 5, liveBlogSurrogateKeys(request(), "rlna900000"));
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=10");
    expect(answer.headers.get("surrogate-key")).toBe("article:rlna900000 brand:today");
    expect(answer.headers.get("vary")).toBe("Host");
    expect(await answer.json()).toEqual({ items: [] });
  });

  it("names nothing when it shows no document", () => {
    expect(sharedJson(request(), {}, 60).headers.get("surrogate-key")).toBeNull();
  });

  it("is 304 for a reader who has it", () => {
    const { etag } = sharedBody({ items: [] });
    expect(sharedJson(request({ "if-none-match": etag }), { items: [] }, 5).status).toBe(304);
  });
});
