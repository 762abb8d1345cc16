/** Live-blog page sizes and timings (spec 1 §9). */
export const LIVE_BLOG_FIRST_PAGE_SIZE = 150;
export const LIVE_BLOG_TWITTER_FIRST_PAGE_SIZE = 15;
export const LIVE_BLOG_LOAD_MORE_SIZE = 10;
/** The first posts of the page are drawn with it; the ones after them only as the reader nears them (content-visibility). */
export const LIVE_BLOG_EAGER_POSTS = 3;
/** Without an end time, a live blog stays live this long after its latest post (23 hours). */
export const LIVE_WITHOUT_END_TIME_MS = 82_800_000;

/** How often a reader's page asks for the latest posts while the blog is live. */
export const LIVE_BLOG_POLL_INTERVAL_MS = 10_000;
/** Failed polls back off, doubling up to this. */
export const LIVE_BLOG_MAX_POLL_INTERVAL_MS = 120_000;
/** Posts a poll asks for: more than can reasonably arrive between two polls. */
export const LIVE_BLOG_LATEST_SIZE = 20;
/** Seconds a latest-posts answer may be shared by a CDN (and by our data cache) before it is refreshed. */
export const LIVE_BLOG_LATEST_MAX_AGE_SECONDS = 5;
