import {
  DEFAULT_VERTICAL,
  VERTICALS,
  isVerticalSlug,
  verticalForHost,
  type Language,
  type VerticalSlug,
} from "@/lib/verticals/verticals";

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
};

export function isStartTodayAppView(pathname: string): boolean {
  return pathname === START_TODAY_APP_VIEW_PATH.slice(0, -1) || pathname.startsWith(START_TODAY_APP_VIEW_PATH);
}

export function resolveRequestContext({ host, pathname, searchParams }: RequestInput): RequestContext {
  const vertical = (host && verticalForHost(host)) || DEFAULT_VERTICAL;
  const chromeless = searchParams.get("chromeless");
  const query: ForwardedQuery = {};
  const bento = searchParams.get("bento");
  const curator = searchParams.get("curator");
  if (bento) query.bento = bento;
  if (curator) query.curator = curator;
  return {
    vertical,
    language: VERTICALS[vertical].language,
    path: pathname,
    isChromeless:
      (chromeless !== null && (CHROMELESS_VALUES as readonly string[]).includes(chromeless)) ||
      isStartTodayAppView(pathname),
    showChromelessMarquee: searchParams.get("showChromelessMarquee") === "true",
    disableLazyLoad: searchParams.get("lazyload") === "false",
    taboolaFeed: searchParams.get("taboolafeed") === "true",
    featureFlagsEnabled: searchParams.get("featureFlag") !== "false",
    query,
  };
}

/*
 * The view segment carries the view flags into the route as a param, so pages stay cacheable:
 * "default" when nothing is set, else dot-separated tokens, with the forwarded query as base64url JSON.
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

export function encodeView(flags: ViewFlags): string {
  const tokens: string[] = [];
  for (const [token, key] of Object.entries(TOKENS)) if (flags[key]) tokens.push(token);
  if (!flags.featureFlagsEnabled) tokens.push(FLAGS_OFF);
  if (flags.query.bento || flags.query.curator) {
    tokens.push(QUERY_PREFIX + Buffer.from(JSON.stringify(flags.query)).toString("base64url"));
  }
  return tokens.length ? tokens.join(".") : DEFAULT_VIEW;
}

/** The flags of a view segment, or null when the segment is not one `encodeView` writes. */
export function decodeView(segment: string): ViewFlags | null {
  if (segment === DEFAULT_VIEW) return DEFAULT_VIEW_FLAGS;
  const flags: ViewFlags = { ...DEFAULT_VIEW_FLAGS, query: {} };
  for (const token of segment.split(".")) {
    if (token in TOKENS) flags[TOKENS[token as keyof typeof TOKENS]] = true;
    else if (token === FLAGS_OFF) flags.featureFlagsEnabled = false;
    else if (token.startsWith(QUERY_PREFIX)) {
      const query = parseForwardedQuery(token.slice(QUERY_PREFIX.length));
      if (!query) return null;
      flags.query = query;
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

/** The internal path a request is rewritten to: `/{vertical}/{view}{path}`. */
export function rewritePath(context: RequestContext): string {
  return `/${context.vertical}/${encodeView(context)}${context.path === "/" ? "" : context.path}`;
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
