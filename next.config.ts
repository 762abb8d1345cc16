import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** Extra image hosts for a production content API, comma-separated (e.g. "media.example.com"). */
const imageHosts = (process.env.IMAGE_HOSTS ?? "").split(",").map((h) => h.trim()).filter(Boolean);
/** The embedded upstream (the default) serves its images from the loopback, which must then be allowed. */
const contentApiHost = new URL(process.env.CONTENT_API_URL || "http://127.0.0.1").hostname;
const embeddedUpstream = ["127.0.0.1", "localhost", "[::1]"].includes(contentApiHost);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  agentRules: false,
  experimental: { authInterrupts: true },
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
