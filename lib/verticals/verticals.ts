/**
 * The brand table: every vertical of both spec documents, one typed constant.
 * Texts that differ per brand live in messages/ under `brand.<slug>`; this table holds facts and flags.
 */

import { DISPLAY_NAMES } from "./display-names";

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Publisher = "nbcnews" | "msnbc" | "today" | "telemundo";

/** Initial navbar theme (spec 2 §4 "Navigation bar"). */
export type NavbarTheme = "vertical" | "transparent" | "light";

export type AccountBackend = "bedrock" | "forgerock";
/** The brand table's account backend: one of the two, or bedrock only while the brand's subscriptions are on (news). */
export type AccountBackendRule = AccountBackend | "bedrockWithSubscriptions";

export interface VerticalFlags {
  /** Recommendation feed and reel; disabled for the Spanish-language brands. */
  recommendations: boolean;
  /** Newsletter sign-up inside article bodies; off for the Spanish-language brands. */
  inlineArticleNewsletter: boolean;
  /** Newsletter sign-up popup; off for msnbc and today. */
  signupPopup: boolean;
  /** Hero videos autoplay muted: most brands; not the shopping brands (select, selectcnbc), where a moving hero competes with the deals. */
  heroVideoAutoplayMuted: boolean;
  /** Election years whose navigation themes exist (news and noticias). */
  electionsNavThemes: readonly number[];
  /**
   * The show blogs the brand publishes (`/{show}/blog` and its posts, with their front routes and all-posts texts): msnbc
   * every show's ("all"), news only the meet-the-press blog, other brands none.
   */
  showBlogs: "all" | readonly string[];
  /** Email field placeholder variant (today: "Your email address"). */
  emailPlaceholder: "default" | "today";
  /** Newsletter button style (today: tilt). */
  buttonType: "hoverAnimation" | "tilt";
  /** Subscriptions with an account subscription link (news). */
  subscriptions: boolean;
  /** Gated content and the paywall tool (today, news). */
  gatedContent: boolean;
  /** The Start Today app shows this brand's stories (today): its article permission may open a gated story in the app view. */
  startTodayApp: boolean;
  /** Which account backend serves the brand (lib/auth/account-backend.ts). Bedrock: today, and news when subscriptions are on. */
  accountBackend: AccountBackendRule;
  /** Save button style; null where saving is not offered. */
  saveButtonStyle: "withText" | "contentTypeShape" | null;
  /** Save buttons on teases (today only). */
  teaseSaveEnabled: boolean;
  /** Content types beyond article and video that accounts can save. */
  extendedContentTypes: readonly ("recipe" | "product")[];
  /** Bookmarks displayed per page on /account/saved. */
  bookmarksPageSize: number;
  /** Videos in a playlist on mobile. */
  mobilePlaylistVideoCount: number;
  /** Where the web notification soft opt-in may ask: a path and everything below it (msnbc `/`, today's shop `/shop`); null: never. */
  webNotificationSoftOptIn: string | null;
  /** A live TV channel at `/live` (cable-provider login, temp pass, schedule): news, msnbc, telemundo, noticias. */
  liveTv: boolean;
  /**
   * The Most Popular flyout's lists (spec 2 §2), in the spec's order: What to Read everywhere; What to Shop and What to
   * Cook where the brand's navigation has a shop and a recipe desk (today). See docs/decisions.md.
   */
  mostPopularLists: readonly ("read" | "shop" | "cook")[];
}

export interface VerticalTheme {
  /** Main brand colour (header, links). */
  primary: string;
  /** Text colour on top of `primary`. */
  onPrimary: string;
  /** Accent for unibrows and highlights. */
  accent: string;
}

export interface Vertical {
  slug: VerticalSlug;
  displayName: string;
  publisher: Publisher;
  language: Language;
  /** Production hosts; development uses `<slug>.localhost`. */
  hosts: readonly string[];
  navbarTheme: NavbarTheme;
  theme: VerticalTheme;
  flags: VerticalFlags;
}

export const VERTICAL_SLUGS = [
  "news",
  "today",
  "msnbc",
  "telemundo",
  "noticias",
  "deportes",
  "localstationdeportes",
  "shows",
  "entretenimiento",
  "think",
  "better",
  "mach",
  "globalcitizen",
  "select",
  "selectcnbc",
  "eonline",
] as const;
export type VerticalSlug = (typeof VERTICAL_SLUGS)[number];

