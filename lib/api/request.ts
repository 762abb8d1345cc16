import type { z } from "zod";
import type { ForwardedQuery } from "@/lib/request-context/request-context";
import { listKey } from "@/lib/cache/surrogate-keys";
import { ApiError, isApiError } from "./api-error";
import { apiBaseUrl, selectApiBase } from "./config";
import { collectDropped, reportDropped } from "./schemas/tolerant";
import { CORRELATION_ID_HEADER } from "@/lib/ops/correlation-id.mjs";
import { answerMemo } from "@/server/answer-memo.mjs";
import { opsEvent } from "@/server/ops-events.mjs";
import { plainGet } from "./plain-get";
import { adoptCachedAnswer, keptByPage } from "./render-scope";

/** Every upstream call gives up after this long. */
export const REQUEST_TIMEOUT_MS = 5000;
/** Default freshness of cached content answers, in seconds. */
export const CONTENT_REVALIDATE_SECONDS = 60;

export { CORRELATION_ID_HEADER };

export type QueryValue = string | number | undefined;

export interface RequestOptions<T> {
  schema: z.ZodType<T>;
  /** "services" selects the services base, "local" the local services base. */
  api?: "services" | "local";
  /** An action type containing MYNEWS selects the my-news base. */
  actionType?: string;
  query?: Record<string, QueryValue>;
  /** bento and curator from the reader's URL, forwarded when present. */
  forwarded?: ForwardedQuery;
  correlationId?: string;
  /** With a body, the call becomes a JSON POST without credentials. */
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /** Seconds the answer may be served from Next's data cache; false: never cached. */
  revalidate?: number | false;
  tags?: string[];
  /** The brand the call is made for: a cached call that names no document of its own is tagged with its list key. */
  vertical?: string;
}

