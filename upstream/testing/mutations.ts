/**
 * The fault switch's mutation mode: the upstream's real answer, changed in one place the contract allows to change
 * (lib/api/schemas/content.ts), chosen from `seed`: an unknown value of an enum inside a list, an optional field
 * left out or of another shape where the contract reads it as missing (a tolerant field), a list emptied or given an
 * item of another shape, a text (or a date) made very long or non-Latin. Every such answer must still give its page
 * with status 200 and its main document (playwright/mutations.spec.ts).
 * The walk follows the response's zod schema, so it knows which fields are optional, which values are enums and
 * which lists are tolerant; a main document's required fields and its identifiers and addresses are never touched.
 */
import { z } from "zod";
import {
  articleCardsResponseSchema,
  articleResponseSchema,
  cardResponseSchema,
  contentItemSchema,
  curatedListResponseSchema,
  curationResponseSchema,
  playlistResponseSchema,
  productResponseSchema,
  productSchema,
  recipeResponseSchema,
  searchResponseSchema,
  showBlogNavigationResponseSchema,
  slideshowResponseSchema,
  teasableSchema,
  videoResponseSchema,
} from "../../lib/api/schemas/content";
import { collectDropped } from "../../lib/api/schemas/tolerant";

/** The answers the mutation mode knows the contract of, by name. */
export const MUTATION_CONTRACTS = {
  article: articleResponseSchema,
  card: cardResponseSchema,
  articleCards: articleCardsResponseSchema,
  curation: curationResponseSchema,
  curatedList: curatedListResponseSchema,
  recipe: recipeResponseSchema,
  slideshow: slideshowResponseSchema,
  video: videoResponseSchema,
  playlist: playlistResponseSchema,
  product: productResponseSchema,
  showBlogNavigation: showBlogNavigationResponseSchema,
  teasables: searchResponseSchema(teasableSchema),
  contentItems: searchResponseSchema(contentItemSchema),
  products: searchResponseSchema(productSchema),
} as const satisfies Record<string, z.ZodType>;
export type MutationContract = keyof typeof MUTATION_CONTRACTS;
export const MUTATION_CONTRACT_NAMES = Object.keys(MUTATION_CONTRACTS) as [MutationContract, ...MutationContract[]];

type Path = (string | number)[];
type Site =
  | { kind: "enum"; path: Path; value: string; caseInsensitive: boolean }
  | { kind: "optional"; path: Path }
  | { kind: "unreadable"; path: Path }
  | { kind: "list"; path: Path; length: number }
  | { kind: "text"; path: Path };

/** Strings that are identifiers, addresses, dates, prices or codes: a page links, dates or prices with them. */
const NOT_TEXT = new Set([
  "id", "url", "urls", "primary", "canonical", "short", "slug", "publicUrl", "externalUrl", "pageRoute", "path", "encodingFormat", "format",
  "assetType", "price", "priceCurrency", "expirationDate", "duration",
  "guid", "mpxId", "key", "signupSource", "type", "subType", "style", "eventStatus", "navigationTheme",
]);
/** `primary` is a text under these (and an address under `url`). */
const TEXT_PARENTS = new Set(["headline", "description"]);

export const LONG_TEXT = "Breaking coverage continues as officials respond. ".repeat(120).trim();
export const NON_LATIN_TEXT = "新闻速递 · أخبار عاجلة · Последние новости · ताज़ा खबरें · 🗞️ ñandú";
const WRONG_ITEMS: unknown[] = [42, "an item of another shape", null, {}, { id: "mutation-unknown", type: "mutation-unknown" }, [1, 2]];

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** An optional field, or a tolerant one (optional inside a catch). */
function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return def.type === "optional" || (def.type === "catch" && defOf(def.innerType as z.ZodType).type === "optional");
}

function isText(path: Path): boolean {
  const key = path.at(-1);
  if (typeof key !== "string" || NOT_TEXT.has(key)) return key === "primary" && TEXT_PARENTS.has(String(path.at(-2)));
  return true;
}

