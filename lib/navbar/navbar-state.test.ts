import { VERTICALS, VERTICAL_SLUGS } from "@/lib/verticals/verticals";
import { displayedTheme, initialNavbarState, initialNavbarTheme, navbarReducer, type NavbarState } from "./navbar-state";

describe("initial navbar theme (spec 2 §4)", () => {
  const expected: Record<string, string> = { msnbc: "vertical", noticias: "vertical", deportes: "vertical", today: "transparent" };
  test.each(VERTICAL_SLUGS.map((slug) => [slug, expected[slug] ?? "light"]))("%s → %s", (slug, theme) => {
    expect(initialNavbarTheme(VERTICALS[slug])).toBe(theme);
  });
});

describe("navbar state", () => {
  const initial = initialNavbarState(VERTICALS.today);

  test("starts inactive, shortcuts visible, Most Popular and mini player loading, no error", () => {
    expect(initial).toEqual({
      active: false,
      theme: "transparent",
      shortcutsVisible: true,
      mostPopular: { status: "loading" },
      error: false,
      miniPlayer: { status: "loading" },
    });
  });

  test.each<[string, NavbarState, Parameters<typeof navbarReducer>[1], Partial<NavbarState>]>([
    ["activate", initial, { type: "activate" }, { active: true }],
    ["deactivate", { ...initial, active: true }, { type: "deactivate" }, { active: false }],
    ["set theme", initial, { type: "setTheme", theme: "vertical" }, { theme: "vertical" }],
    ["hide shortcuts", initial, { type: "setShortcutsVisible", visible: false }, { shortcutsVisible: false }],
    ["stories loaded", initial, { type: "mostPopularLoaded", stories: { read: [] }, failed: false }, { mostPopular: { status: "loaded", stories: { read: [] } }, error: false }],
    ["stories failed: empty list and the error flag", initial, { type: "mostPopularLoaded", stories: { read: [] }, failed: true }, { mostPopular: { status: "loaded", stories: { read: [] } }, error: true }],
    ["mini player loaded", initial, { type: "miniPlayerLoaded", tease: { id: "x" } }, { miniPlayer: { status: "loaded", tease: { id: "x" } } }],
    ["mini player error", initial, { type: "miniPlayerFailed" }, { miniPlayer: { status: "error" } }],
    ["mini player loading again", { ...initial, miniPlayer: { status: "error" } }, { type: "miniPlayerLoading" }, { miniPlayer: { status: "loading" } }],
  ])("%s", (_name, state, action, changed) => {
    expect(navbarReducer(state, action)).toEqual({ ...state, ...changed });
  });

  test("an active transparent navbar shows light; other themes stay", () => {
    expect(displayedTheme({ active: true, theme: "transparent" })).toBe("light");
    expect(displayedTheme({ active: false, theme: "transparent" })).toBe("transparent");
    expect(displayedTheme({ active: true, theme: "vertical" })).toBe("vertical");
  });
});
