/**
 * The `filters` query syntax of the search endpoints, e.g.
 * `type:card AND taxonomy:news/politics AND (subType:post OR subType:text) AND NOT id:ncrd1234`.
 *
 * Grammar (NOT binds tighter than AND, AND tighter than OR; two terms side by side mean AND):
 *   or    := and ("OR" and)*
 *   and   := unary (["AND"] unary)*
 *   unary := "NOT" unary | "(" or ")" | term
 *   term  := field ":" value
 *   value := "[" from " TO " to "]"   (inclusive range, `*` for an open end)
 *          | '"' text '"'             (exact, may hold spaces)
 *          | text "*"                 (prefix)
 *          | text                     (exact)
 */

export type FilterValue =
  | { kind: "exact"; value: string }
  | { kind: "prefix"; prefix: string }
  | { kind: "range"; from: string | null; to: string | null };

export type FilterNode =
  | { kind: "term"; field: string; value: FilterValue }
  | { kind: "and"; nodes: FilterNode[] }
  | { kind: "or"; nodes: FilterNode[] }
  | { kind: "not"; node: FilterNode };

export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FilterSyntaxError";
  }
}

const MAX_FILTER_LENGTH = 2000;
const MAX_DEPTH = 32;
const FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_.]*$/;

type Token = { kind: "open" } | { kind: "close" } | { kind: "and" } | { kind: "or" } | { kind: "not" } | { kind: "word"; text: string };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (char === "(" || char === ")") {
      tokens.push({ kind: char === "(" ? "open" : "close" });
      i++;
    } else {
      let text = "";
      while (i < input.length && !/[\s()]/.test(input[i] as string)) {
        const c = input[i] as string;
        const closer = c === '"' ? '"' : c === "[" ? "]" : null;
        if (closer) {
          const end = input.indexOf(closer, i + 1);
          if (end < 0) throw new FilterSyntaxError(`unclosed ${c} at ${i}`);
          text += input.slice(i, end + 1);
          i = end + 1;
        } else {
          text += c;
          i++;
        }
      }
      tokens.push(text === "AND" || text === "OR" || text === "NOT" ? { kind: text.toLowerCase() as "and" | "or" | "not" } : { kind: "word", text });
    }
  }
  return tokens;
}

function parseValue(raw: string): FilterValue {
  const range = /^\[\s*(\S+)\s+TO\s+(\S+)\s*\]$/.exec(raw);
  if (range) {
    const [, from, to] = range as unknown as [string, string, string];
    return { kind: "range", from: from === "*" ? null : from, to: to === "*" ? null : to };
  }
  if (raw.startsWith("[")) throw new FilterSyntaxError(`bad range ${raw}`);
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) return { kind: "exact", value: raw.slice(1, -1) };
  if (raw.includes('"')) throw new FilterSyntaxError(`stray quote in ${raw}`);
  if (raw.endsWith("*")) {
    const prefix = raw.slice(0, -1);
    if (prefix.includes("*")) throw new FilterSyntaxError(`only a trailing * is supported in ${raw}`);
    return { kind: "prefix", prefix };
  }
  if (raw.includes("*")) throw new FilterSyntaxError(`only a trailing * is supported in ${raw}`);
  return { kind: "exact", value: raw };
}

function parseTerm(text: string): FilterNode {
  const colon = text.indexOf(":");
  if (colon <= 0 || colon === text.length - 1) throw new FilterSyntaxError(`expected field:value, got ${text}`);
  const field = text.slice(0, colon);
  if (!FIELD_PATTERN.test(field)) throw new FilterSyntaxError(`bad field name ${field}`);
  return { kind: "term", field, value: parseValue(text.slice(colon + 1)) };
}

export function parseFilters(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError(`filters longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position];

  const parseOr = (depth: number): FilterNode => {
    const nodes = [parseAnd(depth)];
    while (peek()?.kind === "or") {
      position++;
      nodes.push(parseAnd(depth));
    }
    return nodes.length === 1 ? (nodes[0] as FilterNode) : { kind: "or", nodes };
  };

  const parseAnd = (depth: number): FilterNode => {
    const nodes = [parseUnary(depth)];
    for (;;) {
      const next = peek();
      if (next?.kind === "and") {
        position++;
      } else if (!next || next.kind === "or" || next.kind === "close") {
        break;
      }
      nodes.push(parseUnary(depth));
    }
    return nodes.length === 1 ? (nodes[0] as FilterNode) : { kind: "and", nodes };
  };

  const parseUnary = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) throw new FilterSyntaxError("filters nested too deeply");
    const token = tokens[position++];
    if (!token) throw new FilterSyntaxError("unexpected end of filters");
    switch (token.kind) {
      case "not":
        return { kind: "not", node: parseUnary(depth + 1) };
      case "open": {
        const inner = parseOr(depth + 1);
        if (tokens[position++]?.kind !== "close") throw new FilterSyntaxError("missing )");
        return inner;
      }
      case "word":
        return parseTerm(token.text);
      default:
        throw new FilterSyntaxError(`unexpected ${token.kind.toUpperCase()}`);
    }
  };

  if (tokens.length === 0) throw new FilterSyntaxError("empty filters");
  const tree = parseOr(0);
  if (position < tokens.length) throw new FilterSyntaxError("unexpected )");
  return tree;
}

/** True when a term on `field` (case-insensitive) occurs anywhere in the tree. */
export function mentionsField(node: FilterNode, field: string): boolean {
  switch (node.kind) {
    case "term":
      return node.field.toLowerCase() === field.toLowerCase();
    case "not":
      return mentionsField(node.node, field);
    default:
      return node.nodes.some((child) => mentionsField(child, field));
  }
}
