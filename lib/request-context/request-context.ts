import {
  DEFAULT_VERTICAL,
  VERTICALS,
  isVerticalSlug,
  verticalForHost,
  type Language,
  type VerticalSlug,
} from "@/lib/verticals/verticals";
import { EMBEDDED_VIEWS } from "@/lib/routing/resolve-route";
import { MAX_SEGMENT_BYTES } from "@/lib/routing/servable-path.mjs";
import { ERROR_PAGE_SEGMENT } from "@/lib/routing/error-page.mjs";
import { filterQueryString, hasFilters, parseFilterQuery, type FrontFilters } from "@/lib/commerce/filters";

/** `chromeless=` values that give the reduced-chrome view (the spec's list is not shown; see docs/decisions.md). */
export const CHROMELESS_VALUES = ["true", "app", "webview", "start-today-app"] as const;

/** Path that marks the Start Today in-app view. */
export const START_TODAY_APP_VIEW_PATH = "/start-today-app-view/";

/** Query parameters forwarded on content calls. */
export interface ForwardedQuery {
  bento?: string;
  curator?: string;
}

/** Everything that changes a page's HTML and is decided per request from host, path and query. */
export interface ViewFlags {
  isChromeless: boolean;
  showChromelessMarquee: boolean;
  disableLazyLoad: boolean;
  taboolaFeed: boolean;
  /** `featureFlag=false` turns feature flags off. */
  featureFlagsEnabled: boolean;
  query: ForwardedQuery;
  /** Front page number from `page=`; 1 when absent. 0 marks a malformed value, which is a 404. */
  page: number;
  /** Front filters from the query (`price=…`, `taxonomy=…`); empty when none. */
  filters: FrontFilters;
}

export interface RequestContext extends ViewFlags {
  vertical: VerticalSlug;
  language: Language;
  /** The path the reader asked for (unchanged). */
  path: string;
}

export interface RequestInput {
  host: string | null;
  pathname: string;
  searchParams: URLSearchParams;
}

export const DEFAULT_VIEW_FLAGS: ViewFlags = {
  isChromeless: false,
  showChromelessMarquee: false,
  disableLazyLoad: false,
  taboolaFeed: false,
  featureFlagsEnabled: true,
  query: {},
  page: 1,
  filters: {},
};

/** Highest front page number a URL may ask for. */
export const MAX_FRONT_PAGE = 1000;

/** `page=` as a front page number: 1 when absent, 0 when malformed or out of range. */
export function parsePageParam(value: string | null): number {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return 0;
  const page = Number(value);
  return page <= MAX_FRONT_PAGE ? page : 0;
}

export function isStartTodayAppView(pathname: string): boolean {
  return pathname === START_TODAY_APP_VIEW_PATH.slice(0, -1) || pathname.startsWith(START_TODAY_APP_VIEW_PATH);
}

/** Embedded views are framed by other pages: they never carry the site's header and footer. */
function isEmbeddedView(pathname: string): boolean {
  return (EMBEDDED_VIEWS as readonly string[]).includes(pathname.split("/")[1] ?? "");
}

export function resolveRequestContext({ host, pathname, searchParams }: RequestInput): RequestContext {
  const vertical = (host && verticalForHost(host)) || DEFAULT_VERTICAL;
  const chromeless = searchParams.get("chromeless");
  const query: ForwardedQuery = {};
  const bento = searchParams.get("bento");
  const curator = searchParams.get("curator");
  if (bento && bento.length <= MAX_FORWARDED_LENGTH) query.bento = bento;
  if (curator && curator.length <= MAX_FORWARDED_LENGTH) query.curator = curator;
  return {
    vertical,
    language: VERTICALS[vertical].language,
    path: pathname,
    isChromeless:
      (chromeless !== null && (CHROMELESS_VALUES as readonly string[]).includes(chromeless)) ||
      isStartTodayAppView(pathname) ||
      isEmbeddedView(pathname),
    showChromelessMarquee: searchParams.get("showChromelessMarquee") === "true",
    disableLazyLoad: searchParams.get("lazyload") === "false",
    taboolaFeed: searchParams.get("taboolafeed") === "true",
    featureFlagsEnabled: searchParams.get("featureFlag") !== "false",
    query,
    page: parsePageParam(searchParams.get("page")),
    filters: parseFilterQuery(searchParams),
  };
}

/*
 * The view segment carries the view flags into the route as a param, so pages stay cacheable:
 * "default" when nothing is set, else dot-separated tokens, with the forwarded query as base64url JSON
 * and the filters as their base64url query string.
 */
const DEFAULT_VIEW = "default";
const TOKENS = {
  chromeless: "isChromeless",
  marquee: "showChromelessMarquee",
  nolazy: "disableLazyLoad",
  taboola: "taboolaFeed",
} as const;
const FLAGS_OFF = "noflags";
const QUERY_PREFIX = "q~";
const FILTERS_PREFIX = "f~";
const PAGE_TOKEN = /^p(0|[1-9]\d{0,3})$/;

