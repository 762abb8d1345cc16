/** The pages measured, found in the embedded upstream's seeded data rather than hard-coded. */
import { getJson } from "./http.mjs";

const ARTICLES = "type:article AND subType:article";
const PAGE_SIZE = 500;

async function search(port, filters, size, page = 1) {
  const query = new URLSearchParams({ filters, size: String(size), page: String(page) });
  return (await getJson(port, `/content/waffle/automated?${query}`)).data.search;
}

const pathOf = (url) => new URL(url).pathname;

/** Where the site serves an item: its vertical (hence host) and its path. */
function target({ id, url, taxonomy }) {
  return {
    id,
    vertical: taxonomy.primaryVertical.slug,
    path: pathOf(url.primary),
    sections: (taxonomy.sections ?? []).map((section) => pathOf(section.url.primary)),
  };
}

/** The first item matching `filters`, on NBC News when it has one. */
async function first(port, filters) {
  for (const scoped of [`${filters} AND vertical:news`, filters]) {
    const [found] = (await search(port, scoped, 1)).items;
    if (found) return target(found.item);
  }
  throw new Error(`the upstream has nothing matching ${filters}`);
}

/** One page of each kind Lighthouse measures. */
export async function lighthousePages(port) {
  const article = await first(port, ARTICLES);
  return {
    "home front": { vertical: "news", path: "/" },
    "section front": { vertical: article.vertical, path: article.sections[0] },
    article,
    "live blog": await first(port, "type:article AND subType:liveBlog"),
    recipe: await first(port, "type:recipe"),
    video: await first(port, "type:video"),
    slideshow: await first(port, "type:slideshow"),
  };
}

/**
 * Pages no one has asked for yet, each to be requested once: every seeded article, and every front
 * (each vertical's home and sections), less the pages in `seen`.
 */
export async function neverSeenPages(port, seen) {
  const articles = [];
  for (let page = 1; ; page++) {
    const { items, pagination } = await search(port, ARTICLES, PAGE_SIZE, page);
    articles.push(...items.map(({ item }) => target(item)));
    if (page >= pagination.totalPages) break;
  }
  const key = ({ vertical, path }) => `${vertical} ${path}`;
  const fronts = new Map();
  for (const { vertical, sections } of articles) {
    for (const path of ["/", ...sections]) fronts.set(key({ vertical, path }), { vertical, path });
  }
  const seenKeys = new Set(seen.map(key));
  const unseen = (pages) => pages.filter((page) => !seenKeys.has(key(page)));
  return { articles: unseen(articles), fronts: unseen([...fronts.values()]) };
}
