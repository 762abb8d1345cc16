/**
 * The customer service ("mynewsapi", spec 2 §7 "Saved items") in SQLite: customers (zip code, mParticle id),
 * bookmarks and reading history per customer, and recommendations from the history. Readers' own data: the
 * tables are created beside USER_SCHEMA and survive re-seeds. Cursors are row ids (newest first).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import type { Store } from "../store";
import type { Teasable } from "../../lib/api/schemas/content";
import type { SavedContentType } from "../../lib/api/schemas/mynews";

export const MYNEWS_SCHEMA = `
CREATE TABLE IF NOT EXISTS mynews_customers (
  customer_id TEXT PRIMARY KEY,
  mparticle_id TEXT NOT NULL,
  zip_code TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mynews_bookmarks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  content_id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (customer_id, content_id)
);
CREATE INDEX IF NOT EXISTS mynews_bookmarks_by_customer ON mynews_bookmarks (customer_id, id DESC);
CREATE TABLE IF NOT EXISTS mynews_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  content_id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  viewed_at INTEGER NOT NULL,
  UNIQUE (customer_id, content_id)
);
CREATE INDEX IF NOT EXISTS mynews_history_by_customer ON mynews_history (customer_id, id DESC);
`;

/** The largest page the service answers (spec 2 §9 "defaults 10, 5 and 30": 30 is read as the maximum). */
export const MAX_PAGE_SIZE = 30;
/** How many of the newest history entries recommendations are drawn from. */
export const RECOMMENDATION_HISTORY_WINDOW = 20;

export interface Customer {
  customerId: string;
  mparticleId: string;
  zipCode: string | null;
}

export interface SavedEntry {
  contentId: string;
  contentType: SavedContentType;
  /** ISO date of saving (bookmarks) or of the latest visit (history). */
  date: string;
  item: Teasable | null;
}

export interface Page {
  data: SavedEntry[];
  pageInfo: { nextPage: string | null };
}

type Row = { id: number; content_id: string; content_type: SavedContentType; at: number };

export function customer(db: Db, customerId: string, now = Date.now()): Customer {
  db.prepare("INSERT OR IGNORE INTO mynews_customers (customer_id, mparticle_id, zip_code, created_at, updated_at) VALUES (?, ?, NULL, ?, ?)").run(
    customerId,
    randomUUID(),
    now,
    now,
  );
  const row = db.prepare("SELECT customer_id, mparticle_id, zip_code FROM mynews_customers WHERE customer_id = ?").get(customerId) as {
    customer_id: string;
    mparticle_id: string;
    zip_code: string | null;
  };
  return { customerId: row.customer_id, mparticleId: row.mparticle_id, zipCode: row.zip_code };
}

export function saveZipCode(db: Db, customerId: string, zipCode: string, now = Date.now()): Customer {
  customer(db, customerId, now);
  db.prepare("UPDATE mynews_customers SET zip_code = ?, updated_at = ? WHERE customer_id = ?").run(zipCode, now, customerId);
  return customer(db, customerId, now);
}

function page(store: Store, rows: Row[], size: number): Page {
  const shown = rows.slice(0, size);
  const items = store.teasables(shown.map((row) => row.content_id));
  return {
    data: shown.map((row) => ({
      contentId: row.content_id,
      contentType: row.content_type,
      date: new Date(row.at).toISOString(),
      item: items.get(row.content_id) ?? null,
    })),
    pageInfo: { nextPage: rows.length > size ? String(shown[shown.length - 1]?.id) : null },
  };
}

const cursorOf = (cursor: string | undefined) => (cursor ? Number(cursor) : Number.MAX_SAFE_INTEGER);

export function bookmarks(store: Store, customerId: string, size: number, cursor: string | undefined, filterType: SavedContentType | "all"): Page {
  const rows = store.db
    .prepare(
      `SELECT id, content_id, content_type, created_at AS at FROM mynews_bookmarks
       WHERE customer_id = ? AND id < ? AND (? = 'all' OR content_type = ?) ORDER BY id DESC LIMIT ?`,
    )
    .all(customerId, cursorOf(cursor), filterType, filterType, size + 1) as Row[];
  return page(store, rows, size);
}