export function encodeView(flags: ViewFlags): string {
  const tokens: string[] = [];
  for (const [token, key] of Object.entries(TOKENS)) if (flags[key]) tokens.push(token);
  if (!flags.featureFlagsEnabled) tokens.push(FLAGS_OFF);
  if (flags.page !== 1) tokens.push(`p${flags.page}`);
  if (flags.query.bento || flags.query.curator) {
    tokens.push(QUERY_PREFIX + Buffer.from(JSON.stringify(flags.query)).toString("base64url"));
  }
  if (hasFilters(flags.filters)) tokens.push(FILTERS_PREFIX + Buffer.from(filterQueryString(flags.filters)).toString("base64url"));
  return tokens.length ? tokens.join(".") : DEFAULT_VIEW;
}

/** The flags of a view segment, or null when the segment is not one `encodeView` writes. */
export function decodeView(segment: string): ViewFlags | null {
  if (segment === DEFAULT_VIEW) return DEFAULT_VIEW_FLAGS;
  const flags: ViewFlags = { ...DEFAULT_VIEW_FLAGS, query: {} };
  for (const token of segment.split(".")) {
    if (token in TOKENS) flags[TOKENS[token as keyof typeof TOKENS]] = true;
    else if (token === FLAGS_OFF) flags.featureFlagsEnabled = false;
    else if (PAGE_TOKEN.test(token)) {
      const page = Number(token.slice(1));
      // A malformed page number (p0) and an out-of-range one are not pages.
      if (page < 2 || page > MAX_FRONT_PAGE) return null;
      flags.page = page;
    }
    else if (token.startsWith(QUERY_PREFIX)) {
      const query = parseForwardedQuery(token.slice(QUERY_PREFIX.length));
      if (!query) return null;
      flags.query = query;
    } else if (token.startsWith(FILTERS_PREFIX)) {
      const filters = parseFiltersToken(token.slice(FILTERS_PREFIX.length));
      if (!filters) return null;
      flags.filters = filters;
    } else return null;
  }
  return flags;
}

function parseForwardedQuery(encoded: string): ForwardedQuery | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const query: ForwardedQuery = {};
    for (const key of ["bento", "curator"] as const) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === "string" && v) query[key] = v;
    }
    // encodeView writes this token only for a non-empty query.
    return query.bento || query.curator ? query : null;
  } catch {
    return null;
  }
}

/** The filters of an `f~` token, or null unless it is exactly what encodeView writes for a non-empty selection. */
function parseFiltersToken(encoded: string): FrontFilters | null {
  const text = Buffer.from(encoded, "base64url").toString("utf8");
  const filters = parseFilterQuery(new URLSearchParams(text));
  return hasFilters(filters) && filterQueryString(filters) === text ? filters : null;
}

/** The internal path a request is rewritten to: `/{vertical}/{view}{path}`. */
/** Longest `bento`/`curator` value forwarded; anything longer is no value the content API knows. */
export const MAX_FORWARDED_LENGTH = 64;

/**
 * The view segment names the page's cache file, so it must fit a file name: filters and forwarded
 * values that would make it longer are dropped (the reader gets the page without them).
 */
function servableView(context: RequestContext): string {
  const view = encodeView(context);
  if (view.length <= MAX_SEGMENT_BYTES) return view;
  const withoutFilters = encodeView({ ...context, filters: {} });
  return withoutFilters.length <= MAX_SEGMENT_BYTES ? withoutFilters : encodeView({ ...context, filters: {}, query: {} });
}

export function rewritePath(context: RequestContext): string {
  return `/${context.vertical}/${servableView(context)}${context.path === "/" ? "" : context.path}`;
}

/**
 * The internal path of a request's 403, 404 or 500 page (lib/routing/error-page.mjs): the brand and whether the view is
 * chromeless are all that change it, so every address of a brand shares one cached error page per status.
 */
export function errorPagePath(context: RequestContext, status: number): string {
  return `/${context.vertical}/${encodeView({ ...DEFAULT_VIEW_FLAGS, isChromeless: context.isChromeless })}/${ERROR_PAGE_SEGMENT}/${status}`;
}

/** Route params back to a typed pair, or null for anything the proxy would never produce. */
export function parseRouteParams(params: { vertical: string; view: string }): {
  vertical: VerticalSlug;
  view: ViewFlags;
} | null {
  if (!isVerticalSlug(params.vertical)) return null;
  const view = decodeView(params.view);
  return view ? { vertical: params.vertical, view } : null;
}

/** The query string that yields these view flags (the inverse of resolution), for links and redirects. */
export function viewQueryString(view: ViewFlags): string {
  const query = new URLSearchParams();
  if (view.isChromeless) query.set("chromeless", "true");
  if (view.showChromelessMarquee) query.set("showChromelessMarquee", "true");
  if (view.disableLazyLoad) query.set("lazyload", "false");
  if (view.taboolaFeed) query.set("taboolafeed", "true");
  if (!view.featureFlagsEnabled) query.set("featureFlag", "false");
  if (view.query.bento) query.set("bento", view.query.bento);
  if (view.query.curator) query.set("curator", view.query.curator);
  if (view.page !== 1) query.set("page", String(view.page));
  const text = [query.toString(), filterQueryString(view.filters)].filter(Boolean).join("&");
  return text ? `?${text}` : "";
}
