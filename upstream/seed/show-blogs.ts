/**
 * Show blogs: msnbc's three shows and NBC News's meet-the-press blog, 18 posts each, at /{showSlug}/blog/{slug}-ncpn{digits}.
 * `index` numbers the show across brands: it picks the show's block of post ids.
 */
import { articleSchema, type Article, type Teasable } from "../../lib/api/schemas/content";
import { buildBody } from "./body";
import { HOUR_MS, REFERENCE_DATE_MS, isoAt } from "./clock";
import type { Person, SeedContext, TaxonomyTerm } from "./context";
import { ids } from "./ids";
import { pickAuthors } from "./people";
import { documentRow, teasableOf, teasableRow, type DocumentRow, type SearchRow } from "./rows";
import type { Section } from "./sections";
import { slugify } from "./text";
import { MEET_THE_PRESS_BLOG, type VerticalSlug } from "../../lib/verticals/verticals";

export const SHOWS = [
  { vertical: "msnbc", index: 0, slug: "the-evening-report", name: "The Evening Report" },
  { vertical: "msnbc", index: 1, slug: "morning-briefing", name: "Morning Briefing" },
  { vertical: "msnbc", index: 2, slug: "the-weekend-desk", name: "The Weekend Desk" },
  { vertical: "news", index: 3, slug: MEET_THE_PRESS_BLOG, name: "Meet the Press" },
] as const satisfies readonly { vertical: VerticalSlug; index: number; slug: string; name: string }[];
export const POSTS_PER_SHOW = 18;

export const showsOf = (vertical: VerticalSlug) => SHOWS.filter((show) => show.vertical === vertical);

/** The term all posts of a show carry; show-blog navigation pages through it. */
export const showTermPath = (show: (typeof SHOWS)[number]) => `${show.vertical}/shows/${show.slug}`;

export interface SeededShowBlog {
  slug: string;
  name: string;
  /** Newest first. Each post is served as an article and teased with type showBlog. */
  posts: { article: Article; teasable: Teasable }[];
}

export function generateShowBlogs(ctx: SeedContext, people: readonly Person[]): SeededShowBlog[] {
  const section = ctx.topSections[0] as Section;
  return showsOf(ctx.vertical.slug).map((show) => {
    const s = show.index;
    const writer = ctx.writer(`show-blog-${show.slug}`);
    const rng = writer.rng;
    const showTerm: TaxonomyTerm = { id: `show-${show.slug}`, name: show.name, slug: show.slug, path: showTermPath(show), taxonomyType: "topic" };
    const posts = Array.from({ length: POSTS_PER_SHOW }, (_, i) => {
      const id = ids.showBlogPost(s, i);
      const headline = writer.headline(rng.pick(["politics", "national", "world"] as const));
      const slug = slugify(headline);
      const published = REFERENCE_DATE_MS - i * 8 * HOUR_MS - s * 2 * HOUR_MS;
      const image = ctx.image(`${id}-tease`, headline, writer.sentence("politics"), rng);
      const url = ctx.siteUrl(`/${show.slug}/blog/${slug}-${id}`);
      const description = writer.sentence("politics");
      const article: Article = {
        id,
        type: "article",
        subType: "showBlog",
        headline: { primary: headline, tease: headline },
        description: { primary: description, seo: description },
        url: { primary: url, canonical: url, slug },
        teaseImage: image,
        primaryImage: image,
        taxonomy: ctx.taxonomy(section, [showTerm]),
        authors: pickAuthors(people, rng).slice(0, 1),
        source: { name: show.name, organization: ctx.vertical.displayName },
        datePublished: isoAt(published),
        dateModified: isoAt(published),
        dateCreated: isoAt(published),
        adsEnabled: true,
        presentation: { style: "showBlog" },
        body: buildBody(ctx, writer, { beat: "politics", name: id, paragraphs: rng.int(4, 8) }),
      };
      return { article, teasable: teasableOf({ ...article, type: "showBlog" }) };
    });
    return { slug: show.slug, name: show.name, posts };
  });
}

export function showBlogRows(ctx: SeedContext, shows: readonly SeededShowBlog[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  const posts = shows.flatMap((show) => show.posts);
  return {
    documents: posts.map(({ article }) => documentRow("article", article.id, articleSchema, article)),
    searchItems: posts.map(({ teasable }, i) =>
      teasableRow({ teasable, type: "showblog", vertical: ctx.vertical.slug, publisher: ctx.vertical.publisher, popularity: posts.length - i }),
    ),
  };
}
