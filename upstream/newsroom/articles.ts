/**
 * The newsroom's edits to a stored article: a correction (headline, description, body, a correction note), taking it
 * down and bringing it back. The article's document and its index row (what fronts, searches and feeds show) change
 * together; an unpublished article's rows wait in `unpublished` (upstream/db.ts) until it is published again.
 */
import type { Db } from "../db";
import { escapeHtml } from "../seed/text";

export interface ArticleEdit {
  headline?: string;
  description?: string;
  /** Paragraphs separated by blank lines. */
  body?: string;
  correction?: string;
}

/** Body blocks of plain text: one escaped paragraph per blank-line-separated block. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ type: "paragraph", html: escapeHtml(paragraph) }));

type Json = Record<string, unknown>;

/** A teasable or document with the edit applied: a new headline replaces every form of the old one (tease, SEO). */
function edited(json: Json, edit: ArticleEdit, at: string, withBody: boolean): Json {
  const next: Json = { ...json, dateModified: at };
  if (edit.headline !== undefined) next.headline = { primary: edit.headline };
  if (edit.description !== undefined) next.description = { primary: edit.description };
  if (withBody && edit.body !== undefined) next.body = paragraphs(edit.body);
  if (withBody && edit.correction !== undefined) next.correction = { text: edit.correction, date: at };
  return next;
}

export interface Placement {
  vertical: string;
  /** Ids of the fronts (curations) that list the article. */
  curations: string[];
}

/** The newsroom's view of the store's articles; null answers mean "no such published article". */
export function createNewsroomArticles(db: Db) {
  const documentOf = db.prepare("SELECT json FROM documents WHERE kind = 'article' AND id = ?").pluck();
  const itemOf = db.prepare("SELECT * FROM search_items WHERE id = ? AND type = 'article'");
  const curationsListing = db.prepare("SELECT id FROM documents WHERE kind = 'curation' AND instr(json, ?) > 0 ORDER BY id").pluck();

  const placement = (id: string, vertical: string): Placement => ({ vertical, curations: curationsListing.all(`"id":"${id}"`) as string[] });

  return {
    /** Applies `edit` to a published article; returns where it is shown, or null when there is no such article. */
    edit(id: string, edit: ArticleEdit, at = new Date().toISOString()): Placement | null {
      const document = documentOf.get(id) as string | undefined;
      const item = itemOf.get(id) as { vertical: string; json: string } | undefined;
      if (document === undefined || !item) return null;
      db.transaction(() => {
        db.prepare("UPDATE documents SET json = ? WHERE kind = 'article' AND id = ?").run(JSON.stringify(edited(JSON.parse(document), edit, at, true)), id);
        const teasable = edited(JSON.parse(item.json), edit, at, false);
        db.prepare("UPDATE search_items SET json = ?, name = ? WHERE id = ?").run(JSON.stringify(teasable), (teasable.headline as { primary: string }).primary.toLowerCase(), id);
      })();
      return placement(id, item.vertical);
    },
    /** Takes a published article down (its rows move to `unpublished`); null when it is not published. */
    unpublish(id: string): Placement | null {
      const document = documentOf.get(id) as string | undefined;
      const item = itemOf.get(id) as Json | undefined;
      if (document === undefined || !item) return null;
      const where = placement(id, String(item.vertical));
      db.transaction(() => {
        const terms = db.prepare("SELECT path FROM search_terms WHERE item_id = ?").pluck().all(id);
        db.prepare("INSERT OR REPLACE INTO unpublished (id, document, item, terms) VALUES (?, ?, ?, ?)").run(id, document, JSON.stringify(item), JSON.stringify(terms));
        db.prepare("DELETE FROM documents WHERE kind = 'article' AND id = ?").run(id);
        db.prepare("DELETE FROM search_items WHERE id = ?").run(id);
        db.prepare("DELETE FROM search_terms WHERE item_id = ?").run(id);
      })();
      return where;
    },
    /** Brings an unpublished article back; null when there is none of that id. */
    publish(id: string): Placement | null {
      const row = db.prepare("SELECT document, item, terms FROM unpublished WHERE id = ?").get(id) as { document: string; item: string; terms: string } | undefined;
      if (!row) return null;
      const item = JSON.parse(row.item) as Json;
      db.transaction(() => {
        db.prepare("INSERT INTO documents (kind, id, json) VALUES ('article', ?, ?)").run(id, row.document);
        const columns = Object.keys(item);
        db.prepare(`INSERT INTO search_items (${columns.join(", ")}) VALUES (${columns.map((name) => `@${name}`).join(", ")})`).run(item);
        for (const term of JSON.parse(row.terms) as string[]) db.prepare("INSERT OR IGNORE INTO search_terms (path, item_id) VALUES (?, ?)").run(term, id);
        db.prepare("DELETE FROM unpublished WHERE id = ?").run(id);
      })();
      return placement(id, String(item.vertical));
    },
  };
}
