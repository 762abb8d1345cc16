/** Reads and writes of the upstream's data that are not searches: documents by id, index rows, new cards. */
import type { Card, Teasable } from "../lib/api/schemas/content";
import { storedTeasable } from "./content-items";
import { refreshLiveBlogDates, type Db } from "./db";
import type { DocumentKind } from "./seed/rows";

export interface IndexRow {
  id: string;
  type: string;
  vertical: string;
  parent_id: string | null;
  json: string;
}

export interface Store {
  db: Db;
  document(kind: DocumentKind, id: string): string | undefined;
  indexRow(id: string): IndexRow | undefined;
  /** Teasables of the given ids that exist (products as product teasables). */
  teasables(ids: readonly string[]): Map<string, Teasable>;
  /** Term paths of an index row. */
  terms(id: string): string[];
  /** Stores a card of a live blog (vertical and publisher taken from the blog) and moves the blog's dates. */
  insertCard(card: Card, placement: { parentId: string; publishedAt: number; topicPath: string }): void;
}

export function createStore(db: Db): Store {
  const documentStatement = db.prepare("SELECT json FROM documents WHERE kind = ? AND id = ?").pluck();
  const indexRowStatement = db.prepare("SELECT id, type, vertical, parent_id, json FROM search_items WHERE id = ?");
  const termsStatement = db.prepare("SELECT path FROM search_terms WHERE item_id = ? ORDER BY path").pluck();
  const insertCard = db.prepare(
    `INSERT INTO search_items (id, type, sub_type, vertical, publisher, name, published_at, popularity, parent_id, live_offset_ms, json)
     SELECT @id, 'card', @subType, vertical, publisher, @name, @publishedAt, 0, id, NULL, @json FROM search_items WHERE id = @parentId`,
  );
  const insertTerm = db.prepare("INSERT OR IGNORE INTO search_terms (path, item_id) VALUES (?, ?)");

  return {
    db,
    document: (kind, id) => documentStatement.get(kind, id) as string | undefined,
    indexRow: (id) => indexRowStatement.get(id) as IndexRow | undefined,
    teasables: (ids) => {
      const unique = [...new Set(ids)];
      const found = new Map<string, Teasable>();
      if (unique.length === 0) return found;
      const rows = db
        .prepare(`SELECT id, type, json FROM search_items WHERE id IN (${unique.map(() => "?").join(",")})`)
        .all(...unique) as { id: string; type: string; json: string }[];
      for (const row of rows) found.set(row.id, storedTeasable(row.type, row.json));
      return found;
    },
    terms: (id) => termsStatement.all(id) as string[],
    insertCard: (card, { parentId, publishedAt, topicPath }) => {
      db.transaction(() => {
        insertCard.run({ id: card.id, subType: card.subType, name: card.headline.primary.toLowerCase(), publishedAt, parentId, json: JSON.stringify(card) });
        insertTerm.run(topicPath.toLowerCase(), card.id);
        refreshLiveBlogDates(db, parentId);
      })();
    },
  };
}
