/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  it("allows all but personal, preview, embedded and API paths, and names both sitemaps on the production origin", () => {
    expect(buildRobotsTxt(VERTICALS.today)).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /account/",
        "Disallow: /preview/",
        "Disallow: /embedded-newsletter/",
        "Disallow: /embedded-pkg/",
        "Disallow: /embedded-video/",
        "Disallow: /playmaker/",
        "Disallow: /api/",
        "",
        "Sitemap: https://today.com/sitemap.xml",
        "Sitemap: https://today.com/sitemaps/news.xml",
        "",
      ].join("\n"),
    );
  });

  it.each([
    ["noticias", "https://noticias.telemundo.com/sitemap.xml"],
    ["think", "https://think.nbcnews.com/sitemap.xml"],
  ] as const)("%s names its own origin", (slug, sitemap) => {
    expect(buildRobotsTxt(VERTICALS[slug])).toContain(`Sitemap: ${sitemap}\n`);
  });
});
