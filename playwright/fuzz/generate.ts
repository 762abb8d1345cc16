/**
 * Bad-input generator for playwright/fuzz.spec.ts: a seeded PRNG turns a seed into the same list of requests
 * every time, so a failure is reproduced with FUZZ_SEED=<seed>. Requests are raw (node:http), so paths,
 * Host headers and bodies reach the server exactly as written here, with no URL normalisation on the way.
 */

export interface FuzzRequest {
  /** Which generator made it (shown with a failure). */
  kind: string;
  method: string;
  /** The raw request target, sent as is (only characters U+0021–U+00FF; higher ones are percent-encoded). */
  path: string;
  /** Header values; `host: null` sends no Host header at all. */
  headers: Record<string, string | null>;
  body?: string;
  /** Statuses this request may also answer besides the site-wide allowed list. */
  alsoAllowed?: number[];
}

/** mulberry32: a small, fast seeded PRNG (32-bit state). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof prng>;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const chance = (r: Rand, p: number) => r() < p;

/** Node's http client refuses characters above U+00FF in a path: send UTF-8 as its bytes (latin1), as a raw client would. */
const rawUtf8 = (text: string) => Buffer.from(text, "utf8").toString("latin1");

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789-_";
const ODD_PIECES = [
  "%00", "%2e%2e", "%2E%2E%2F", "..", ".", "%2f", "%5c", "\\", "%25", "%", "%zz", "%c0%af", "%ff", "%e2%80%ae", "~", "$", "%24",
  ";", ",", "@", ":", "'", '"', "<script>", "%3Cscript%3E", "(", ")", "*", "!", "+", "=", "|", "^", "`", "{", "}", "[", "]",
  rawUtf8("é"), rawUtf8("中文"), rawUtf8("🗞️"), rawUtf8("\u200b"), rawUtf8("\u202e"), rawUtf8("ｒｃｎａ１２３"), "%F0%9F%97%9E",
  "%C3%A9", "%u0041", "%%", "%0d%0aSet-Cookie:x=1", "%09", "%20", "index.html", ".env", "..%2f..%2fetc%2fpasswd", "%2e%2e%2f%2e%2e%2f",
];
const SECTIONS = [
  "news", "politics", "world", "food", "shop", "recipes", "health", "sports", "live-blog", "blog", "playlist", "preview", "curation",
  "embedded-video", "embedded-pkg", "playmaker", "embedded-newsletter", "feeds", "rss", "sitemaps", "news.xml", "sitemap.xml",
  "robots.txt", "account", "newsletter-subscribed", "start-today-app-view", "api", "_next", "static", "today", "news", "msnbc",
  "default", "chromeless", "q~e30", "q~!!!", "f~cHJpY2U9dW5kZXItMjU", "f~garbage", "p0", "p2", "p99999", "nolazy", "chromeless.p3",
  "rlna900000", "ncrd1", "rcna100000", "x-rcna100000", "tdrp100000", "ncsl100000", "mmvo100000", "tmvo100000", "ncpn100000",
];
const ID_PREFIXES = ["rcna", "rlna", "tdrp", "ncsl", "mmvo", "tmvo", "ncpn", "ncrd", "RCNA", "rcn", "rcnaa", "rxna", "ncrdd"];

function word(r: Rand, min = 1, max = 12): string {
  let s = "";
  for (let i = int(r, min, max); i > 0; i--) s += ALPHABET[int(r, 0, ALPHABET.length - 1)];
  return s;
}

/** Ids that look almost like content ids: wrong prefix, too many digits, odd characters, doubled dashes. */
function almostId(r: Rand): string {
  const digits = pick(r, ["", "0", "1", "100000", "900000", "0000000000001", "99999999999999", "12a", "-1", "1.5", "1e5", rawUtf8("１２３")]);
  const id = `${pick(r, ID_PREFIXES)}${digits}`;
  const slug = pick(r, ["", "x-", "a--b-", "-", "--", "Slug-", `${word(r)}-`, `${rawUtf8("é")}-`, "%2e%2e-", "a_b-"]);
  return `${slug}${id}${pick(r, ["", "", "", "x", "-", ".json", "%00", "/", "/ncrd1", "/ncrd", "/ncrd99999999999999", ";a", "%20"])}`;
}

