/** @jest-environment node */
import { mixedTraffic, requestMix, TRAFFIC_MIX } from "./traffic.mjs";

const pages = {
  fronts: [{ host: "f", path: "/" }, { host: "f", path: "/politics" }],
  articles: [{ host: "a", path: "/a-rcna1" }],
  liveBlogs: [{ host: "l", path: "/x/live-blog/y-rlna9", id: "rlna9" }],
};
const reader = { host: "r", email: "reader@example.com", password: "a good password", cookie: "access_token=t; bedrock_session=s" };

test("every 100 readers' actions are 40 articles, 25 fronts, 34 live-blog polls and 1 sign-in, a signed-in fifth of page views with their session and saved-state calls, interleaved", () => {
  expect(TRAFFIC_MIX).toEqual({ article: 40, front: 25, liveBlogPoll: 34, signIn: 1 });
  expect(requestMix()).toEqual({ article: 40, front: 25, liveBlogPoll: 34, signIn: 1, session: 13, savedState: 8 });
  const next = mixedTraffic(pages, reader);
  const kindOf = (request) =>
    request.method === "POST"
      ? "signIn"
      : request.path.startsWith("/api/live-blog/")
        ? "liveBlogPoll"
        : request.path === "/api/session"
          ? "session"
          : request.path.startsWith("/api/saved/state")
            ? "savedState"
            : request.host === "f"
              ? "front"
              : "article";
  const first = Array.from({ length: 121 }, () => kindOf(next()));
  const counts = first.reduce((all, kind) => ({ ...all, [kind]: (all[kind] ?? 0) + 1 }), {});
  expect(counts).toEqual({ article: 40, front: 25, liveBlogPoll: 34, signIn: 1, session: 13, savedState: 8 });
  // The next 121 repeat the same order.
  expect(Array.from({ length: 121 }, () => kindOf(next()))).toEqual(first);
});

test("a signed-in page view's calls carry the reader's cookies and ask about the article last viewed", () => {
  const next = mixedTraffic(pages, reader, { article: 5 });
  const requests = Array.from({ length: 7 }, next);
  const cookie = { cookie: "access_token=t; bedrock_session=s" };
  expect(requests).toEqual(
    expect.arrayContaining([
      { host: "a", path: "/a-rcna1" },
      { host: "r", path: "/api/session", headers: cookie },
      { host: "r", path: "/api/saved/state?ids=rcna1", headers: cookie },
    ]),
  );
  expect(requests.filter((r) => r.path.startsWith("/api/"))).toHaveLength(2);
});

test("each kind cycles through its pages; polls ask for the latest posts; a sign-in posts the reader's credentials", () => {
  const next = mixedTraffic(pages, reader, { front: 1, liveBlogPoll: 1, signIn: 1 });
  const requests = Array.from({ length: 6 }, next);
  expect(requests.filter((r) => r.host === "f" && !r.path.startsWith("/api/")).map((r) => r.path)).toEqual(["/", "/politics"]);
  expect(requests.find((r) => r.host === "l")).toEqual({ host: "l", path: "/api/live-blog/rlna9/latest" });
  expect(requests.find((r) => r.method === "POST")).toEqual({
    host: "r",
    path: "/api/account/signin",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "reader@example.com", password: "a good password" }),
  });
});
