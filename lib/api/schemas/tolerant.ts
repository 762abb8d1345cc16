/**
 * Lists that survive what a CMS produces as it evolves (an unknown package type, a card subtype added next year, an
 * item of another shape): an item that does not fit its schema is dropped from the list and reported, and the rest
 * of the document is read as usual. The main document's own fields stay strict: only they decide 404 or 500.
 *
 * Dropping happens only inside `collectDropped` (lib/api/request.ts parses every upstream answer in it, and logs
 * what was dropped). Anywhere else (the embedded upstream checking what it serves, its seed, test fixtures) an
 * unreadable item still throws, so our own data never drifts off the contract unnoticed.
 */
import { z } from "zod";

/** An item left out of a list: its id when it has one, and why it could not be read. */
export interface DroppedItem {
  id?: string;
  reason: string;
}

/** Thrown for an unreadable item outside `collectDropped`. */
export class UnreadableItemError extends Error {
  constructor(readonly item: DroppedItem) {
    super(`unreadable list item${item.id ? ` ${item.id}` : ""}: ${item.reason}`);
    this.name = "UnreadableItemError";
  }
}

const DROPPED = Symbol("dropped");
let collector: DroppedItem[] | null = null;

function idOf(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const id = (input as { id?: unknown }).id;
  return typeof id === "string" ? id.slice(0, 64) : undefined;
}

/** Records an unreadable part inside `collectDropped`; anywhere else it throws. */
function drop(context: { error: { issues: readonly z.core.$ZodIssue[] }; input: unknown }, what: string): void {
  const issue = context.error.issues[0];
  const where = what === "item" ? issue?.path.join(".") || what : [what, ...(issue?.path ?? [])].join(".");
  const dropped: DroppedItem = { id: idOf(context.input), reason: `${where}: ${issue?.message ?? "unreadable"}` };
  if (!collector) throw new UnreadableItemError(dropped);
  collector.push(dropped);
}

/** `z.array(item)`, except that an item `item` cannot read is dropped (inside `collectDropped`) instead of failing the list. */
export function tolerantList<T extends z.ZodType>(item: T) {
  const kept = item.catch((context) => {
    drop(context, "item");
    return DROPPED as unknown as z.output<T>;
  });
  return z.array(kept).transform((items) => items.filter((value) => value !== (DROPPED as unknown)));
}

/**
 * An optional field a page can do without (an image, a taxonomy, a source): unreadable, it reads as missing (inside
 * `collectDropped`, reported like a dropped item) instead of failing its document.
 */
export function tolerantField<T extends z.ZodType>(field: T) {
  return field.optional().catch((context) => {
    drop(context, "optional field");
    return undefined;
  });
}

/** Runs a (synchronous) parse, dropping unreadable list items; returns what it gave and what was dropped. */
export function collectDropped<T>(parse: () => T): { result: T; dropped: DroppedItem[] } {
  const outer = collector;
  const dropped: DroppedItem[] = [];
  collector = dropped;
  try {
    return { result: parse(), dropped };
  } finally {
    collector = outer;
  }
}

/** Drops already reported, by where they were found, item and reason: a page re-rendered every minute logs its drop once. */
const reported = new Set<string>();
const MAX_REPORTED = 5000;

/** Logs an item left out of `source` (an answer's URL, or a document: `article rcna123 body`), once per source, item and reason. */
export function reportDropped(source: string, item: DroppedItem): void {
  const key = `${source} ${item.id ?? ""} ${item.reason}`;
  if (reported.has(key)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(key);
  console.warn(`content: dropped an unreadable item${item.id ? ` (id ${item.id})` : ""} from ${source}: ${item.reason}`);
}