export function bookmarkOf(db: Db, customerId: string, contentId: string): { contentId: string; contentType: SavedContentType } | null {
  const row = db.prepare("SELECT content_id, content_type FROM mynews_bookmarks WHERE customer_id = ? AND content_id = ?").get(customerId, contentId) as
    | { content_id: string; content_type: SavedContentType }
    | undefined;
  return row ? { contentId: row.content_id, contentType: row.content_type } : null;
}

/** Saving twice keeps the first save (and its place in the list). */
export function createBookmark(db: Db, customerId: string, contentId: string, contentType: SavedContentType, now = Date.now()): void {
  db.prepare("INSERT OR IGNORE INTO mynews_bookmarks (customer_id, content_id, content_type, created_at) VALUES (?, ?, ?, ?)").run(
    customerId,
    contentId,
    contentType,
    now,
  );
}

export function deleteBookmark(db: Db, customerId: string, contentId: string): boolean {
  return db.prepare("DELETE FROM mynews_bookmarks WHERE customer_id = ? AND content_id = ?").run(customerId, contentId).changes > 0;
}

export function history(store: Store, customerId: string, size: number, cursor: string | undefined): Page {
  const rows = store.db
    .prepare(`SELECT id, content_id, content_type, viewed_at AS at FROM mynews_history WHERE customer_id = ? AND id < ? ORDER BY id DESC LIMIT ?`)
    .all(customerId, cursorOf(cursor), size + 1) as Row[];
  return page(store, rows, size);
}

/** A visit moves the item to the top of the history (one entry per item, its latest visit). */
export function saveHistory(db: Db, customerId: string, contentId: string, contentType: SavedContentType, now = Date.now()): void {
  db.transaction(() => {
    db.prepare("DELETE FROM mynews_history WHERE customer_id = ? AND content_id = ?").run(customerId, contentId);
    db.prepare("INSERT INTO mynews_history (customer_id, content_id, content_type, viewed_at) VALUES (?, ?, ?, ?)").run(customerId, contentId, contentType, now);
  })();
}

/**
 * Items that share the most taxonomy terms with the reader's newest history entries, in the same brands, not yet
 * read, newest first among equals. No history: no recommendations.
 */
export function recommendations(store: Store, customerId: string, size: number): Teasable[] {
  const ids = store.db
    .prepare(
      `WITH recent AS (
         SELECT content_id FROM mynews_history WHERE customer_id = @customer ORDER BY id DESC LIMIT @window
       ),
       recent_terms AS (
         SELECT DISTINCT t.path FROM search_terms t JOIN recent r ON r.content_id = t.item_id
         WHERE t.path LIKE '%/%' AND t.path NOT LIKE '%/live-blog/%'
       ),
       recent_verticals AS (
         SELECT DISTINCT s.vertical FROM search_items s JOIN recent r ON r.content_id = s.id
       )
       SELECT s.id FROM search_items s
       JOIN search_terms t ON t.item_id = s.id
       JOIN recent_terms rt ON rt.path = t.path
       WHERE s.type IN ('article', 'video', 'recipe')
         AND s.vertical IN (SELECT vertical FROM recent_verticals)
         AND s.id NOT IN (SELECT content_id FROM mynews_history WHERE customer_id = @customer)
       GROUP BY s.id
       ORDER BY count(*) DESC, s.published_at DESC, s.id DESC
       LIMIT @size`,
    )
    .pluck()
    .all({ customer: customerId, window: RECOMMENDATION_HISTORY_WINDOW, size }) as string[];
  const items = store.teasables(ids);
  return ids.map((id) => items.get(id)).filter((item): item is Teasable => item !== undefined);
}
