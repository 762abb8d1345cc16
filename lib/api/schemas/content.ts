/**
 * The content API contract (spec 1 §3, §7; spec 2 §3, §7 "Content calls").
 * The site parses every answer with these; the embedded upstream validates what it serves with them.
 * Lists are `tolerantList`s: an item the site cannot read is dropped and logged, never the document (./tolerant.ts).
 * What stays strict is what a page cannot be without: the main document's id, type, headline, url and body list.
 */
import { z } from "zod";
import { tolerantField, tolerantList } from "./tolerant";

/** A date and time as the upstream writes them (ISO 8601); one that does not read is no date. */
export const dateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

export const urlsSchema = z.object({
  primary: z.string(),
  short: z.string().optional(),
  slug: z.string().optional(),
  canonical: z.string().optional(),
});

export const socialMediaProfilesSchema = z.object({
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  gPlus: z.string().optional(),
  instagram: z.string().optional(),
});
export type SocialMediaProfiles = z.infer<typeof socialMediaProfilesSchema>;

const imageFields = {
  id: z.string().optional(),
  url: z.string(),
  headline: z.string().optional(),
  caption: z.string().optional(),
  altText: z.string().optional(),
  encodingFormat: z.string().optional(),
  height: z.number().int().positive(),
  width: z.number().int().positive(),
  graphicContent: z.boolean().optional(),
};

export const personSchema = z.object({
  name: z.string().min(1),
  id: z.string().optional(),
  email: z.string().optional(),
  bio: tolerantList(z.string()).optional(),
  jobTitle: tolerantList(z.string()).optional(),
  shortBio: z.string().optional(),
  type: z.string().optional(),
  url: z.string().optional(),
  socialMediaProfiles: tolerantField(socialMediaProfilesSchema),
  primaryImage: tolerantField(z.object(imageFields)),
});

export const authorSchema = z.object({
  type: z.string().optional(),
  authorType: z.string().optional(),
  featuredAuthor: z.boolean().optional(),
  person: personSchema,
});

export const sourceSchema = z.object({
  name: z.string(),
  copyright: z.string().optional(),
  externalUrl: z.string().optional(),
  organization: z.string().optional(),
});

export const imageSchema = z.object({
  ...imageFields,
  authors: tolerantList(authorSchema).optional(),
  source: tolerantField(sourceSchema),
});

export const taxonomyTermSchema = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
  name: z.string(),
  slug: z.string().optional(),
  path: z.string().optional(),
  url: tolerantField(z.object({ primary: z.string() })),
  taxonomyType: z.string().optional(),
});

export const taxonomySchema = z.object({
  labels: tolerantList(taxonomyTermSchema).optional(),
  primarySection: tolerantField(taxonomyTermSchema),
  primarySubverticals: tolerantList(taxonomyTermSchema).optional(),
  primaryTopic: tolerantField(taxonomyTermSchema),
  primaryVertical: tolerantField(taxonomyTermSchema),
  sections: tolerantList(taxonomyTermSchema).optional(),
  subverticals: tolerantList(taxonomyTermSchema).optional(),
  topics: tolerantList(taxonomyTermSchema).optional(),
  allTerms: tolerantList(z.object({ path: z.string() })).optional(),
});

export const videoAssetSchema = z.object({
  format: z.string(),
  assetType: z.string(),
  publicUrl: z.string(),
  height: z.number().int().positive(),
  width: z.number().int().positive(),
  assetDuration: z.number().nonnegative(),
  bitrate: z.number().nonnegative(),
});

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  totalItems: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const CONTENT_TYPES = ["article", "video", "slideshow", "recipe", "blog", "showBlog", "product", "externalLink"] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);

export const slideSchema = z.object({
  headline: z.string().optional(),
  caption: z.string().optional(),
  authors: tolerantList(authorSchema).optional(),
  source: tolerantField(sourceSchema),
  image: imageSchema,
});

export const OFFER_STATES = ["OUT_OF_STOCK", "AVAILABLE", "UNAVAILABLE"] as const;
/** Spec 1 §5's offer states, in whatever case and spacing the upstream writes them (`available`, `out of stock`, spec 2 §3). */
export const offerStateSchema = z
  .string()
  .transform((state) => state.trim().toUpperCase().replace(/[\s-]+/g, "_"))
  .pipe(z.enum(OFFER_STATES));