export const DEFAULT_VERTICAL: VerticalSlug = "news";

/** The meet-the-press blog, the one show blog of NBC News (spec 2 §9). */
export const MEET_THE_PRESS_BLOG = "meet-the-press";

const SPANISH: ReadonlySet<VerticalSlug> = new Set([
  "noticias",
  "deportes",
  "localstationdeportes",
  "entretenimiento",
  "telemundo",
  "shows",
]);

const BASE_FLAGS: VerticalFlags = {
  recommendations: true,
  inlineArticleNewsletter: true,
  signupPopup: true,
  heroVideoAutoplayMuted: true,
  electionsNavThemes: [],
  showBlogs: [],
  emailPlaceholder: "default",
  buttonType: "hoverAnimation",
  subscriptions: false,
  gatedContent: false,
  startTodayApp: false,
  accountBackend: "forgerock",
  saveButtonStyle: null,
  teaseSaveEnabled: false,
  extendedContentTypes: [],
  bookmarksPageSize: 20,
  mobilePlaylistVideoCount: 6,
  webNotificationSoftOptIn: null,
  liveTv: false,
  mostPopularLists: ["read"],
};

type VerticalInput = Omit<Vertical, "language" | "flags" | "navbarTheme" | "displayName"> & {
  flags?: Partial<VerticalFlags>;
  navbarTheme?: NavbarTheme;
};

function vertical(input: VerticalInput): Vertical {
  const spanish = SPANISH.has(input.slug);
  return {
    ...input,
    displayName: DISPLAY_NAMES[input.slug],
    language: spanish ? "es" : "en",
    navbarTheme: input.navbarTheme ?? "light",
    flags: {
      ...BASE_FLAGS,
      ...(spanish
        ? { recommendations: false, inlineArticleNewsletter: false, mobilePlaylistVideoCount: 20 }
        : {}),
      ...input.flags,
    },
  };
}

const NBC_BLUE: VerticalTheme = { primary: "#0b3a6e", onPrimary: "#ffffff", accent: "#0477c9" };
const TELEMUNDO_RED: VerticalTheme = { primary: "#1b1b1b", onPrimary: "#ffffff", accent: "#d8261c" };

