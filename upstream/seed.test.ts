/** @jest-environment node */
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { VERTICALS, VERTICAL_SLUGS } from "../lib/verticals/verticals";
import { writeSeed, type Db } from "./db";
import { MALFORMED_BODY_BLOCKS } from "./seed/articles";
import { buildSeed } from "./seed/seed";

jest.setTimeout(60_000);

const PUBLIC_URL = "http://localhost:4000";

function seededDatabase(): { db: Db } {
  const db = new Database(":memory:");
  writeSeed(db, buildSeed(PUBLIC_URL), PUBLIC_URL);
  return { db };
}

function hashOf(db: Db): string {
  const hash = createHash("sha256");
  for (const row of db.prepare("SELECT kind, id, json FROM documents ORDER BY kind, id").iterate()) hash.update(JSON.stringify(row));
  for (const row of db.prepare("SELECT * FROM search_items ORDER BY id").iterate()) hash.update(JSON.stringify(row));
  for (const row of db.prepare("SELECT path, item_id FROM search_terms ORDER BY path, item_id").iterate()) hash.update(JSON.stringify(row));
  return hash.digest("hex");
}

const count = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

describe("the seed", () => {
  const first = seededDatabase();
  afterAll(() => first.db.close());

  test("is deterministic: two seeds store identical data", () => {
    const second = seededDatabase();
    expect(hashOf(second.db)).toBe(hashOf(first.db));
    second.db.close();
  });

  test.each(VERTICAL_SLUGS)("%s has its stories, live blogs, videos, playlists, fronts and drafts", (vertical) => {
    const { db } = first;
    expect(count(db, "SELECT count(*) FROM search_items WHERE vertical = ? AND type = 'article' AND sub_type = 'article'", vertical)).toBeGreaterThanOrEqual(200);
    const blogs = db.prepare("SELECT id FROM search_items WHERE vertical = ? AND sub_type = 'liveblog'").pluck().all(vertical) as string[];
    expect(blogs).toHaveLength(2);
    for (const blog of blogs) expect(count(db, "SELECT count(*) FROM search_items WHERE parent_id = ?", blog)).toBeGreaterThanOrEqual(300);
    expect(count(db, "SELECT count(*) FROM search_items WHERE vertical = ? AND type = 'video'", vertical)).toBeGreaterThanOrEqual(40);
    expect(count(db, "SELECT count(*) FROM documents WHERE kind = 'playlist' AND id LIKE ?", `playlist-${vertical}-%`)).toBe(3);
    expect(count(db, "SELECT count(*) FROM search_items WHERE vertical = ? AND type = 'slideshow'", vertical)).toBeGreaterThanOrEqual(
      VERTICALS[vertical].language === "en" ? 20 : 1,
    );
    expect(count(db, "SELECT count(*) FROM documents WHERE kind = 'curation' AND (id = ? OR id LIKE ?)", vertical, `${vertical}/%`)).toBeGreaterThanOrEqual(7);
    expect(count(db, "SELECT count(*) FROM documents WHERE kind = 'draft' AND id LIKE ?", `draft-${vertical}-%`)).toBe(2);
  });

  test("today has 60+ recipes and 150+ products; msnbc has three show blogs of 15+ posts", () => {
    const { db } = first;
    expect(count(db, "SELECT count(*) FROM search_items WHERE vertical = 'today' AND type = 'recipe'")).toBeGreaterThanOrEqual(60);
    expect(count(db, "SELECT count(*) FROM search_items WHERE vertical = 'today' AND type = 'product'")).toBeGreaterThanOrEqual(150);
    const posts = db.prepare("SELECT path, count(*) AS n FROM search_terms WHERE path LIKE 'msnbc/shows/%' GROUP BY path").all() as { n: number }[];
    expect(posts).toHaveLength(3);
    for (const show of posts) expect(show.n).toBeGreaterThanOrEqual(15);
    expect(count(db, "SELECT count(*) FROM search_terms WHERE path = 'news/shows/meet-the-press'")).toBe(18);
  });

  test("Spanish verticals are written in Spanish", () => {
    const headline = (id: string) => (JSON.parse(first.db.prepare("SELECT json FROM documents WHERE kind = 'article' AND id = ?").pluck().get(id) as string) as { headline: { primary: string } }).headline.primary;
    const liveNoticias = first.db.prepare("SELECT id FROM search_items WHERE vertical = 'noticias' AND sub_type = 'liveblog' ORDER BY id").pluck().get() as string;
    expect(headline(liveNoticias)).toMatch(/^En vivo: /);
    const liveNews = first.db.prepare("SELECT id FROM search_items WHERE vertical = 'news' AND sub_type = 'liveblog' ORDER BY id").pluck().get() as string;
    expect(headline(liveNews)).toMatch(/^Live updates: /);
  });

  test("the malformed body blocks are where the table says", () => {
    const malformed = Object.entries(MALFORMED_BODY_BLOCKS).flatMap(([, blocks]) => Object.values(blocks ?? {}));
    const stored = (first.db.prepare("SELECT json FROM documents WHERE kind = 'article'").pluck().all() as string[]).flatMap(
      (json) => (JSON.parse(json) as { body: unknown[] }).body.filter((block) => malformed.some((bad) => JSON.stringify(bad) === JSON.stringify(block))),
    );
    expect(stored).toHaveLength(malformed.length);
  });
});
