/**
 * Mixed reader traffic for the load run (issue 13): fronts, articles, live-blog polls and sign-ins in
 * fixed proportions, spread evenly (a repeating schedule, not chance, so two runs ask the same).
 */
import { LIVE_BLOG_LATEST_PATH } from "./config.mjs";

/**
 * Out of every 100 requests: page views, and a third of polls from readers of a live blog. Sign-ins
 * are rare next to page views and costly (each checks a scrypt hash).
 */
export const TRAFFIC_MIX = { article: 40, front: 25, liveBlogPoll: 34, signIn: 1 };

/** Interleaves the kinds: one slot per request of the mix, each kind spread evenly over them. */
function schedule(mix) {
  const total = Object.values(mix).reduce((sum, share) => sum + share, 0);
  const slots = Object.entries(mix).flatMap(([kind, share]) => Array.from({ length: share }, (_, i) => ({ kind, at: (i + 0.5) / share })));
  return { total, order: slots.sort((a, b) => a.at - b.at).map(({ kind }) => kind) };
}

/**
 * `pages`: { fronts, articles, liveBlogs } as { host, path } (live blogs with their `id`); `reader`:
 * a verified account { host, email, password }. Returns `next()`, which gives each request's
 * { host, path, method?, headers?, body? } in turn.
 */
export function mixedTraffic(pages, reader, mix = TRAFFIC_MIX) {
  const { order } = schedule(mix);
  const turns = { article: 0, front: 0, liveBlogPoll: 0, signIn: 0 };
  const take = (list, kind) => list[turns[kind]++ % list.length];
  const signIn = {
    host: reader.host,
    path: "/api/account/signin",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: reader.email, password: reader.password }),
  };
  const make = {
    article: () => take(pages.articles, "article"),
    front: () => take(pages.fronts, "front"),
    liveBlogPoll: () => {
      const blog = take(pages.liveBlogs, "liveBlogPoll");
      return { host: blog.host, path: LIVE_BLOG_LATEST_PATH.replace("{articleId}", blog.id) };
    },
    signIn: () => signIn,
  };
  let slot = 0;
  return () => make[order[slot++ % order.length]]();
}