function segment(r: Rand): string {
  const roll = r();
  if (roll < 0.3) return pick(r, SECTIONS);
  if (roll < 0.5) return word(r);
  if (roll < 0.7) return almostId(r);
  if (roll < 0.9) return `${chance(r, 0.5) ? word(r, 0, 4) : ""}${pick(r, ODD_PIECES)}${chance(r, 0.5) ? word(r, 0, 4) : ""}`;
  // Overlong: past file-name limits (255 bytes) and far beyond.
  return pick(r, ["a", "z9", "%41", "-"]).repeat(int(r, 100, 1500));
}

function randomPath(r: Rand): string {
  const parts: string[] = [];
  for (let i = int(r, 0, 6); i > 0; i--) parts.push(segment(r));
  let path = `/${parts.join("/")}`;
  if (chance(r, 0.1)) path += "/";
  if (chance(r, 0.05)) path = path.replace(/^\//, "//");
  return path;
}

const QUERY_KEYS = [
  "page", "page", "price", "taxonomy", "chromeless", "bento", "curator", "lazyload", "taboolafeed", "featureFlag",
  "showChromelessMarquee", "before", "slot", "pos", "size", "url", "key", "lang", "c", "targeting", "email", "_rsc", "__nextDataReq",
];
const QUERY_VALUES = [
  "-1", "0", "1", "2", "abc", "1.5", "1e3", "0x10", "99999999999999999999", "1001", "1000", "", "%00", "%", "%zz", "true", "false",
  "app", "webview", "start-today-app", "TRUE", "under-25", "100-200", "under-25,100-200", "kitchen", "kitchen,,", ",", "a,b,c,d,e,f,g",
  "null", "undefined", "[]", "{}", "__proto__", "constructor", "%2e%2e%2f", "../../etc/passwd", "<script>alert(1)</script>",
  "2026-01-01T00:00:00Z", "not-a-date", "300x250", "99999x99999", "0x0", "-1x-1", "http://evil.example/", "javascript:alert(1)",
  rawUtf8("中文"), "%F0%9F%97%9E", "%C0%AF", "%ff%fe", "a%26b%3Dc",
];

function randomQuery(r: Rand): string {
  const pairs: string[] = [];
  for (let i = int(r, 1, 6); i > 0; i--) {
    const key = chance(r, 0.9) ? pick(r, QUERY_KEYS) : pick(r, ODD_PIECES);
    const roll = r();
    const value = roll < 0.8 ? pick(r, QUERY_VALUES) : roll < 0.9 ? word(r, 1, 30) : "v".repeat(int(r, 500, 6000));
    pairs.push(chance(r, 0.05) ? key : `${key}=${value}`);
    // Repeated keys.
    if (chance(r, 0.15)) pairs.push(`${key}=${pick(r, QUERY_VALUES)}`);
  }
  return `?${pairs.join(pick(r, ["&", "&", "&", "&&", ";"]))}`;
}

export interface FuzzTarget {
  port: number;
}

const VERTICALS = ["", "today.", "msnbc.", "noticias.", "telemundo.", "deportes.", "select.", "nosuchbrand.", "a.b.", "TODAY."];

function hostHeader(r: Rand, port: number): string | null {
  const roll = r();
  if (roll < 0.75) return `${pick(r, VERTICALS)}localhost:${port}`;
  return pick(r, [
    null, "", "evil.example", "localhost:99999", `localhost:${port}:${port}`, "[::1]", "127.0.0.1", "today.com", "www.nbcnews.com",
    `${"a".repeat(300)}.localhost`, rawUtf8("tödäy.localhost"), "localhost:abc", " localhost", ".localhost", "..", "@evil.example",
  ]);
}

/** A compact JWT-shaped token with the given header and payload and an unverifiable signature. */
function jwtShaped(header: unknown, payload: unknown, signature = "c2lnbmF0dXJl"): string {
  const enc = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
  return `${enc(header)}.${enc(payload)}.${signature}`;
}

function forgedToken(r: Rand): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = pick(r, [
    { sub: "1", exp: now + 600, iss: "newsroom-identity", brand: "today" },
    { sub: "1", exp: now - 600, iss: "newsroom-identity" },
    { sub: "", exp: now + 600 },
    { sub: 12, exp: "soon" },
    { exp: 1e308, sub: "x".repeat(2000) },
    { sub: "../../admin", iss: "newsroom-identity", brand: "__proto__" },
    "not json",
    [],
  ]);
  const header = pick(r, [
    { alg: "none", typ: "JWT" },
    { alg: "HS256", typ: "JWT" },
    { alg: "ES256", kid: "../../etc/passwd" },
    { alg: "ES256", jku: "http://evil.example/jwks.json" },
    { alg: "RS256", kid: "x" },
    { alg: "ES256", crit: ["exp"] },
    "{{{{",
  ]);
  return pick(r, [
    jwtShaped(header, payload),
    jwtShaped(header, payload, ""),
    `${jwtShaped(header, payload)}.extra`,
    "a.b.c",
    "..",
    "",
    "=",
    "%%%%",
    "x".repeat(int(r, 1, 4000)),
    "eyJ.eyJ.eyJ",
    Buffer.from(word(r, 10, 80)).toString("base64"),
  ]);
}

