/**
 * Fronts (home, every section, msnbc show blogs, drafts) and curated lists, as skeletons naming their items.
 * Each is composed once here and checked against the curation contract.
 */
import { curatedListResponseSchema, curationSchema, type Product, type Teasable } from "../../lib/api/schemas/content";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import { productTeasable } from "../content-items";
import {
  composeCuratedList,
  composeCuration,
  skeletonItemIds,
  type CuratedListSkeleton,
  type CurationSkeleton,
  type ItemRef,
  type LayoutSkeleton,
  type PackageSkeleton,
} from "../curation-compose";
import type { SeededArticle } from "./articles";
import type { SeedContext } from "./context";
import { ids } from "./ids";
import type { SeededLiveBlog } from "./live-blogs";
import { mainNewsletter } from "./newsletters";
import type { SeededRecipe } from "./recipes";
import { validated, type DocumentRow } from "./rows";
import type { Section } from "./sections";
import type { SeededShowBlog } from "./show-blogs";
import { MARQUEES } from "./site-chrome";
import type { SeededSlideshow } from "./slideshows";
import type { SeededVideo } from "./videos";

export interface FrontInputs {
  articles: readonly SeededArticle[];
  liveBlogs: readonly SeededLiveBlog[];
  videos: readonly SeededVideo[];
  slideshows: readonly SeededSlideshow[];
  recipes: readonly SeededRecipe[];
  products: readonly Product[];
  shows: readonly SeededShowBlog[];
}

interface Placed {
  teasable: Teasable;
  section: Section;
}

/** Home fronts of these verticals carry curated lists of their own beyond most-popular and editors' picks. */
const EXTRA_CURATED_LISTS: Readonly<Partial<Record<VerticalSlug, readonly { id: string; headline: string; pool: "articles" | "products" | "recipes" }[]>>> = {
  today: [
    { id: "today-what-to-read", headline: "What to Read", pool: "articles" },
    { id: "today-what-to-shop", headline: "What to Shop", pool: "products" },
    { id: "today-what-to-cook", headline: "What to Cook", pool: "recipes" },
  ],
};

const newestFirst = (a: Placed, b: Placed) =>
  (b.teasable.datePublished ?? "").localeCompare(a.teasable.datePublished ?? "") || b.teasable.id.localeCompare(a.teasable.id);

const inSection = (item: Placed, section: Section) => item.section.path === section.path || item.section.path.startsWith(`${section.path}/`);

/** Hands out items of a pool once per front. */
function createPicker() {
  const used = new Set<string>();
  return (pool: readonly Placed[], count: number): ItemRef[] => {
    const picked = pool.filter((item) => !used.has(item.teasable.id)).slice(0, count);
    for (const item of picked) used.add(item.teasable.id);
    return picked.map((item) => ({ id: item.teasable.id }));
  };
}

function frontBuilder(curationId: string) {
  let layoutCount = 0;
  let packageCount = 0;
  return {
    layout: (type: LayoutSkeleton["type"], packages: PackageSkeleton[]): LayoutSkeleton => ({ id: `${curationId}-layout-${++layoutCount}`, type, packages }),
    pkg: (type: PackageSkeleton["type"], name: string, items: ItemRef[], extra: Partial<PackageSkeleton> = {}): PackageSkeleton => ({
      id: `${curationId}-package-${++packageCount}`,
      type,
      name,
      items,
      zone: 0,
      autofill: false,
      ...extra,
    }),
  };
}

function automatedWaffle(ctx: SeedContext, build: ReturnType<typeof frontBuilder>, pool: readonly Placed[], section: Section): PackageSkeleton {
  const size = 12;
  const filters = `type:article AND NOT subType:liveBlog AND publisher:${ctx.vertical.publisher} AND taxonomy:${section.path} AND NOT externalSource:Workbench`;
  const items = pool.filter((item) => item.teasable.type === "article" && inSection(item, section)).slice(0, size);
  return build.pkg("automatedWaffle", section.name, items.map((item) => ({ id: item.teasable.id })), {
    autofill: true,
    metadata: {
      title: section.name,
      contentTypes: ["article"],
      publisher: ctx.vertical.publisher,
      taxonomyInclude: [section.path],
      taxonomyExclude: [],
      filters,
      size,
      page: 1,
    },
  });
}

