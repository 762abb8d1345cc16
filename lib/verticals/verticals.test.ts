import { DEFAULT_VERTICAL, VERTICALS, VERTICAL_SLUGS, getVertical, hasShowBlog, isVerticalSlug, verticalForHost } from "./verticals";

describe("the vertical table", () => {
  it("holds every vertical of both spec documents", () => {
    expect([...VERTICAL_SLUGS].sort()).toEqual(
      [
        "better", "deportes", "entretenimiento", "eonline", "globalcitizen", "localstationdeportes", "mach", "msnbc",
        "news", "noticias", "select", "selectcnbc", "shows", "telemundo", "think", "today",
      ].sort(),
    );
  });

  it("defaults to news", () => {
    expect(DEFAULT_VERTICAL).toBe("news");
  });

  it.each([
    ["news", "en", "nbcnews"],
    ["today", "en", "today"],
    ["msnbc", "en", "msnbc"],
    ["telemundo", "es", "telemundo"],
    ["noticias", "es", "telemundo"],
    ["deportes", "es", "telemundo"],
    ["localstationdeportes", "es", "telemundo"],
    ["shows", "es", "telemundo"],
    ["entretenimiento", "es", "telemundo"],
    ["think", "en", "nbcnews"],
    ["better", "en", "nbcnews"],
    ["mach", "en", "nbcnews"],
    ["globalcitizen", "en", "nbcnews"],
    ["select", "en", "nbcnews"],
    ["selectcnbc", "en", "nbcnews"],
    ["eonline", "en", "nbcnews"],
  ] as const)("%s speaks %s and is published by %s", (slug, language, publisher) => {
    expect(getVertical(slug)).toMatchObject({ slug, language, publisher });
  });

  it.each([
    ["msnbc", "vertical"],
    ["noticias", "vertical"],
    ["deportes", "vertical"],
    ["today", "transparent"],
    ["news", "light"],
    ["telemundo", "light"],
  ] as const)("%s starts with the %s navbar theme", (slug, theme) => {
    expect(VERTICALS[slug].navbarTheme).toBe(theme);
  });

  it("turns recommendations and the inline article newsletter off for Spanish brands only", () => {
    for (const slug of VERTICAL_SLUGS) {
      const { language, flags } = VERTICALS[slug];
      expect(flags.recommendations).toBe(language === "en");
      expect(flags.inlineArticleNewsletter).toBe(language === "en");
      expect(flags.mobilePlaylistVideoCount).toBe(language === "es" ? 20 : 6);
    }
  });

  it.each([
    ["msnbc", false],
    ["today", false],
    ["news", true],
    ["noticias", true],
  ] as const)("%s sign-up popup: %s", (slug, on) => {
    expect(VERTICALS[slug].flags.signupPopup).toBe(on);
  });

  it("gives the per-brand account and save settings of spec 2 §6 and §9", () => {
    expect(VERTICALS.today.flags).toMatchObject({
      accountBackend: "bedrock",
      gatedContent: true,
      saveButtonStyle: "contentTypeShape",
      teaseSaveEnabled: true,
      extendedContentTypes: ["recipe", "product"],
      bookmarksPageSize: 24,
      emailPlaceholder: "today",
      buttonType: "tilt",
    });
    expect(VERTICALS.news.flags).toMatchObject({
      subscriptions: true,
      gatedContent: true,
      saveButtonStyle: "withText",
      teaseSaveEnabled: false,
      bookmarksPageSize: 20,
      electionsNavThemes: [2020, 2022, 2024],
    });
    expect(VERTICALS.noticias.flags.electionsNavThemes).toEqual([2020, 2022, 2024]);
  });

  it.each([
    ["msnbc", "the-evening-report", true],
    ["msnbc", "any-show", true],
    ["news", "meet-the-press", true],
    ["news", "the-evening-report", false],
    ["today", "meet-the-press", false],
    ["noticias", "meet-the-press", false],
  ] as const)("show blogs from the brand table: %s /%s/blog → %s", (slug, show, expected) => {
    expect(hasShowBlog(VERTICALS[slug], show)).toBe(expected);
  });

  it("gives each production host to one vertical", () => {
    const hosts = VERTICAL_SLUGS.flatMap((slug) => VERTICALS[slug].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe("verticalForHost", () => {
  it.each([
    ["www.nbcnews.com", "news"],
    ["nbcnews.com", "news"],
    ["WWW.TODAY.COM", "today"],
    ["today.com:443", "today"],
    ["noticias.telemundo.com", "noticias"],
    ["today.localhost:3000", "today"],
    ["noticias.localhost", "noticias"],
    ["localhost:3000", null],
    ["127.0.0.1:3000", null],
    ["unknown.localhost:3000", null],
    ["evil.com", null],
    ["", null],
  ])("%s -> %s", (host, slug) => {
    expect(verticalForHost(host)).toBe(slug);
  });
});

describe("isVerticalSlug", () => {
  it.each([["news", true], ["today", true], ["News", false], ["", false], ["__proto__", false]])("%s -> %s", (value, ok) => {
    expect(isVerticalSlug(value)).toBe(ok);
  });
});

describe("brand colours", () => {
  const luminance = (hex: string) =>
    [0, 2, 4]
      .map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it.each(VERTICAL_SLUGS)("%s meets WCAG AA (4.5:1) for accent text on white and header text", (slug) => {
    const { theme } = VERTICALS[slug];
    expect(contrast(theme.accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(4.5);
  });
});