/** Every place of `value` where `schema` allows a mutation; `inList` marks a place inside an item of a tolerant list. */
function sites(schema: z.ZodType, value: unknown, path: Path, inList: boolean, out: Site[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case "catch":
      // A tolerant field (lib/api/schemas/tolerant.ts): a value of another shape reads as missing.
      if (isOptional(def.innerType as z.ZodType) && value !== undefined) out.push({ kind: "unreadable", path });
      sites(def.innerType as z.ZodType, value, path, inList, out);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
    case "nonoptional":
      sites(def.innerType as z.ZodType, value, path, inList, out);
      return;
    case "pipe": {
      const target = defOf(def.out as z.ZodType);
      // An enum read through a transform (offer states in any case).
      if (target.type === "enum" && typeof value === "string") {
        if (inList) out.push({ kind: "enum", path, value, caseInsensitive: true });
        return;
      }
      sites(def.in as z.ZodType, value, path, inList, out);
      return;
    }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return;
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (!(key in value)) continue;
        const fieldValue = (value as Record<string, unknown>)[key];
        if (isOptional(field)) out.push({ kind: "optional", path: [...path, key] });
        sites(field, fieldValue, [...path, key], inList, out);
      }
      return;
    }
    case "array": {
      if (!Array.isArray(value)) return;
      const element = def.element as z.ZodType;
      const tolerant = ["catch", "unknown"].includes(defOf(element).type);
      if (tolerant) out.push({ kind: "list", path, length: value.length });
      value.forEach((item, index) => sites(element, item, [...path, index], inList || tolerant, out));
      return;
    }
    case "record":
      if (typeof value !== "object" || value === null) return;
      for (const [key, item] of Object.entries(value)) sites(def.valueType as z.ZodType, item, [...path, key], inList, out);
      return;
    case "union":
      for (const option of def.options as z.ZodType[]) {
        if (collectDropped(() => option.safeParse(value)).result.success) return sites(option, value, path, inList, out);
      }
      return;
    case "enum":
    case "literal":
      if (inList && typeof value === "string") out.push({ kind: "enum", path, value, caseInsensitive: false });
      return;
    case "string":
      if (typeof value === "string" && isText(path)) out.push({ kind: "text", path });
      return;
  }
}

/** A small seeded PRNG (mulberry32): the same seed gives the same mutation. */
function prng(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

function parentOf(root: unknown, path: Path): { parent: Record<string | number, unknown>; key: string | number } {
  let parent = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  return { parent, key: path.at(-1)! };
}

const shown = (path: Path) => path.join(".") || "(answer)";

/** `answer` (parsed JSON) changed in one place chosen by `seed`, and what was changed; unchanged when nothing may change. */
export function mutateAnswer(answer: unknown, contract: MutationContract, seed: number): { answer: unknown; mutation: string } {
  const found: Site[] = [];
  sites(MUTATION_CONTRACTS[contract], answer, [], false, found);
  if (found.length === 0) return { answer, mutation: "none" };
  const pick = prng(seed);
  const site = found[pick(found.length)]!;
  const copy = structuredClone(answer);
  const { parent, key } = parentOf(copy, site.path);
  switch (site.kind) {
    case "enum": {
      const variants = site.caseInsensitive ? [`mutation-${seed}`, site.value.toLowerCase().replace(/_/g, " ")] : [`mutation-${seed}`];
      const value = variants[pick(variants.length)]!;
      parent[key] = value;
      return { answer: copy, mutation: `${shown(site.path)}: ${JSON.stringify(site.value)} → ${JSON.stringify(value)}` };
    }
    case "optional":
      delete parent[key];
      return { answer: copy, mutation: `${shown(site.path)}: left out` };
    case "unreadable": {
      const wrong = WRONG_ITEMS[pick(WRONG_ITEMS.length)];
      parent[key] = structuredClone(wrong);
      return { answer: copy, mutation: `${shown(site.path)}: ${JSON.stringify(wrong)} instead` };
    }
    case "list": {
      const list = parent[key] as unknown[];
      if (pick(3) === 0 || list.length === 0) {
        parent[key] = [];
        return { answer: copy, mutation: `${shown(site.path)}: emptied (${site.length} items)` };
      }
      const wrong = WRONG_ITEMS[pick(WRONG_ITEMS.length)];
      const at = pick(list.length + 1);
      list.splice(at, 0, structuredClone(wrong));
      return { answer: copy, mutation: `${shown(site.path)}[${at}]: ${JSON.stringify(wrong)} inserted` };
    }
    case "text": {
      const long = pick(2) === 0;
      parent[key] = long ? LONG_TEXT : NON_LATIN_TEXT;
      return { answer: copy, mutation: `${shown(site.path)}: ${long ? `${LONG_TEXT.length} characters` : "non-Latin text"}` };
    }
  }
}
