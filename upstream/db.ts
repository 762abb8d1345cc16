/**
 * The upstream's SQLite store: opens it (WAL), seeds it when it is empty or was seeded by another SEED_VERSION
 * or for another public URL, and re-dates the ongoing live blogs against the server's start.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { buildSeed, SEED_VERSION } from "./seed/seed";
import type { SeedData } from "./seed/rows";
import { AD_SCHEMA } from "./routes/ads";
import { PAYWALL_SCHEMA } from "./paywall/store";
import { MYNEWS_SCHEMA } from "./mynews/service";

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_items (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  sub_type TEXT NOT NULL,
  vertical TEXT NOT NULL,
  publisher TEXT NOT NULL,
  name TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  parent_id TEXT,
  live_offset_ms INTEGER,
  json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_items_by_type ON search_items (type, published_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS search_items_by_parent ON search_items (parent_id, published_at DESC);
CREATE TABLE IF NOT EXISTS search_terms (
  path TEXT NOT NULL,
  item_id TEXT NOT NULL,
  PRIMARY KEY (path, item_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS search_terms_by_item ON search_terms (item_id);
CREATE TABLE IF NOT EXISTS unpublished (
  id TEXT PRIMARY KEY,
  document TEXT NOT NULL,
  item TEXT NOT NULL,
  terms TEXT NOT NULL
) WITHOUT ROWID;
`;

const TABLES = ["meta", "documents", "search_items", "search_terms", "unpublished"] as const;

/** Readers' own data: kept across re-seeds. */
const USER_SCHEMA = `
CREATE TABLE IF NOT EXISTS newsletter_signups (
  email TEXT NOT NULL,
  newsletter_key TEXT NOT NULL,
  signup_source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (email, newsletter_key)
) WITHOUT ROWID;
`;

interface OpenOptions {
  dbPath: string;
  publicUrl: string;
  /** When the server started (ms); the ongoing live blogs are dated relative to it. */
  startedAt: number;
}

interface OpenResult {
  db: Db;
  /** How long seeding took, or null when the stored seed was current. */
  seedMs: number | null;
}

function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeSeed(db: Db, seed: SeedData, publicUrl: string): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SCHEMA);
    const insertDocument = db.prepare("INSERT INTO documents (kind, id, json) VALUES (?, ?, ?)");
    const insertItem = db.prepare(
      `INSERT INTO search_items (id, type, sub_type, vertical, publisher, name, published_at, popularity, parent_id, live_offset_ms, json)
       VALUES (@id, @type, @subType, @vertical, @publisher, @name, @publishedAt, @popularity, @parentId, @liveOffsetMs, @json)`,
    );
    const insertTerm = db.prepare("INSERT OR IGNORE INTO search_terms (path, item_id) VALUES (?, ?)");
    const setMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    for (const row of seed.documents) insertDocument.run(row.kind, row.id, row.json);
    for (const item of seed.searchItems) {
      const { terms, ...columns } = item;
      insertItem.run(columns);
      for (const term of terms) insertTerm.run(term, item.id);
    }
    setMeta.run("seed_version", SEED_VERSION);
    setMeta.run("public_url", publicUrl);
  })();
}

/** Dates of a live blog (first and latest card) written into its article and its index row. */
export function refreshLiveBlogDates(db: Db, articleId: string): void {
  const span = db.prepare("SELECT min(published_at) AS first, max(published_at) AS last FROM search_items WHERE parent_id = ?").get(articleId) as
    | { first: number | null; last: number | null }
    | undefined;
  if (span?.first == null || span.last == null) return;
  const first = new Date(span.first).toISOString();
  const last = new Date(span.last).toISOString();
  db.prepare(
    `UPDATE documents SET json = json_set(json, '$.datePublished', @first, '$.dateCreated', @first, '$.dateModified', @last, '$.date.publishedAt', @last)
     WHERE kind = 'article' AND id = @id`,
  ).run({ first, last, id: articleId });
  db.prepare(
    `UPDATE search_items SET published_at = @firstMs, json = json_set(json, '$.datePublished', @first, '$.dateCreated', @first, '$.dateModified', @last)
     WHERE id = @id`,
  ).run({ first, last, firstMs: span.first, id: articleId });
}

/** Cards stored with an age are re-dated so the ongoing live blog's newest card is minutes old. */
function redateLiveContent(db: Db, startedAt: number): void {
  db.function("iso_date", { deterministic: true }, (ms) => new Date(Number(ms)).toISOString());
  db.transaction(() => {
    db.prepare(
      `UPDATE search_items SET published_at = @startedAt - live_offset_ms,
         json = json_set(json, '$.date.publishedAt', iso_date(@startedAt - live_offset_ms))
       WHERE live_offset_ms IS NOT NULL`,
    ).run({ startedAt });
    const blogs = db.prepare("SELECT DISTINCT parent_id AS id FROM search_items WHERE live_offset_ms IS NOT NULL").all() as { id: string }[];
    for (const blog of blogs) refreshLiveBlogDates(db, blog.id);
  })();
}

export function openDatabase({ dbPath, publicUrl, startedAt }: OpenOptions): OpenResult {
  fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(SCHEMA);
  db.exec(USER_SCHEMA);
  db.exec(AD_SCHEMA);
  db.exec(PAYWALL_SCHEMA);
  db.exec(MYNEWS_SCHEMA);

  let seedMs: number | null = null;
  if (readMeta(db, "seed_version") !== SEED_VERSION || readMeta(db, "public_url") !== publicUrl) {
    const started = performance.now();
    writeSeed(db, buildSeed(publicUrl), publicUrl);
    seedMs = Math.round(performance.now() - started);
  }
  redateLiveContent(db, startedAt);
  return { db, seedMs };
}
