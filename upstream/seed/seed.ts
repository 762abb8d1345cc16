/** The whole seed: every vertical's content, generated deterministically and checked against the contract. */
import { newsletterResponseSchema } from "../../lib/api/schemas/content";
import { VERTICAL_SLUGS, type VerticalSlug } from "../../lib/verticals/verticals";
import { articleRows, generateArticles } from "./articles";
import { createSeedContext } from "./context";
import { curationRows } from "./curations";
import { generateLiveBlogs, liveBlogRows } from "./live-blogs";
import { newsletterCatalogue } from "./newsletters";
import { createPeople, personRows } from "./people";
import { generateProducts, productRows } from "./products";
import { generateRecipes, recipeRows } from "./recipes";
import { documentRow, type SeedData } from "./rows";
import { generateShowBlogs, showBlogRows } from "./show-blogs";
import { siteChromeRows } from "./site-chrome";
import { generateSlideshows, slideshowRows } from "./slideshows";
import { generateVideos, videoRows } from "./videos";

/** Bump when the generated data changes: a database seeded with another version is seeded again. */
export const SEED_VERSION = "9-meet-the-press-newsletter-images";

export const NEWSLETTERS_DOCUMENT_ID = "all";

function seedVertical(slug: VerticalSlug, publicUrl: string): SeedData {
  const ctx = createSeedContext(slug, publicUrl);
  const people = createPeople(ctx);
  const articles = generateArticles(ctx, people);
  const liveBlogs = generateLiveBlogs(ctx, people);
  const videos = generateVideos(ctx, people);
  const slideshows = generateSlideshows(ctx, people);
  const recipes = generateRecipes(ctx, people);
  const products = generateProducts(ctx);
  const shows = generateShowBlogs(ctx, people);

  const parts = [
    articleRows(ctx, articles),
    liveBlogRows(ctx, liveBlogs),
    videoRows(ctx, videos),
    slideshowRows(ctx, slideshows),
    recipeRows(ctx, recipes),
    showBlogRows(ctx, shows),
    { documents: [], searchItems: [...productRows(ctx, products), ...personRows(ctx, people)] },
    { documents: siteChromeRows(ctx), searchItems: [] },
    { documents: curationRows(ctx, { articles, liveBlogs, videos, slideshows, recipes, products, shows }), searchItems: [] },
  ];
  return { documents: parts.flatMap((part) => part.documents), searchItems: parts.flatMap((part) => part.searchItems) };
}

export function buildSeed(publicUrl: string): SeedData {
  const verticals = VERTICAL_SLUGS.map((slug) => seedVertical(slug, publicUrl));
  return {
    documents: [
      documentRow("newsletters", NEWSLETTERS_DOCUMENT_ID, newsletterResponseSchema.shape.data.shape.newsletters, newsletterCatalogue(publicUrl)),
      ...verticals.flatMap((part) => part.documents),
    ],
    searchItems: verticals.flatMap((part) => part.searchItems),
  };
}