export const VERTICALS: Readonly<Record<VerticalSlug, Vertical>> = {
  news: vertical({
    slug: "news",
    publisher: "nbcnews",
    hosts: ["nbcnews.com", "www.nbcnews.com"],
    theme: NBC_BLUE,
    flags: {
      electionsNavThemes: [2020, 2022, 2024],
      showBlogs: [MEET_THE_PRESS_BLOG],
      subscriptions: true,
      gatedContent: true,
      accountBackend: "bedrockWithSubscriptions",
      saveButtonStyle: "withText",
      liveTv: true,
    },
  }),
  today: vertical({
    slug: "today",
    publisher: "today",
    hosts: ["today.com", "www.today.com"],
    navbarTheme: "transparent",
    theme: { primary: "#ffffff", onPrimary: "#2a2a2a", accent: "#b8409a" },
    flags: {
      signupPopup: false,
      emailPlaceholder: "today",
      buttonType: "tilt",
      gatedContent: true,
      startTodayApp: true,
      mostPopularLists: ["read", "shop", "cook"],
      accountBackend: "bedrock",
      saveButtonStyle: "contentTypeShape",
      teaseSaveEnabled: true,
      extendedContentTypes: ["recipe", "product"],
      bookmarksPageSize: 24,
      webNotificationSoftOptIn: "/shop",
    },
  }),
  msnbc: vertical({
    slug: "msnbc",
    publisher: "msnbc",
    hosts: ["msnbc.com", "www.msnbc.com"],
    navbarTheme: "vertical",
    theme: { primary: "#0c1b33", onPrimary: "#ffffff", accent: "#0073a8" },
    flags: { signupPopup: false, showBlogs: "all", webNotificationSoftOptIn: "/", liveTv: true },
  }),
  telemundo: vertical({
    slug: "telemundo",
    publisher: "telemundo",
    hosts: ["telemundo.com", "www.telemundo.com"],
    theme: TELEMUNDO_RED,
    flags: { liveTv: true },
  }),
  noticias: vertical({
    slug: "noticias",
    publisher: "telemundo",
    hosts: ["noticias.telemundo.com"],
    navbarTheme: "vertical",
    theme: { primary: "#0d2b5b", onPrimary: "#ffffff", accent: "#d8261c" },
    flags: { electionsNavThemes: [2020, 2022, 2024], liveTv: true },
  }),
  deportes: vertical({
    slug: "deportes",
    publisher: "telemundo",
    hosts: ["deportes.telemundo.com"],
    navbarTheme: "vertical",
    theme: { primary: "#0a3d2e", onPrimary: "#ffffff", accent: "#8a6400" },
  }),
  localstationdeportes: vertical({
    slug: "localstationdeportes",
    publisher: "telemundo",
    hosts: ["localdeportes.telemundo.com"],
    theme: { primary: "#0a3d2e", onPrimary: "#ffffff", accent: "#8a6400" },
  }),
  shows: vertical({
    slug: "shows",
    publisher: "telemundo",
    hosts: ["shows.telemundo.com"],
    theme: TELEMUNDO_RED,
  }),
  entretenimiento: vertical({
    slug: "entretenimiento",
    publisher: "telemundo",
    hosts: ["entretenimiento.telemundo.com"],
    theme: { primary: "#4a1261", onPrimary: "#ffffff", accent: "#c8155a" },
  }),
  think: vertical({
    slug: "think",
    publisher: "nbcnews",
    hosts: ["think.nbcnews.com"],
    theme: { ...NBC_BLUE, accent: "#5b3cc4" },
  }),
  better: vertical({
    slug: "better",
    publisher: "nbcnews",
    hosts: ["better.nbcnews.com"],
    theme: { ...NBC_BLUE, accent: "#00796b" },
  }),
  mach: vertical({
    slug: "mach",
    publisher: "nbcnews",
    hosts: ["mach.nbcnews.com"],
    theme: { ...NBC_BLUE, accent: "#c43e00" },
  }),
  globalcitizen: vertical({
    slug: "globalcitizen",
    publisher: "nbcnews",
    hosts: ["globalcitizen.nbcnews.com"],
    theme: { ...NBC_BLUE, accent: "#2e7d32" },
  }),
  select: vertical({
    slug: "select",
    publisher: "nbcnews",
    hosts: ["select.nbcnews.com"],
    theme: { primary: "#111111", onPrimary: "#ffffff", accent: "#0477c9" },
    flags: { heroVideoAutoplayMuted: false },
  }),
  selectcnbc: vertical({
    slug: "selectcnbc",
    publisher: "nbcnews",
    hosts: ["select.cnbc.com"],
    theme: { primary: "#002f6c", onPrimary: "#ffffff", accent: "#0a6fbf" },
    flags: { heroVideoAutoplayMuted: false },
  }),
  eonline: vertical({
    slug: "eonline",
    publisher: "nbcnews",
    hosts: ["eonline.com", "www.eonline.com"],
    theme: { primary: "#000000", onPrimary: "#ffffff", accent: "#e4002b" },
  }),
};

/** Whether the brand publishes `show`'s blog (its posts and its all-posts front). */
export function hasShowBlog(vertical: Pick<Vertical, "flags">, show: string): boolean {
  const { showBlogs } = vertical.flags;
  return showBlogs === "all" || showBlogs.includes(show);
}

export function isVerticalSlug(value: string): value is VerticalSlug {
  return (VERTICAL_SLUGS as readonly string[]).includes(value);
}

export function getVertical(slug: VerticalSlug): Vertical {
  return VERTICALS[slug];
}

/** The vertical serving a production host, or null. Hosts compare case-insensitively, without port. */
export function verticalForHost(host: string): VerticalSlug | null {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  for (const slug of VERTICAL_SLUGS) {
    if (VERTICALS[slug].hosts.includes(name)) return slug;
  }
  const dev = /^([a-z]+)\.localhost$/.exec(name);
  if (dev?.[1] && isVerticalSlug(dev[1])) return dev[1];
  return null;
}