function cookieHeader(r: Rand): string | undefined {
  const roll = r();
  if (roll < 0.35) return undefined;
  const cookies: string[] = [];
  if (chance(r, 0.8)) cookies.push(`access_token=${forgedToken(r)}`);
  if (chance(r, 0.5)) cookies.push(`bedrock_session=${pick(r, ["", "abc", "x".repeat(int(r, 1, 3000)), "%00", "null", "../"])}`);
  if (chance(r, 0.2)) cookies.push(`tvProvider=${pick(r, ["xfinity", "", "%zz", "a".repeat(500)])}`);
  // Oversized, but under Node's 16 KiB header limit.
  if (chance(r, 0.15)) cookies.push(`big=${"b".repeat(int(r, 2000, 9000))}`);
  if (chance(r, 0.1)) for (let i = 0; i < 100; i++) cookies.push(`c${i}=${word(r)}`);
  if (chance(r, 0.05)) cookies.push(";;;", "=", "novalue");
  return cookies.join("; ");
}

const ODD_HEADERS: Array<[string, () => string]> = [
  ["accept-language", () => "xx-YY;q=abc, *;q=-1"],
  ["if-none-match", () => '"garbage", W/"', ],
  ["x-correlation-id", () => "../../\u00ff bad id"],
  ["x-forwarded-host", () => "evil.example"],
  ["x-forwarded-proto", () => "gopher"],
  ["x-middleware-subrequest", () => "middleware:middleware:middleware:middleware:middleware"],
  ["range", () => "bytes=9999-1"],
  ["rsc", () => "1"],
  ["next-router-state-tree", () => "%7B%22not%22%3A%22a%20tree%22%7D"],
  ["next-router-state-tree", () => "garbage"],
  ["next-router-prefetch", () => "1"],
  ["next-url", () => "/../../etc"],
  ["accept", () => "application/json"],
  ["accept", () => "*/*;q=garbage"],
  ["referer", () => "http://evil.example/%zz"],
];

function randomHeaders(r: Rand, port: number): Record<string, string | null> {
  const headers: Record<string, string | null> = { host: hostHeader(r, port) };
  const cookie = cookieHeader(r);
  if (cookie) headers.cookie = cookie;
  for (let i = int(r, 0, 3); i > 0; i--) {
    const [name, value] = pick(r, ODD_HEADERS);
    headers[name] = value();
  }
  return headers;
}

