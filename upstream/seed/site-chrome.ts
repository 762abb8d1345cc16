/** Per-vertical navigation, menus, social profiles and the election marquee embeds. */
import {
  menuResponseSchema,
  navigationSchema,
  socialMediaProfilesSchema,
  embedResponseSchema,
  type NavLink,
} from "../../lib/api/schemas/content";
import { myNewsEnabled } from "../../lib/saved/my-news";
import { layoutMenuIds } from "../../lib/shell/menus";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import type { SeedContext } from "./context";
import { documentRow, type DocumentRow } from "./rows";
import { showsOf } from "./show-blogs";

/** Home fronts that open with an embed marquee, and the embed's name. */
export const MARQUEES: Readonly<Partial<Record<VerticalSlug, string>>> = { news: "elections", noticias: "elecciones" };

const MARQUEE_HTML: Readonly<Record<string, string>> = {
  elections:
    '<div class="marquee marquee-elections"><h2>2026 election results</h2><p>Follow the latest results for Senate, House and governor races.</p>' +
    "<ul><li><strong>Senate:</strong> 35 seats</li><li><strong>House:</strong> 435 seats</li><li><strong>Governors:</strong> 36 races</li></ul>" +
    '<p><a href="/politics/elections">See all results</a></p></div>',
  elecciones:
    '<div class="marquee marquee-elecciones"><h2>Resultados de las elecciones 2026</h2><p>Sigue los resultados de las contiendas al Senado, la Cámara y las gubernaturas.</p>' +
    "<ul><li><strong>Senado:</strong> 35 escaños</li><li><strong>Cámara:</strong> 435 escaños</li><li><strong>Gubernaturas:</strong> 36 contiendas</li></ul>" +
    '<p><a href="/politica/elecciones">Ver todos los resultados</a></p></div>',
};

/** The footer menu's company pages live on the company's sites, as on the brands' real footers. */
const COMPANY_PAGES = {
  about: "https://www.nbcuniversal.com/about",
  contact: "https://www.nbcuniversal.com/contact",
  careers: "https://www.nbcunicareers.com/",
  privacy: "https://www.nbcuniversal.com/privacy",
  terms: "https://www.nbcuniversal.com/terms",
} as const;

export function siteChromeRows(ctx: SeedContext): DocumentRow[] {
  const slug = ctx.vertical.slug;
  const labels = ctx.words.labels;
  const link = (id: string, title: string, url: string): NavLink => ({ id: `${slug}-${id}`, title, url });
  const handle = ctx.vertical.displayName.toLowerCase().replace(/[^a-z0-9]/g, "");
  const menus = layoutMenuIds(slug);
  const marquee = MARQUEES[slug];

  return [
    documentRow("navigation", slug, navigationSchema, {
      global: ctx.topSections.map((section) => link(section.slug, section.name, section.sitePath)),
      local: [
        link("newsletters", labels.newsletters, "/newsletters"),
        // Saved items are for bedrock accounts only (spec 1 §6).
        ...(myNewsEnabled(ctx.vertical) ? [link("saved", labels.saved, "/account/saved")] : []),
        link("live", labels.liveTv, "/live"),
        // msnbc's section row names its shows; news keeps Meet the Press in its menu only.
        ...(slug === "msnbc" ? showsOf(slug).map((show) => link(show.slug, show.name, `/${show.slug}/blog`)) : []),
      ],
    }),
    documentRow("social", slug, socialMediaProfilesSchema, {
      facebook: `https://www.facebook.com/${handle}`,
      twitter: `https://twitter.com/${handle}`,
      instagram: `https://www.instagram.com/${handle}`,
    }),
    documentRow("menu", menus.footer, menuResponseSchema.shape.data.shape.menu, {
      id: menus.footer,
      items: (Object.keys(COMPANY_PAGES) as (keyof typeof COMPANY_PAGES)[]).map((page) => link(page, labels[page], COMPANY_PAGES[page])),
    }),
    documentRow("menu", menus.menu, menuResponseSchema.shape.data.shape.menu, {
      id: menus.menu,
      items: [
        ...ctx.sections.map((section) => link(`section-${section.path.replace(/\//g, "-")}`, section.name, section.sitePath)),
        // The brand's show blogs (news: Meet the Press) close the menu.
        ...showsOf(slug).map((show) => link(`blog-${show.slug}`, show.name, `/${show.slug}/blog`)),
      ],
    }),
    ...(marquee ? [documentRow("embed", marquee, embedResponseSchema, { html: MARQUEE_HTML[marquee] })] : []),
  ];
}
