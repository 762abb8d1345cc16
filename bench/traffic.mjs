/**
 * Mixed reader traffic for the load run (issue 13): fronts and articles with the calls each page view makes,
 * live-blog polls and sign-ins in fixed proportions, spread evenly (a repeating schedule, not chance, so two runs ask the same).
 */
import { LIVE_BLOG_LATEST_PATH } from "./config.mjs";

/**
 * Out of every 100 readers' actions: page views, and a third of polls from readers of a live blog. Sign-ins
 * are rare next to page views and costly (each checks a scrypt hash).
 */
export const TRAFFIC_MIX = { article: 40, front: 25, liveBlogPoll: 34, signIn: 1 };

/**
 * What a signed-in reader's page view asks of the server besides the page, as Chromium shows it: the header's
 * account island asks for the session, an article's save button for its saved state. A signed-out reader's asks
 * nothing more (no signed-in hint, lib/auth/signed-in-hint.ts). Links do not prefetch (components/shell/Link.tsx),
 * so a page view asks for no other page.
 */
export const PAGE_VIEW_CALLS = { article: ["session", "savedState"], front: ["session"] };

/** One page view in five is a signed-in reader's: more than a news site sees, so the run errs on the costly side. */
export const SIGNED_IN_PAGE_VIEWS = 1 / 5;

/** The requests of each kind in a mix of actions: the calls of its signed-in page views count with it. */
export function requestMix(mix = TRAFFIC_MIX) {
  const requests = { ...mix };
  for (const [view, calls] of Object.entries(PAGE_VIEW_CALLS)) {
    for (const call of calls) requests[call] = (requests[call] ?? 0) + Math.round((mix[view] ?? 0) * SIGNED_IN_PAGE_VIEWS);
  }
  return requests;
}

/** The content id a page's path ends with (`…-rcna123`). */
const contentIdOf = (path) => /-([a-z]{4}\d+)$/.exec(path.split("?")[0])?.[1];

/** Interleaves the kinds: one slot per request of the mix, each kind spread evenly over them. */
function schedule(mix) {
  const total = Object.values(mix).reduce((sum, share) => sum + share, 0);
  const slots = Object.entries(mix).flatMap(([kind, share]) => Array.from({ length: share }, (_, i) => ({ kind, at: (i + 0.5) / share })));
  return { total, order: slots.sort((a, b) => a.at - b.at).map(({ kind }) => kind) };
}

/**
 * `pages`: { fronts, articles, liveBlogs } as { host, path } (live blogs with their `id`); `reader`:
 * a verified account { host, email, password, cookie } (its session's cookies). Returns `next()`, which gives each
 * request's { host, path, method?, headers?, body? } in turn.
 */
export function mixedTraffic(pages, reader, mix = TRAFFIC_MIX) {
  const { order } = schedule(requestMix(mix));
  const turns = {};
  const take = (list, kind) => {
    turns[kind] = (turns[kind] ?? -1) + 1;
    return list[turns[kind] % list.length];
  };
  const signIn = {
    host: reader.host,
    path: "/api/account/signin",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: reader.email, password: reader.password }),
  };
  // The signed-in reader's calls go to their brand with their cookies, and ask about the article last viewed.
  const signedIn = { host: reader.host, headers: { cookie: reader.cookie ?? "" } };
  let lastArticle = pages.articles[0];
  const make = {
    article: () => (lastArticle = take(pages.articles, "article")),
    front: () => take(pages.fronts, "front"),
    session: () => ({ ...signedIn, path: "/api/session" }),
    savedState: () => ({ ...signedIn, path: `/api/saved/state?ids=${contentIdOf(lastArticle.path)}` }),
    liveBlogPoll: () => {
      const blog = take(pages.liveBlogs, "liveBlogPoll");
      return { host: blog.host, path: LIVE_BLOG_LATEST_PATH.replace("{articleId}", blog.id) };
    },
    signIn: () => signIn,
  };
  let slot = 0;
  return () => make[order[slot++ % order.length]]();
}
