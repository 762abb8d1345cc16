/**
 * The customer service's contract (spec 2 §7 "Saved items", `/mynewsapi/…`), shared by the site (lib/api/mynews.ts)
 * and the embedded upstream (upstream/mynews/). Answers are `{data: {<operation>: …}}`.
 */
import { z } from "zod";
import { tolerantList } from "./tolerant";
import { teasableSchema } from "./content";

/** What a reader can save: the tabs of /account/saved (spec 2 §2) without "all". */
export const SAVED_CONTENT_TYPES = ["article", "video", "recipe", "product"] as const;
export const savedContentTypeSchema = z.enum(SAVED_CONTENT_TYPES);
export type SavedContentType = z.infer<typeof savedContentTypeSchema>;

/** The bookmarks call's filterType: one content type, or all. */
export const FILTER_TYPES = ["all", ...SAVED_CONTENT_TYPES] as const;
export const filterTypeSchema = z.enum(FILTER_TYPES);
export type FilterType = z.infer<typeof filterTypeSchema>;

export const customerSchema = z.object({
  customerId: z.string().min(1),
  mparticleId: z.string().min(1),
  zipCode: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const savedEntrySchema = z.object({
  contentId: z.string().min(1),
  contentType: savedContentTypeSchema,
  /** When it was saved (bookmarks) or last opened (history), ISO 8601. */
  date: z.string(),
  /** The content as fronts show it; null when it is no longer published. */
  item: teasableSchema.nullable(),
});
export type SavedEntry = z.infer<typeof savedEntrySchema>;

export const pageInfoSchema = z.object({ nextPage: z.string().nullable() });
export const savedPageSchema = z.object({ data: tolerantList(savedEntrySchema), pageInfo: pageInfoSchema });
export type SavedPage = z.infer<typeof savedPageSchema>;

export const bookmarkStateSchema = z.object({ contentId: z.string(), contentType: savedContentTypeSchema.nullable(), bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

export const customerAnswerSchema = z.object({ data: z.object({ getCustomer: customerSchema }) });
export const saveCustomerAnswerSchema = z.object({ data: z.object({ saveCustomer: customerSchema }) });
export const bookmarksAnswerSchema = z.object({ data: z.object({ bookmarks: savedPageSchema }) });
export const historyAnswerSchema = z.object({ data: z.object({ history: savedPageSchema }) });
export const recommendationsAnswerSchema = z.object({ data: z.object({ recommendations: z.object({ data: tolerantList(teasableSchema) }) }) });
export const bookmarkByContentIdAnswerSchema = z.object({ data: z.object({ getBookmarkByContentId: bookmarkStateSchema }) });
export const createBookmarkAnswerSchema = z.object({ data: z.object({ createBookmark: bookmarkStateSchema }) });
export const deleteBookmarkAnswerSchema = z.object({ data: z.object({ deleteBookmark: bookmarkStateSchema }) });
export const saveHistoryAnswerSchema = z.object({ data: z.object({ saveHistory: z.object({ contentId: z.string(), contentType: savedContentTypeSchema }) }) });

/** Content ids as the content API writes them (letters and digits). */
export const CONTENT_ID_PATTERN = /^[a-z]{2,8}\d{1,12}$/;
export { ZIP_CODE_PATTERN } from "./zip-code";
/** Cursors are opaque to the site; the embedded upstream writes row ids. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
