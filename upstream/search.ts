/** Paged searches over the index: filter conditions ANDed, newest or most popular first, real LIMIT/OFFSET. */
import type { z } from "zod";
import type { paginationSchema } from "../lib/api/schemas/content";
import type { Db } from "./db";
import { parseFilters, type FilterNode } from "./filters";
import { compileFilter, type SqlCondition } from "./filters-sql";

export type Pagination = z.infer<typeof paginationSchema>;
export type SearchOrder = "newest" | "popular";

interface SearchRequest {
  conditions: readonly SqlCondition[];
  order?: SearchOrder;
  page: number;
  size: number;
}

interface SearchRowResult {
  id: string;
  type: string;
  json: string;
}

interface SearchResult {
  rows: SearchRowResult[];
  pagination: Pagination;
}

const ORDER_BY: Readonly<Record<SearchOrder, string>> = {
  newest: "s.published_at DESC, s.id DESC",
  popular: "s.popularity DESC, s.published_at DESC, s.id DESC",
};

export const condition = (sql: string, ...params: (string | number)[]): SqlCondition => ({ sql, params });
export const typeIs = (type: string) => condition("s.type = ?", type);

/** The parsed `filters` query value, or null when absent. A syntax error throws FilterSyntaxError (a 400). */
export function parseFiltersParam(query: URLSearchParams): FilterNode | null {
  const raw = query.get("filters");
  return raw && raw.trim() ? parseFilters(raw) : null;
}

export function filterConditions(filters: FilterNode | null): SqlCondition[] {
  return filters ? [compileFilter(filters)] : [];
}

function paginationOf(page: number, size: number, totalItems: number): Pagination {
  return { page, size, totalPages: Math.ceil(totalItems / size), totalItems };
}

export function search(db: Db, request: SearchRequest): SearchResult {
  const where = request.conditions.length ? request.conditions.map((part) => `(${part.sql})`).join(" AND ") : "1";
  const params = request.conditions.flatMap((part) => part.params);
  const { total } = db.prepare(`SELECT count(*) AS total FROM search_items s WHERE ${where}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT s.id, s.type, s.json FROM search_items s WHERE ${where} ORDER BY ${ORDER_BY[request.order ?? "newest"]} LIMIT ? OFFSET ?`)
    .all(...params, request.size, (request.page - 1) * request.size) as SearchRowResult[];
  return { rows, pagination: paginationOf(request.page, request.size, total) };
}