function homeFront(ctx: SeedContext, inputs: FrontInputs, pools: Pools): CurationSkeleton {
  const slug = ctx.vertical.slug;
  const labels = ctx.words.labels;
  const build = frontBuilder(slug);
  const take = createPicker();
  const live = inputs.liveBlogs[0] as SeededLiveBlog;
  const newsletter = mainNewsletter(slug);
  const marquee = MARQUEES[slug];
  const waffleSection = (ctx.topSections[3] ?? ctx.topSections[0]) as Section;

  const extraLayout: LayoutSkeleton[] = [];
  if (inputs.products.length > 0) {
    const shop = inputs.products[0]?.taxonomy?.primarySection?.path as string;
    extraLayout.push(
      build.layout("fullWidth", [
        build.pkg("productWaffle", "Shop", inputs.products.slice(0, 12).map((product) => ({ id: product.id })), {
          autofill: true,
          metadata: { title: "Shop", filters: `type:product AND taxonomy:${shop}`, size: 60, page: 1 },
        }),
      ]),
    );
  }
  if (inputs.recipes.length > 0) {
    extraLayout.push(build.layout("rightRail", [build.pkg("teaseList", inputs.recipes[0]?.section.name as string, take(pools.recipes, 6))]));
  }
  if (inputs.shows.length > 0) {
    extraLayout.push(build.layout("fullWidth", [build.pkg("teaseList", labels.allPosts, inputs.shows.map((show) => ({ id: show.posts[0]?.teasable.id as string })))]));
  }

  return {
    id: slug,
    seoTitle: `${ctx.vertical.displayName}: ${labels.topStories}`,
    seoDescription: `${ctx.vertical.displayName} — ${labels.topStories}, ${labels.latest.toLowerCase()}, ${labels.video.toLowerCase()}.`,
    pageRoute: "/",
    hidden: false,
    adsDisabled: false,
    ...(marquee ? { marquees: [{ hidden: false, marqueeType: "embed" as const, embed: { url: `${ctx.publicUrl}/content/embed/marquee/${marquee}` } }] } : {}),
    layouts: [
      build.layout("fullWidth", [
        build.pkg("lead", labels.topStories, [{ id: live.teasable.id }, ...take(pools.articles, 5)]),
        build.pkg("liveBlog", labels.liveUpdates, [{ id: live.teasable.id, metadata: { articleId: live.article.id, cardCount: 3 } }]),
      ]),
      build.layout("rightRail", [
        build.pkg("teaseList", labels.topStories, take(pools.articles, 8)),
        build.pkg("feeds", labels.latest, take(pools.articles, 8), { zone: 1 }),
      ]),
      build.layout("fullWidth", [
        build.pkg("videoPackage", labels.video, take(pools.videos, 6), { metadata: { playlistId: ids.playlist(slug, 0), title: labels.video } }),
      ]),
      build.layout(
        "threeColumn",
        ctx.topSections.slice(0, 3).map((section) => build.pkg("teaseList", section.name, take(pools.articles.filter((item) => inSection(item, section)), 5))),
      ),
      build.layout("fullWidth", [automatedWaffle(ctx, build, pools.articles, waffleSection)]),
      build.layout("leftRail", [
        build.pkg("newsletterSignup", newsletter.title, [], { metadata: { ...newsletter } }),
        build.pkg("teaseList", labels.inPhotos, take(pools.slideshows, 4)),
      ]),
      ...extraLayout,
    ],
  };
}

/** Election section fronts carry the current election's navigation theme; brands without it ignore it. */
const ELECTION_SECTIONS = /\/(elections|elecciones)$/;
const ELECTIONS_NAVIGATION_THEME = "elections-2024";

