/**
 * The navigation bar's state (spec 2 §4 "Navigation bar"): active or inactive, a theme, the shortcuts flag, the
 * Most Popular stories and the mini player's load state. One pure transition function; the server computes the
 * initial state and the Most Popular result, the menu island applies the open/close actions.
 */
import type { Teasable } from "@/lib/api/schemas/content";
import type { NavbarTheme, Vertical } from "@/lib/verticals/verticals";

/** The Most Popular flyout's lists, in the spec's order. */
export const MOST_POPULAR_LISTS = ["read", "shop", "cook"] as const;
export type MostPopularListKey = (typeof MOST_POPULAR_LISTS)[number];

/** Spec 2 §9: "navbar Most Popular lists fetch 2 items each". */
export const MOST_POPULAR_LIST_SIZE = 2;

/** Spec 2 §8: console only. */
export const MOST_POPULAR_ERROR = "Could not retrieve stories for Most Popular Module";

export type MostPopularStories = Partial<Record<MostPopularListKey, Teasable[]>>;

export type MostPopularState = { status: "loading" } | { status: "loaded"; stories: MostPopularStories };

export type MiniPlayerState<T = unknown> = { status: "loading" } | { status: "loaded"; tease: T } | { status: "error" };

export interface NavbarState {
  active: boolean;
  theme: NavbarTheme;
  shortcutsVisible: boolean;
  mostPopular: MostPopularState;
  /** Set when a Most Popular list failed to load. */
  error: boolean;
  miniPlayer: MiniPlayerState;
}

export type NavbarAction =
  | { type: "activate" }
  | { type: "deactivate" }
  | { type: "setTheme"; theme: NavbarTheme }
  | { type: "setShortcutsVisible"; visible: boolean }
  | { type: "mostPopularLoaded"; stories: MostPopularStories; failed: boolean }
  | { type: "miniPlayerLoading" }
  | { type: "miniPlayerLoaded"; tease: unknown }
  | { type: "miniPlayerFailed" };

/** Initial theme: vertical for msnbc, noticias and deportes; transparent for today; light otherwise (the brand table holds it). */
export function initialNavbarTheme(vertical: Pick<Vertical, "navbarTheme">): NavbarTheme {
  return vertical.navbarTheme;
}

export function initialNavbarState(vertical: Pick<Vertical, "navbarTheme">): NavbarState {
  return {
    active: false,
    theme: initialNavbarTheme(vertical),
    shortcutsVisible: true,
    mostPopular: { status: "loading" },
    error: false,
    miniPlayer: { status: "loading" },
  };
}

export function navbarReducer(state: NavbarState, action: NavbarAction): NavbarState {
  switch (action.type) {
    case "activate":
      return state.active ? state : { ...state, active: true };
    case "deactivate":
      return state.active ? { ...state, active: false } : state;
    case "setTheme":
      return { ...state, theme: action.theme };
    case "setShortcutsVisible":
      return { ...state, shortcutsVisible: action.visible };
    case "mostPopularLoaded":
      return { ...state, mostPopular: { status: "loaded", stories: action.stories }, error: action.failed };
    case "miniPlayerLoading":
      return { ...state, miniPlayer: { status: "loading" } };
    case "miniPlayerLoaded":
      return { ...state, miniPlayer: { status: "loaded", tease: action.tease } };
    case "miniPlayerFailed":
      return { ...state, miniPlayer: { status: "error" } };
  }
}

/**
 * The theme shown: an active (open) navbar over a transparent theme turns light, so its menus are readable
 * over any page.
 */
export function displayedTheme(state: Pick<NavbarState, "active" | "theme">): NavbarTheme {
  return state.active && state.theme === "transparent" ? "light" : state.theme;
}
