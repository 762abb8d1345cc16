/**
 * A tiny router. Patterns are paths whose segments are literals, `:name` (one segment) or `*name` (the rest, one
 * segment or more). Every captured segment is checked: ids against ID_PATTERN unless the route gives its own
 * pattern, rest segments against the front sub-path rule (letters, digits, underscore, hyphen).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { badRequest } from "./errors";

const ID_PATTERN = /^[a-z0-9-]+$/i;
const REST_SEGMENT_PATTERN = /^[a-z0-9_-]+$/i;

export interface RequestContext<Services> {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  rest: string[];
  query: URLSearchParams;
  services: Services;
}

export interface Route<Services> {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  /** Patterns for `:name` segments that are not plain ids. */
  params?: Record<string, RegExp>;
  handler: (ctx: RequestContext<Services>) => void | Promise<void>;
}

type RouteMatch<Services> =
  | { kind: "found"; route: Route<Services>; params: Record<string, string>; rest: string[] }
  | { kind: "wrongMethod"; allowed: string[] }
  /** The path has the shape of a route but a segment fails its pattern. */
  | { kind: "invalid" }
  | { kind: "none" };

type PathMatch = { params: Record<string, string>; rest: string[] } | "invalid" | null;

function matchPath<Services>(route: Route<Services>, segments: readonly string[]): PathMatch {
  const pattern = route.path.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (part.startsWith("*")) {
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      return rest.every((segment) => REST_SEGMENT_PATTERN.test(segment)) ? { params, rest } : "invalid";
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(":")) {
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  if (segments.length !== pattern.length) return null;
  const valid = Object.entries(params).every(([name, value]) => (route.params?.[name] ?? ID_PATTERN).test(value));
  return valid ? { params, rest: [] } : "invalid";
}

/** Splits and decodes a URL path; empty segments (a trailing slash) are dropped. */
export function pathSegments(pathname: string): string[] {
  try {
    return pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    throw badRequest("malformed path");
  }
}

export function createRouter<Services>(routes: readonly Route<Services>[]) {
  return (method: string, segments: readonly string[]): RouteMatch<Services> => {
    const allowed: string[] = [];
    let invalid = false;
    const effectiveMethod = method === "HEAD" ? "GET" : method;
    for (const route of routes) {
      const match = matchPath(route, segments);
      if (match === "invalid") invalid = true;
      if (!match || match === "invalid") continue;
      if (route.method === effectiveMethod) return { kind: "found", route, ...match };
      allowed.push(route.method);
    }
    if (allowed.length) return { kind: "wrongMethod", allowed };
    return invalid ? { kind: "invalid" } : { kind: "none" };
  };
}
