/** What the seed writes: documents served by id and rows of the search index. Everything is schema-checked here. */
import { z } from "zod";
import { teasableSchema, type Teasable } from "../../lib/api/schemas/content";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import { termPaths } from "./context";

export type DocumentKind =
  | "article"
  | "recipe"
  | "slideshow"
  | "video"
  | "playlist"
  | "curation"
  | "draft"
  | "curatedList"
  | "navigation"
  | "social"
  | "menu"
  | "embed"
  | "newsletters";

export interface DocumentRow {
  kind: DocumentKind;
  id: string;
  json: string;
}

/** The search-index types: content types, plus live-blog cards and people. Stored lower case. */
export type SearchType = "article" | "video" | "slideshow" | "recipe" | "product" | "showblog" | "card" | "person";

export interface SearchRow {
  id: string;
  type: SearchType;
  subType: string;
  vertical: VerticalSlug;
  publisher: string;
  /** Headline or name, lower case. */
  name: string;
  publishedAt: number;
  popularity: number;
  /** The live blog a card belongs to. */
  parentId: string | null;
  /** Set on cards of the ongoing live blog: published `liveOffsetMs` before the server started. */
  liveOffsetMs: number | null;
  /** Lower-cased taxonomy paths. */
  terms: string[];
  /** What a search answers for this item: a teasable, card, product or person. */
  json: string;
}

export interface SeedData {
  documents: DocumentRow[];
  searchItems: SearchRow[];
}

/** Parses `value` with `schema`; a seed that does not fit its contract throws. */
export function validated<T extends z.ZodType>(schema: T, value: unknown, label: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`seed: ${label} does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export function documentRow<T extends z.ZodType>(kind: DocumentKind, id: string, schema: T, value: unknown): DocumentRow {
  return { kind, id, json: JSON.stringify(validated(schema, value, `${kind} ${id}`)) };
}

interface TeasableRowInput {
  teasable: Teasable;
  type: SearchType;
  subType?: string;
  vertical: VerticalSlug;
  publisher: string;
  popularity: number;
  extraTerms?: string[];
}

/** The teasable view of a content item (extra fields dropped), checked against the contract. */
export function teasableOf(item: { id: string } & Record<string, unknown>): Teasable {
  return validated(teasableSchema, item, `teasable ${item.id}`);
}

/** `author/{personId}` per byline: what the `author:` filter finds. */
const authorTerms = (teasable: Teasable) => (teasable.authors ?? []).flatMap(({ person }) => (person.id ? [`author/${person.id.toLowerCase()}`] : []));

/** An index row for anything fronts can show: the row's JSON is the teasable (from `teasableOf`). */
export function teasableRow(input: TeasableRowInput): SearchRow {
  const { teasable } = input;
  return {
    id: teasable.id,
    type: input.type,
    subType: (input.subType ?? "").toLowerCase(),
    vertical: input.vertical,
    publisher: input.publisher,
    name: teasable.headline.primary.toLowerCase(),
    publishedAt: Date.parse(teasable.datePublished ?? ""),
    popularity: input.popularity,
    parentId: null,
    liveOffsetMs: null,
    terms: [...new Set([...termPaths(teasable.taxonomy), ...authorTerms(teasable), ...(input.extraTerms ?? [])])],
    json: JSON.stringify(teasable),
  };
}