export const offerSchema = z.object({
  externalUrl: z.string(),
  price: z.string().optional(),
  priceCurrency: z.string().optional(),
  prices: tolerantList(z.object({ type: z.string(), price: z.string() })).optional(),
  state: offerStateSchema.nullable().optional(),
  seller: tolerantField(z.object({ name: z.string() })),
  isPrimaryOffer: z.boolean().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The item of a content item: the shared fields every content type carries on fronts. */
export const teasableSchema = z.object({
  id: z.string(),
  type: contentTypeSchema,
  headline: z.object({ primary: z.string(), tease: z.string().optional(), seo: z.string().optional() }),
  description: tolerantField(z.object({ primary: z.string().optional(), seo: z.string().optional() })),
  url: urlsSchema,
  teaseImage: tolerantField(imageSchema),
  primaryImage: tolerantField(imageSchema),
  taxonomy: tolerantField(taxonomySchema),
  authors: tolerantList(authorSchema).optional(),
  source: tolerantField(sourceSchema),
  datePublished: tolerantField(dateSchema),
  dateModified: tolerantField(dateSchema),
  dateCreated: tolerantField(dateSchema),
  breakingNews: z.boolean().optional(),
  nativeAd: z.boolean().optional(),
  duration: z.string().optional(),
  mpxMetadata: tolerantField(z.object({ guid: z.string().optional(), mpxId: z.string().optional() })),
  videoAssets: tolerantList(videoAssetSchema).optional(),
  slides: tolerantList(slideSchema).optional(),
  offers: tolerantList(offerSchema).optional(),
});
export type Teasable = z.infer<typeof teasableSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  type: contentTypeSchema,
  item: teasableSchema,
  computedValues: z.object({
    headline: z.string(),
    description: z.string().optional(),
    teaseImage: tolerantField(imageSchema),
    unibrow: tolerantField(z.object({ text: z.string(), url: z.string().optional() })),
    url: z.string(),
  }),
  metadata: z.record(z.string(), z.unknown()).optional(),
  packageIndex: z.number().int().nonnegative().optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const PACKAGE_TYPES = [
  "lead",
  "teaseList",
  "feeds",
  "videoPackage",
  "automatedWaffle",
  "productWaffle",
  "newsletterSignup",
  "showLead",
  "liveBlog",
] as const;

export const packageSchema = z.object({
  id: z.string(),
  type: z.enum(PACKAGE_TYPES),
  subType: z.string().optional(),
  name: z.string().optional(),
  items: tolerantList(contentItemSchema),
  zone: z.number().int().nonnegative().optional(),
  autofill: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type CurationPackage = z.infer<typeof packageSchema>;

export const LAYOUT_TYPES = ["fullWidth", "leftRail", "rightRail", "threeColumn"] as const;
export const layoutSchema = z.object({
  id: z.string(),
  type: z.enum(LAYOUT_TYPES),
  packages: tolerantList(packageSchema),
});
export type CurationLayout = z.infer<typeof layoutSchema>;

export const marqueeSchema = z.object({
  hidden: z.boolean(),
  marqueeType: z.literal("embed"),
  embed: z.object({ url: z.string() }),
});

export const curationSchema = z.object({
  id: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  pageRoute: z.string(),
  hidden: z.boolean(),
  adsDisabled: z.boolean(),
  marquees: tolerantList(marqueeSchema).optional(),
  /** An editorial navigation theme for the front, e.g. `elections-2024`. */
  navigationTheme: z.string().optional(),
  layouts: tolerantList(layoutSchema),
});
export type Curation = z.infer<typeof curationSchema>;
export const curationResponseSchema = z.object({ data: z.object({ curation: curationSchema }) });

export const navLinkSchema = z.object({
  id: z.string().optional(),
  title: z.string(),
  url: z.string(),
});
export type NavLink = z.infer<typeof navLinkSchema>;
export const navigationSchema = z.object({
  global: tolerantList(navLinkSchema),
  local: tolerantList(navLinkSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;
export const navigationResponseSchema = z.object({ data: z.object({ navigation: navigationSchema }) });

export const paywallMarkSchema = z.object({
  gated: z.boolean(),
  metered: z.boolean().optional(),
  teaserBlocks: z.number().int().min(0).max(50).optional(),
});
export type PaywallMark = z.infer<typeof paywallMarkSchema>;

/** Body blocks are parsed one by one where they are rendered, so one bad block never drops the article. */
export const articleSchema = teasableSchema.extend({
  /** `blog`: a live blog (spec 1 §2), wherever its address points. */
  type: z.enum(["article", "blog"]),
  subType: z.string().optional(),
  primaryMedia: z.unknown().optional(),
  socialImage: tolerantField(imageSchema),
  ecommerceEnabled: z.boolean().optional(),
  sponsoredBy: z.string().optional(),
  adsEnabled: z.boolean().optional(),
  hidden: z.boolean().optional(),
  presentation: tolerantField(z.object({ style: z.string().optional() })),
  body: z.array(z.unknown()),
  /** The newsroom's correction note (PATCH /newsroom/articles/{id}), shown above the body. */
  correction: tolerantField(z.object({ text: z.string(), date: dateSchema })),
  date: tolerantField(z.object({ publishedAt: dateSchema })),
  /** Live blogs: when the coverage ends, and the event flag ("ended" closes a blog without an end time). */
  endTime: tolerantField(dateSchema),
  eventStatus: z.string().optional(),
  /**
   * Gated content (spec 1 §1 "paywall and subscription gate"): the upstream marks a story as gated, whether a signed-in
   * reader's monthly free reads open it (`metered`), and how many body blocks everyone may read (`teaserBlocks`).
   */
  paywall: paywallMarkSchema.optional(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponseSchema = z.object({
  data: z.object({ article: articleSchema }),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const searchSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    pagination: paginationSchema,
    aggregation: z.record(z.string(), z.unknown()).optional(),
    items: tolerantList(item),
  });
const buildSearchResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ search: searchSchema(item) }) });
type SearchResponseSchema<T extends z.ZodType> = ReturnType<typeof buildSearchResponseSchema<T>>;
const searchResponseSchemas = new WeakMap<z.ZodType, SearchResponseSchema<z.ZodType>>();

/**
 * A search answer of `item`s, built once per item schema: zod compiles an object schema's parser when it first
 * parses, so a schema built per call was compiled on every upstream call and never ran warm.
 */
export function searchResponseSchema<T extends z.ZodType>(item: T): SearchResponseSchema<T> {
  let schema = searchResponseSchemas.get(item);
  if (!schema) searchResponseSchemas.set(item, (schema = buildSearchResponseSchema(item)));
  return schema as unknown as SearchResponseSchema<T>;
}

export const curatedListResponseSchema = z.object({
  data: z.object({ curatedList: z.object({ id: z.string(), headline: z.string().optional(), content: z.object({ items: tolerantList(teasableSchema) }) }) }),
});

/** Live-blog card (spec 1 §3). markupAndEmbeds are body blocks, parsed where rendered. */
export const cardSchema = z.object({
  id: z.string().regex(/ncrd\d+$/),
  headline: z.object({ primary: z.string() }),
  content: z.object({ markupAndEmbeds: z.array(z.unknown()) }),
  replies: z.array(z.unknown()).optional(),
  /** A post is placed and dated by this: a date that does not read drops the post. */
  date: z.object({ publishedAt: dateSchema }),
  subType: z.enum(["post", "text"]),
  authors: tolerantList(authorSchema).optional(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardResponseSchema = z.object({ data: z.object({ card: cardSchema }) });
export const articleCardsResponseSchema = z.object({
  data: z.object({
    article: z.object({ cards: z.object({ items: tolerantList(cardSchema) }) }),
    search: z.object({ pagination: paginationSchema }),
  }),
});

export const recipeSchema = teasableSchema.extend({
  type: z.literal("recipe"),
  ingredients: tolerantList(z.object({ name: z.string().optional(), ingredients: tolerantList(z.string()) })),
  instructions: tolerantList(z.object({ name: z.string().optional(), instructions: tolerantList(z.string()) })),
  chefNotes: z.string().optional(),
  nutrition: tolerantField(z.object({ calories: z.string().optional() })),
  prepTime: z.string().optional(),
  cookTime: z.string().optional(),
  totalTime: z.string().optional(),
  servingSize: z.string().optional(),
  yield: z.string().optional(),
  ecommerceEnabled: z.boolean().optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;
export const recipeResponseSchema = z.object({
  data: z.object({ recipe: recipeSchema, search: searchSchema(teasableSchema).optional() }),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const slideshowSchema = teasableSchema.extend({
  type: z.literal("slideshow"),
  /** An empty list (nothing readable) still renders the slideshow's headline and description. */
  slides: tolerantList(slideSchema),
});
export const slideshowResponseSchema = z.object({ data: z.object({ slideshow: slideshowSchema }) });

export const videoSchema = teasableSchema.extend({
  type: z.literal("video"),
  videoAssets: tolerantList(videoAssetSchema),
  expired: z.boolean().optional(),
  expirationDate: z.string().optional(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoResponseSchema = z.object({ data: z.object({ video: videoSchema }) });
export const videosResponseSchema = z.object({ data: z.object({ videos: z.record(z.string(), videoSchema) }) });

export const playlistSchema = z.object({ id: z.string(), headline: z.object({ primary: z.string() }), videos: tolerantList(videoSchema) });
export const playlistResponseSchema = z.object({ data: z.object({ videoPlaylist: playlistSchema }) });

export const showBlogNavigationResponseSchema = z.object({
  data: z.object({
    next: z.object({ items: tolerantList(teasableSchema) }),
    previous: z.object({ items: tolerantList(teasableSchema) }),
    latest: z.object({ items: tolerantList(teasableSchema) }),
  }),
});

export const socialMediaResponseSchema = z.object({
  data: z.object({ social: z.object({ socialMediaProfiles: socialMediaProfilesSchema }) }),
});

export const menuResponseSchema = z.object({
  data: z.object({ menu: z.object({ id: z.string(), items: tolerantList(navLinkSchema) }) }),
});

export const productSchema = z.object({
  id: z.string(),
  type: z.literal("product"),
  name: z.string(),
  description: z.string().optional(),
  url: urlsSchema.optional(),
  teaseImage: tolerantField(imageSchema),
  promotionalMedia: tolerantList(imageSchema).optional(),
  taxonomy: tolerantField(taxonomySchema),
  /** Who supplies the product; `organization: "StackCommerce"` marks a StackCommerce deal (spec 2 §3). */
  source: tolerantField(sourceSchema),
  offers: tolerantList(offerSchema),
});
export type Product = z.infer<typeof productSchema>;
/** `product/{id}`: one product (the spec names no such call; see docs/decisions.md). */
export const productResponseSchema = z.object({ data: z.object({ product: productSchema }) });

export const newsletterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** The newsletter's picture, shown beside its option on the account page (spec 2 §3 "Newsletter option"). */
  image: tolerantField(z.object(imageFields)),
  includedTaxonomyPaths: z.array(z.string()).min(1),
  excludedTaxonomyPaths: z.array(z.string()).optional(),
  key: z.string().min(1),
  signupSource: z.string().min(1),
});
export const newsletterResponseSchema = z.object({ data: z.object({ newsletters: tolerantList(newsletterSchema) }) });

/** Preloaded html of an embed marquee (`embed/marquee/{name}?inline-contents=true`, spec 1 §7). */
export const embedResponseSchema = z.object({ html: z.string() });

/** `bentoapi/curation/taxonomy-terms/…`: package items with their taxonomy paths, used to filter product waffles (spec 1 §7). */
export const taxonomyTermsResponseSchema = z.object({
  data: z.object({
    curation: z.object({
      layouts: tolerantList(
        z.object({
          packages: tolerantList(
            z.object({
              items: tolerantList(z.object({ id: z.string(), taxonomy: z.object({ allTerms: tolerantList(z.object({ path: z.string() })) }) })),
            }),
          ),
        }),
      ),
    }),
  }),
});

/** Services API `miniPlayerTease/{vertical}`: the video the navbar's mini player teases (spec 2 §7). */
export const miniPlayerTeaseResponseSchema = z.object({
  data: z.object({ miniPlayerTease: z.object({ id: z.string(), headline: z.string(), video: teasableSchema }) }),
});

/** Services API `POST newsletter/signup`: an anonymous reader's sign-up from a newsletter package. */
export const newsletterSignupRequestSchema = z.object({
  email: z.email(),
  key: z.string().min(1).max(64),
  signupSource: z.string().min(1).max(128),
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;
export const newsletterSignupResponseSchema = z.object({
  data: z.object({ subscription: z.object({ email: z.string(), key: z.string() }) }),
});
