/**
 * Article body blocks as the content API serves them (spec 2 §3 Article "body (list of blocks)").
 * Blocks are parsed one by one: a block that does not convert cleanly is dropped and the rest
 * render (spec 2 §4 "body blocks kept only when a block converts cleanly").
 */
import { z } from "zod";
import { imageSchema } from "@/lib/api/schemas/content";
import { reportDropped } from "@/lib/api/schemas/tolerant";

const text = z.string().trim().min(1);

export const paragraphBlockSchema = z.object({ type: z.literal("paragraph"), html: text });
export const headingBlockSchema = z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), text });
export const listBlockSchema = z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(text).min(1) });
export const imageBlockSchema = z.object({ type: z.literal("image"), image: imageSchema });
export const pullQuoteBlockSchema = z.object({ type: z.literal("pullQuote"), text, attribution: z.string().trim().optional() });
export const embedBlockSchema = z.object({ type: z.literal("embed"), embedType: text, url: text, html: z.string().optional() });

export const bodyBlockSchema = z.discriminatedUnion("type", [
  paragraphBlockSchema,
  headingBlockSchema,
  listBlockSchema,
  imageBlockSchema,
  pullQuoteBlockSchema,
  embedBlockSchema,
]);

export type BodyBlock = z.infer<typeof bodyBlockSchema>;
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type EmbedBlock = z.infer<typeof embedBlockSchema>;

/** The blocks that convert cleanly, in order; any other block is dropped, and logged once as a block of `source`. */
export function parseBodyBlocks(blocks: readonly unknown[], source: string): BodyBlock[] {
  return blocks.flatMap((block, index) => {
    const parsed = bodyBlockSchema.safeParse(block);
    if (parsed.success) return [parsed.data];
    const issue = parsed.error.issues[0];
    reportDropped(source, { id: `block ${index}`, reason: issue ? `${issue.path.join(".") || "block"}: ${issue.message}` : "unreadable" });
    return [];
  });
}

/** How many paragraphs a body has: the count the in-body placements (reel, newsletter) go by. */
export function countParagraphs(blocks: readonly BodyBlock[]): number {
  return blocks.filter((block) => block.type === "paragraph").length;
}

/** Each block's paragraph number (1-based), or null for blocks that are not paragraphs. */
export function paragraphNumbers(blocks: readonly BodyBlock[]): (number | null)[] {
  let count = 0;
  return blocks.map((block) => (block.type === "paragraph" ? ++count : null));
}