/** The absolute URL of an endpoint: base + endpoint (which may carry its own query) + query + forwarded query. */
export function buildRequestUrl(
  base: string,
  endpoint: string,
  query: Record<string, QueryValue> = {},
  forwarded: ForwardedQuery = {},
): string {
  const url = new URL(`${base}/${endpoint.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries({ ...query, ...forwarded })) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Method, headers and body of a call (spec 1 §7): headers and a body together make a JSON POST without credentials. */
export function buildRequestInit(options: {
  headers?: Record<string, string>;
  body?: unknown;
  correlationId?: string;
}): { method: "GET" | "POST"; headers: Record<string, string>; body?: string; credentials?: "omit" } {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.correlationId) headers[CORRELATION_ID_HEADER] = options.correlationId;
  if (options.headers && options.body !== undefined) {
    return {
      method: "POST",
      headers: { ...headers, ...options.headers, "content-type": "application/json" },
      body: JSON.stringify(options.body),
      credentials: "omit",
    };
  }
  return { method: "GET", headers: { ...headers, ...options.headers } };
}

/** Calls the upstream and returns its answer parsed by `schema`, or throws an ApiError. */
export async function request<T>(endpoint: string, options: RequestOptions<T>): Promise<T> {
  const base = apiBaseUrl(selectApiBase(options));
  const url = buildRequestUrl(base, endpoint, options.query, options.forwarded);
  const init = buildRequestInit(options);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const revalidate = options.revalidate ?? CONTENT_REVALIDATE_SECONDS;
  const cacheable = init.method === "GET" && revalidate !== false;

  if (!cacheable) return fetchParsed(url, init, options.schema, timeoutMs, { cache: "no-store" });

  const failed = recentFailures.get(url);
  if (failed && failed.until > Date.now()) throw failed.error;
  // Next refuses (and warns about) a tag over 256 characters; a page that long loses its tag, not its cache.
  // A list (a search, a waffle, a curated list) carries its brand's list key (lib/cache/surrogate-keys.ts): a publish
  // event drops every list of the brand of the changed document.
  const tags = (options.tags ?? (options.vertical ? [listKey(options.vertical)] : [])).filter((tag) => tag.length <= MAX_TAG_LENGTH);
  const cache = { next: { revalidate, tags } };
  // An answer a page read moments ago is reused as it was parsed (server/answer-memo.mjs).
  const memo = answerMemo();
  const memoKey = memo.enabled && !options.headers ? `${schemaId(options.schema)} ${url}` : null;
  const remembered = memoKey === null ? undefined : memo.get(memoKey);
  if (memoKey !== null) opsEvent("cache_lookup", { layer: "memo", outcome: remembered ? "hit" : "miss" });
  if (remembered && adoptCachedAnswer(remembered.tags, revalidate)) return remembered.value as T;
  const generation = memo.generation();
  const through = keptByPage(tags, revalidate) ? KEPT_BY_PAGE : cache;
  try {
    const answer = await fetchParsed(url, init, options.schema, timeoutMs, through);
    if (memoKey !== null) memo.set(memoKey, answer, { tags, revalidateSeconds: revalidate, generation });
    return answer;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === "schema") {
      // Next's data cache keeps any 200 answer, parseable or not: a malformed or off-contract answer would be served
      // from it until it expires, long after the upstream recovered. Ask the upstream once more under a cache key of
      // its own (a no-store fetch would make the cached page dynamic, which fails its regeneration).
      const retry = { ...init, headers: { ...init.headers, [RETRY_HEADER]: String(Date.now()) } };
      return fetchParsed(url, retry, options.schema, timeoutMs, through);
    }
    if (error.kind === "timeout" || error.kind === "network" || (error.status ?? 0) >= 500) rememberFailure(url, error);
    throw error;
  }
}

/** A schema's number in memo keys: one URL read by two schemas is two answers. */
const schemaIds = new WeakMap<object, number>();
let schemaCount = 0;
function schemaId(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemaCount));
  return id;
}

/** Sent on the one retry after a malformed answer; it gives the retry its own data-cache entry. */
export const RETRY_HEADER = "x-newsroom-retry";

/**
 * How long a cached call's failure (timeout, network, 5xx) is answered at once. Next renders a failing page a
 * second time to produce its error page; without this, a slow upstream costs that render another full timeout.
 * It also spares a failing upstream a queue of readers for the same URL.
 */
export const RECENT_FAILURE_MS = 1000;
const recentFailures = new Map<string, { error: ApiError; until: number }>();

/** Forgets every remembered failure (tests: each starts with an upstream that has not failed yet). */
export function forgetRecentFailures(): void {
  recentFailures.clear();
}

function rememberFailure(url: string, error: ApiError): void {
  const now = Date.now();
  if (recentFailures.size >= 500) for (const [key, entry] of recentFailures) if (entry.until <= now) recentFailures.delete(key);
  recentFailures.set(url, { error, until: now + RECENT_FAILURE_MS });
}

/** Next's limit on a cache tag's length. */
const MAX_TAG_LENGTH = 256;

/** A call Next's data cache does not see, for an answer the page's cache keeps (keptByPage): made by lib/api/plain-get. */
const KEPT_BY_PAGE = "kept by the page";

type CacheInit = { next: { revalidate: number; tags?: string[] } } | { cache: "no-store" } | typeof KEPT_BY_PAGE;

/** What fetchParsed reads of an answer, from `fetch` or from plainGet. */
type Answer = Pick<Response, "status" | "statusText" | "json">;

/** `fetch` before Next wrapped it with its data cache. */
function originalFetch(): typeof fetch {
  return (fetch as { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? fetch;
}

async function getKeptAnswer(url: string, init: ReturnType<typeof buildRequestInit>, signal: AbortSignal): Promise<Answer> {
  const { status, statusText, body } = await plainGet(url, init.headers, signal);
  // plainGet follows no redirect; fetch does, and a redirecting upstream is rare enough to leave to it.
  if (status >= 300 && status < 400) return originalFetch()(url, { ...init, signal });
  return { status, statusText, json: async () => JSON.parse(body.toString("utf8")) as unknown };
}

/**
 * Rejects when `signal` aborts, even if `work` has not settled: a cached fetch first waits for Next's
 * fetch-cache lock, which another render of the same URL may hold, and that wait knows no timeout.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function fetchParsed<T>(url: string, init: ReturnType<typeof buildRequestInit>, schema: z.ZodType<T>, timeoutMs: number, cache: CacheInit): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Answer;
  try {
    const answer = cache === KEPT_BY_PAGE ? getKeptAnswer(url, init, signal) : fetch(url, { ...init, signal, ...cache });
    response = await untilAborted(answer, signal);
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new ApiError("timeout", `Timed out after ${timeoutMs} ms @ ${url}`, url);
    }
    throw new ApiError("network", error instanceof Error ? error.message : String(error), url);
  }

  if (response.status >= 400) throw ApiError.fromResponse(response, url);

  let json: unknown;
  try {
    json = await untilAborted(response.json() as Promise<unknown>, signal);
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === "TimeoutError") throw new ApiError("timeout", `Timed out after ${timeoutMs} ms @ ${url}`, url);
    throw new ApiError("schema", `Malformed JSON @ ${url}`, url, response.status);
  }
  const { result: parsed, dropped } = collectDropped(() => schema.safeParse(json));
  for (const item of dropped) reportDropped(url, item);
  if (!parsed.success) {
    throw new ApiError("schema", `Unexpected answer @ ${url}: ${parsed.error.issues[0]?.message ?? "invalid"}`, url, response.status);
  }
  return parsed.data;
}