const API_POSTS = [
  "/api/newsletter", "/api/account/lookup", "/api/account/signin", "/api/account/register", "/api/account/otp/request",
  "/api/account/otp/verify", "/api/account/social", "/api/account/social/test-idp", "/api/account/signout",
];
const API_PATCHES = ["/api/account/profile", "/api/account/newsletters"];
const API_GETS = ["/api/session", "/api/account/newsletters", "/api/health"];
// Saved items (issue 8).
API_POSTS.push("/api/saved/bookmarks", "/api/saved/history", "/api/saved/customer");
// Field data (issue 23).
API_POSTS.push("/api/vitals");
API_GETS.push("/api/saved/state", "/api/saved/bookmarks", "/api/saved/history", "/api/saved/customer", "/api/saved/recommendations");

function randomValue(r: Rand, depth = 0): unknown {
  const roll = r();
  if (depth > 2 || roll < 0.5) {
    return pick(r, [
      "", "a@b", "ann@example.com", `${word(r)}@example.com`, "not an email", "x".repeat(int(r, 100, 5000)), "password123",
      "Password1!", 0, -1, 1e308, NaN, true, false, null, rawUtf8("中文@例え.jp"), "<img src=x onerror=alert(1)>", "123456", "000000",
      "today", "nbcnews", "__proto__", "testid", "google", "apple", "2026-13-45", "daily", "Newsletter-Key", " ",
    ]);
  }
  if (roll < 0.75) return Array.from({ length: int(r, 0, 4) }, () => randomValue(r, depth + 1));
  return randomObject(r, depth + 1);
}

const BODY_KEYS = [
  "email", "password", "code", "otp", "newsletterId", "newsletter", "key", "keys", "subscriptions", "id_token", "platform", "provider",
  "given_name", "family_name", "first_name", "brand", "source", "remember_me", "user_id", "birth_year", "zip", "__proto__",
  "constructor", "subscribe", "listId", "list", "signupSource", "signupSource",
];

function randomObject(r: Rand, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  // defineProperty: a "__proto__" key becomes an own property (as JSON.parse makes it), not the prototype.
  for (let i = int(r, 0, 6); i > 0; i--) {
    Object.defineProperty(object, pick(r, BODY_KEYS), { value: randomValue(r, depth), enumerable: true, writable: true, configurable: true });
  }
  return object;
}

function randomBody(r: Rand): { body?: string; contentType?: string } {
  const roll = r();
  if (roll < 0.45) return { body: JSON.stringify(randomObject(r)), contentType: pick(r, ["application/json", "application/json", "text/plain", undefined]) };
  if (roll < 0.55) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(randomObject(r))) form.append(key, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
    return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
  }
  return pick(r, [
    { body: "", contentType: "application/json" },
    { body: "{", contentType: "application/json" },
    { body: "null", contentType: "application/json" },
    { body: "[1,2,3]", contentType: "application/json" },
    { body: '"string"', contentType: "application/json" },
    { body: '{"email": "ann@example.com", "email": 5}', contentType: "application/json" },
    { body: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: "application/json" },
    { body: `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`, contentType: "application/json" },
    { body: "%zz=%%&email", contentType: "application/x-www-form-urlencoded" },
    { body: "email=a%40b.c&email=d", contentType: "application/x-www-form-urlencoded" },
    { body: "--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nann@example.com\r\n--x--", contentType: "multipart/form-data; boundary=x" },
    { body: "--x\r\ngarbage", contentType: "multipart/form-data; boundary=x" },
    { body: "garbage", contentType: "multipart/form-data" },
    { body: rawUtf8("{\"email\": \"\u0000\u00ff\ud83d\"}"), contentType: "application/json; charset=utf-16" },
    { body: JSON.stringify({ email: "ann@example.com", pad: "p".repeat(300_000) }), contentType: "application/json" },
    { body: "<?xml version=\"1.0\"?><a/>", contentType: "application/xml" },
  ]);
}

