/** @jest-environment node */
import { VERTICALS, VERTICAL_SLUGS } from "@/lib/verticals/verticals";
import { isHiddenOnMobile } from "./playlist";

describe("mobile playlist video count", () => {
  it.each(VERTICAL_SLUGS.map((slug) => [slug, VERTICALS[slug].language === "es" ? 20 : 6] as const))("%s lists %p videos on mobile", (slug, count) => {
    expect(VERTICALS[slug].flags.mobilePlaylistVideoCount).toBe(count);
  });

  it.each([
    ["news", 0, false],
    ["news", 5, false],
    ["news", 6, true],
    ["news", 24, true],
    ["today", 6, true],
    ["telemundo", 6, false],
    ["telemundo", 19, false],
    ["telemundo", 20, true],
    ["noticias", 20, true],
  ] as const)("%s: video at index %p hidden on mobile: %p", (slug, index, hidden) => {
    expect(isHiddenOnMobile(index, VERTICALS[slug])).toBe(hidden);
  });
});
