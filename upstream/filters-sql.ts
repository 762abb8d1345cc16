/**
 * Turns a parsed filter tree into a parameterised SQL condition over `search_items s`
 * (terms in `search_terms`). Text compares case-insensitively: the index stores lower case.
 */
import { FilterSyntaxError, type FilterNode, type FilterValue } from "./filters";

type FieldRule =
  | { kind: "column"; column: string }
  | { kind: "date"; column: string }
  /** Paths in `search_terms`; `prefix` names a family of stored paths that is not taxonomy (`author/{personId}`). */
  | { kind: "terms"; prefix?: string }
  /** Accepted and answered with a fixed truth: every seeded item is auto-curated, none comes from an external source. */
  | { kind: "constant"; matches: boolean };

const FIELDS: Readonly<Record<string, FieldRule>> = {
  type: { kind: "column", column: "s.type" },
  id: { kind: "column", column: "s.id" },
  subtype: { kind: "column", column: "s.sub_type" },
  publisher: { kind: "column", column: "s.publisher" },
  vertical: { kind: "column", column: "s.vertical" },
  name: { kind: "column", column: "s.name" },
  datepublished: { kind: "date", column: "s.published_at" },
  taxonomy: { kind: "terms" },
  author: { kind: "terms", prefix: "author/" },
  autocuration: { kind: "constant", matches: true },
  externalsource: { kind: "constant", matches: false },
};

export interface SqlCondition {
  sql: string;
  params: (string | number)[];
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds for a filter date. A date without a zone is read as UTC (the site strips the offset). */
export function parseFilterDate(text: string): number {
  if (!DATE_PATTERN.test(text)) throw new FilterSyntaxError(`bad date ${text}`);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) || !text.includes("T") ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) throw new FilterSyntaxError(`bad date ${text}`);
  return ms;
}

function likePattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textCondition(target: string, value: FilterValue, field: string): SqlCondition {
  switch (value.kind) {
    case "exact":
      return { sql: `${target} = ?`, params: [value.value.toLowerCase()] };
    case "prefix":
      return { sql: `${target} LIKE ? ESCAPE '\\'`, params: [likePattern(value.prefix)] };
    case "range":
      throw new FilterSyntaxError(`ranges are only supported on datePublished, not ${field}`);
  }
}

function dateCondition(column: string, value: FilterValue): SqlCondition {
  switch (value.kind) {
    case "exact":
      return { sql: `${column} = ?`, params: [parseFilterDate(value.value)] };
    case "range": {
      const parts: SqlCondition[] = [];
      if (value.from !== null) parts.push({ sql: `${column} >= ?`, params: [parseFilterDate(value.from)] });
      if (value.to !== null) parts.push({ sql: `${column} <= ?`, params: [parseFilterDate(value.to)] });
      return parts.length ? join(parts, "AND") : { sql: "1", params: [] };
    }
    case "prefix":
      throw new FilterSyntaxError("datePublished does not take a * wildcard");
  }
}

function withPrefix(prefix: string, value: FilterValue): FilterValue {
  switch (value.kind) {
    case "exact":
      return { kind: "exact", value: `${prefix}${value.value}` };
    case "prefix":
      return { kind: "prefix", prefix: `${prefix}${value.prefix}` };
    case "range":
      return value;
  }
}

function termCondition(field: string, value: FilterValue): SqlCondition {
  const rule = FIELDS[field.toLowerCase()];
  if (!rule) throw new FilterSyntaxError(`unknown filter field ${field}`);
  switch (rule.kind) {
    case "column":
      return textCondition(rule.column, value, field);
    case "date":
      return dateCondition(rule.column, value);
    case "terms": {
      const inner = textCondition("t.path", rule.prefix ? withPrefix(rule.prefix, value) : value, field);
      return { sql: `EXISTS (SELECT 1 FROM search_terms t WHERE t.item_id = s.id AND ${inner.sql})`, params: inner.params };
    }
    case "constant":
      return { sql: rule.matches ? "1" : "0", params: [] };
  }
}

function join(parts: SqlCondition[], operator: "AND" | "OR"): SqlCondition {
  return { sql: parts.map((part) => `(${part.sql})`).join(` ${operator} `), params: parts.flatMap((part) => part.params) };
}

export function compileFilter(node: FilterNode): SqlCondition {
  switch (node.kind) {
    case "term":
      return termCondition(node.field, node.value);
    case "not": {
      const inner = compileFilter(node.node);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    case "and":
      return join(node.nodes.map(compileFilter), "AND");
    case "or":
      return join(node.nodes.map(compileFilter), "OR");
  }
}