function originHeader(r: Rand, host: string | null): string | undefined {
  return pick(r, [undefined, undefined, host ? `http://${host}` : undefined, "null", "http://evil.example", "garbage", "http://[", "http://localhost:1", "file://", ""]);
}

function liveBlogPath(r: Rand): string {
  const id = chance(r, 0.3) ? "rlna900000" : pick(r, [almostId(r), word(r), "rlna" + "9".repeat(int(r, 1, 20)), "%00", "..", "r" + word(r, 3, 3) + "1"]);
  const tail = pick(r, ["latest", "more", "more", "other", ""]);
  const query = tail === "more" && chance(r, 0.7) ? `?before=${pick(r, QUERY_VALUES)}${chance(r, 0.2) ? "&before=x" : ""}` : chance(r, 0.3) ? randomQuery(r) : "";
  return `/api/live-blog/${id}/${tail}${query}`;
}

function adsPath(r: Rand): string {
  return `${pick(r, ["/api/ads/creative", "/api/ads/content-targeting"])}${chance(r, 0.8) ? randomQuery(r) : ""}`;
}

/** The n-th request of a run: paths, queries, headers, API bodies, mixed so each kind appears all along the run. */
export function generateRequests(seed: number, count: number, target: FuzzTarget): FuzzRequest[] {
  const r = prng(seed);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r();
    const headers = randomHeaders(r, target.port);
    if (roll < 0.3) {
      requests.push({ kind: "path", method: pick(r, ["GET", "GET", "GET", "HEAD"]), path: randomPath(r), headers });
    } else if (roll < 0.5) {
      const path = chance(r, 0.5) ? pick(r, ["/", "/news", "/politics", "/food", "/shop", "/politics/x-rcna100000", "/politics/live-blog/x-rlna900000", "/feeds/rss", "/sitemap.xml", "/_next/image", "/account"]) : randomPath(r);
      requests.push({ kind: "query", method: "GET", path: path + randomQuery(r), headers });
    } else if (roll < 0.62) {
      requests.push({ kind: "headers", method: "GET", path: pick(r, ["/", "/politics/x-rcna100000", "/api/session", "/account", "/api/account/newsletters", "/news"]), headers });
    } else if (roll < 0.72) {
      requests.push({ kind: "live-blog", method: pick(r, ["GET", "GET", "GET", "POST", "HEAD"]), path: liveBlogPath(r), headers });
    } else if (roll < 0.77) {
      requests.push({ kind: "ads", method: "GET", path: adsPath(r), headers });
    } else {
      const route = chance(r, 0.7) ? pick(r, API_POSTS) : chance(r, 0.5) ? pick(r, API_PATCHES) : pick(r, API_GETS);
      const method = API_POSTS.includes(route)
        ? pick(r, ["POST", "POST", "POST", "POST", "GET", "PUT", "DELETE", "PATCH", "OPTIONS"])
        : API_PATCHES.includes(route)
          ? pick(r, ["PATCH", "PATCH", "PATCH", "POST", "DELETE"])
          : pick(r, ["GET", "GET", "POST", "HEAD"]);
      const { body, contentType } = method === "GET" || method === "HEAD" ? {} : randomBody(r);
      const withBody: Record<string, string | null> = { ...headers };
      if (contentType) withBody["content-type"] = contentType;
      const origin = originHeader(r, headers.host ?? null);
      if (origin !== undefined) withBody.origin = origin;
      // An address that already has an account is a conflict (409), which the account modal shows as such.
      const alsoAllowed = route === "/api/account/register" ? [409] : undefined;
      requests.push({ kind: "api-body", method, path: route + (chance(r, 0.1) ? randomQuery(r) : ""), headers: withBody, body, alsoAllowed });
    }
  }
  return requests;
}