function sectionFront(ctx: SeedContext, inputs: FrontInputs, pools: Pools, section: Section): CurationSkeleton {
  const labels = ctx.words.labels;
  const build = frontBuilder(section.path.replace(/\//g, "-"));
  const take = createPicker();
  const pool = pools.sectionItems.filter((item) => inSection(item, section));
  const liveBlog = inputs.liveBlogs.find((blog) => blog.section.path === section.path);
  const videos = pools.videos.filter((item) => item.section.top === section.top);
  return {
    id: section.path,
    seoTitle: `${section.name} | ${ctx.vertical.displayName}`,
    seoDescription: `${section.name}: ${labels.latest.toLowerCase()} — ${ctx.vertical.displayName}.`,
    pageRoute: section.sitePath,
    hidden: false,
    adsDisabled: false,
    ...(ELECTION_SECTIONS.test(section.path) && { navigationTheme: ELECTIONS_NAVIGATION_THEME }),
    layouts: [
      build.layout("fullWidth", [build.pkg("lead", section.name, [...(liveBlog ? [{ id: liveBlog.teasable.id }] : []), ...take(pool, 5)])]),
      build.layout("rightRail", [
        build.pkg("teaseList", labels.latest, take(pool, 10)),
        build.pkg("feeds", labels.video, take(videos, 6), { zone: 1 }),
      ]),
      build.layout("fullWidth", [automatedWaffle(ctx, build, pools.articles, section)]),
    ],
  };
}

function showBlogFront(ctx: SeedContext, pools: Pools, show: SeededShowBlog): CurationSkeleton {
  const build = frontBuilder(`${show.slug}-blog`);
  const [lead, ...rest] = show.posts;
  return {
    id: `${ctx.vertical.slug}/${show.slug}/blog`,
    seoTitle: `${show.name} | ${ctx.vertical.displayName}`,
    seoDescription: `${show.name}: ${ctx.words.labels.allPosts.toLowerCase()}.`,
    pageRoute: `/${show.slug}/blog`,
    hidden: false,
    adsDisabled: false,
    layouts: [
      build.layout("fullWidth", [
        build.pkg("showLead", show.name, lead ? [{ id: lead.teasable.id }] : []),
        build.pkg("teaseList", ctx.words.labels.allPosts, rest.slice(0, 10).map((post) => ({ id: post.teasable.id }))),
      ]),
      build.layout("rightRail", [build.pkg("teaseList", ctx.words.labels.mostPopular, createPicker()(pools.articles, 6))]),
    ],
  };
}

/** A draft is a reworked copy of the home front. */
function draftFront(ctx: SeedContext, home: CurationSkeleton, index: number): CurationSkeleton {
  const id = ids.draft(ctx.vertical.slug, index);
  const layouts = index === 0 ? [...home.layouts].reverse() : home.layouts.map((layout) => ({ ...layout, packages: layout.packages.map((pkg) => ({ ...pkg, items: [...pkg.items].reverse() })) }));
  return {
    ...home,
    id,
    seoTitle: `${ctx.words.labels.draft}: ${home.seoTitle}`,
    hidden: true,
    layouts: layouts.map((layout) => ({
      ...layout,
      id: `${id}-${layout.id}`,
      packages: layout.packages.map((pkg) => ({ ...pkg, id: `${id}-${pkg.id}` })),
    })),
  };
}

interface Pools {
  articles: Placed[];
  videos: Placed[];
  slideshows: Placed[];
  recipes: Placed[];
  /** Everything a section front may show: stories, recipes and galleries. */
  sectionItems: Placed[];
}

function curatedLists(ctx: SeedContext, inputs: FrontInputs, pools: Pools): CuratedListSkeleton[] {
  const rng = ctx.rng("curated-lists");
  const slug = ctx.vertical.slug;
  const idsOf = (items: readonly Placed[]) => items.map((item) => item.teasable.id);
  const extraPools = { articles: idsOf(pools.articles), products: inputs.products.map((product) => product.id), recipes: idsOf(pools.recipes) };
  return [
    { id: `${slug}-most-popular`, headline: ctx.words.labels.mostPopular, itemIds: idsOf(rng.sample(pools.articles, 20)) },
    { id: `${slug}-editors-picks`, headline: ctx.words.labels.editorsPicks, itemIds: idsOf(rng.sample([...pools.articles, ...pools.videos, ...pools.slideshows], 15)) },
    ...(EXTRA_CURATED_LISTS[slug] ?? []).map((list) => ({ id: list.id, headline: list.headline, itemIds: rng.sample(extraPools[list.pool], 10) })),
  ];
}

export function curationRows(ctx: SeedContext, inputs: FrontInputs): DocumentRow[] {
  const place = (items: readonly { teasable: Teasable; section: Section }[]): Placed[] => items.map(({ teasable, section }) => ({ teasable, section })).sort(newestFirst);
  const pools: Pools = {
    articles: place(inputs.articles),
    videos: place(inputs.videos),
    slideshows: place(inputs.slideshows),
    recipes: place(inputs.recipes),
    sectionItems: place([...inputs.articles, ...inputs.recipes, ...inputs.slideshows]),
  };
  const teasables = new Map<string, Teasable>(
    [
      ...inputs.articles,
      ...inputs.liveBlogs,
      ...inputs.videos,
      ...inputs.slideshows,
      ...inputs.recipes,
      ...inputs.shows.flatMap((show) => show.posts),
    ].map(({ teasable }) => [teasable.id, teasable]),
  );
  for (const product of inputs.products) teasables.set(product.id, productTeasable(product));

  const checkedFront = (kind: "curation" | "draft", skeleton: CurationSkeleton): DocumentRow => {
    const missing = skeletonItemIds(skeleton).filter((id) => !teasables.has(id));
    if (missing.length) throw new Error(`seed: ${kind} ${skeleton.id} names unknown items ${missing.join(", ")}`);
    validated(curationSchema, composeCuration(skeleton, teasables), `${kind} ${skeleton.id}`);
    return { kind, id: skeleton.id, json: JSON.stringify(skeleton) };
  };
  const checkedList = (skeleton: CuratedListSkeleton): DocumentRow => {
    validated(curatedListResponseSchema.shape.data.shape.curatedList, composeCuratedList(skeleton, teasables, skeleton.itemIds.length), `curatedList ${skeleton.id}`);
    return { kind: "curatedList", id: skeleton.id, json: JSON.stringify(skeleton) };
  };

  const home = homeFront(ctx, inputs, pools);
  return [
    checkedFront("curation", home),
    ...ctx.sections.map((section) => checkedFront("curation", sectionFront(ctx, inputs, pools, section))),
    ...inputs.shows.map((show) => checkedFront("curation", showBlogFront(ctx, pools, show))),
    checkedFront("draft", draftFront(ctx, home, 0)),
    checkedFront("draft", draftFront(ctx, home, 1)),
    ...curatedLists(ctx, inputs, pools).map(checkedList),
  ];
}
