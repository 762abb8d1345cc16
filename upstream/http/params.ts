/** Query parameters of the content API, checked: a bad value is a 400, never a crash. */
import { badRequest } from "./errors";

export const MAX_PAGE_SIZE = 500;
const MAX_PAGE = 100_000;

function integer(raw: string | null | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === null || raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return value;
}

export const pageParam = (query: URLSearchParams) => integer(query.get("page"), "page", 1, 1, MAX_PAGE);
export const sizeParam = (query: URLSearchParams, fallback: number) => integer(query.get("size"), "size", fallback, 1, MAX_PAGE_SIZE);
/** A count given as a path segment, e.g. `curatedList/{id}/{count}`. */
export const countParam = (raw: string | undefined, fallback: number) => integer(raw, "count", fallback, 1, MAX_PAGE_SIZE);

export function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (!value) throw badRequest(`${name} is required`);
  return value;
}
