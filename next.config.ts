import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/**
 * Messages are compiled from ICU text at build (next-intl's catalog loader), so no page parses a message format per
 * request; `t.raw` would return the compiled form (lint forbids it). See docs/decisions.md.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** Extra image hosts for a production content API, comma-separated (e.g. "media.example.com"). */
const imageHosts = (process.env.IMAGE_HOSTS ?? "").split(",").map((h) => h.trim()).filter(Boolean);
/** The embedded upstream (the default) serves its images from the loopback, which must then be allowed. */
const contentApiHost = new URL(process.env.CONTENT_API_URL || "http://127.0.0.1").hostname;
const embeddedUpstream = ["127.0.0.1", "localhost", "[::1]"].includes(contentApiHost);

/** Views other sites may frame (lib/routing's EMBEDDED_VIEWS, as a path pattern); other pages only the site itself may frame. */
const EMBEDDED_VIEWS = "embedded-newsletter|embedded-pkg|embedded-video|playmaker";
/**
 * Requests to a *.localhost address (development and tests) get no HSTS: it would pin plain-HTTP hosts to HTTPS.
 * Next matches it as `^…$` against the host without its port, so the alternatives sit in one group: bare `A|B`
 * would read `^A` or `B$` and exempt `localhost.example.com` or `x127.0.0.1` too.
 */
const LOCALHOST = "(?:(?:.+\\.)?localhost|127\\.0\\.0\\.1)";
/** The policy every answer carries; server/serve.mjs adds each HTML answer's script policy with its nonce. */
const BASE_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'";

/** Megabytes of rendered pages and upstream answers each instance keeps in memory (Next's default is 50). */
const pageCacheMegabytes = Number(process.env.PAGE_CACHE_MB) > 0 ? Number(process.env.PAGE_CACHE_MB) : 50;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Read when the server starts, not only at build: one build runs with or without a shared store.
  cacheHandler: require.resolve(process.env.REDIS_URL ? "./server/cache-handler.mjs" : "./server/local-cache-handler.mjs"),
  cacheMaxMemorySize: pageCacheMegabytes * 1024 * 1024,
  // The shared store's client is loaded by Node, once per process, for the cache handler and route handlers alike.
  serverExternalPackages: ["redis", "@redis/client"],
  // server/serve.mjs compresses after it swaps each page's nonce placeholder (Next's own gzip would come first).
  compress: false,
  // Every HTML answer carries its own script nonce, so a validator over Next's bytes would let a 304 pair a cached
  // page (its old nonce) with a new policy; and hashing each page cost ~2 ms of an on-demand render. See docs/decisions.md.
  generateEtags: false,
  agentRules: false,
  experimental: {
    authInterrupts: true,
    // Rendered pages and upstream answers are cached in memory only (cacheMaxMemorySize, least recently used
    // first out): writing each page's HTML, RSC and segment files to disk cost more than a fifth of an on-demand
    // render, and a disk copy outlives the upstream data it was rendered from. See docs/decisions.md.
    isrFlushToDisk: false,
    // Each optimised image is encoded once and kept by server/image-cache.mjs: libvips' own cache of operations
    // (up to 50 MB) only held memory.
    imgOptOperationCache: false,
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        source: `/:path((?!(?:${EMBEDDED_VIEWS})(?:/|$)).*)`,
        headers: [
          // The site may frame itself (live TV's provider login returns to a page of ours inside a frame).
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Content-Security-Policy", value: `${BASE_POLICY}; frame-ancestors 'self'` },
        ],
      },
      {
        source: `/:view(${EMBEDDED_VIEWS})/:path*`,
        headers: [{ key: "Content-Security-Policy", value: `${BASE_POLICY}; frame-ancestors *` }],
      },
      {
        source: "/:path*",
        missing: [{ type: "host", value: LOCALHOST }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
      },
    ];
  },
  images: {
    // Spec 1 §9 breakpoints, plus a phone width.
    deviceSizes: [390, 758, 1000, 1240, 1440, 1600],
    imageSizes: [96, 160, 240, 320, 480],
    qualities: [70],
    formats: ["image/avif", "image/webp"],
    dangerouslyAllowLocalIP: embeddedUpstream,
    remotePatterns: [
      ...(embeddedUpstream
        ? [
            { protocol: "http" as const, hostname: "127.0.0.1", pathname: "/images/**" },
            { protocol: "http" as const, hostname: "localhost", pathname: "/images/**" },
          ]
        : []),
      ...imageHosts.map((hostname) => ({ protocol: "https" as const, hostname })),
    ],
  },
};

export default withNextIntl(nextConfig);
