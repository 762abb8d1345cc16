/** The section tree of every vertical: 6–8 sections, some with 2–3 sub-sections, each tied to a news beat. */
import { VERTICALS, VERTICAL_SLUGS, type VerticalSlug } from "../../lib/verticals/verticals";

export type Beat =
  | "politics"
  | "world"
  | "national"
  | "business"
  | "health"
  | "science"
  | "entertainment"
  | "sports"
  | "food"
  | "lifestyle"
  | "shopping";

interface SectionInput {
  slug: string;
  name: string;
  beat: Beat;
  subsections?: readonly (readonly [slug: string, name: string])[];
}

export interface Section {
  vertical: VerticalSlug;
  slug: string;
  name: string;
  beat: Beat;
  /** Taxonomy path, e.g. `news/politics/congress`. */
  path: string;
  /** Path on the vertical's site, e.g. `/politics/congress`. */
  sitePath: string;
  /** Absolute production URL of the section front. */
  url: string;
  /** The top-level section (itself for a top-level one). */
  top: string;
  isTop: boolean;
}

const s = (slug: string, name: string, beat: Beat, subsections?: SectionInput["subsections"]): SectionInput => ({
  slug,
  name,
  beat,
  subsections,
});

const SECTION_INPUT: Readonly<Record<VerticalSlug, readonly SectionInput[]>> = {
  news: [
    s("politics", "Politics", "politics", [["congress", "Congress"], ["white-house", "White House"], ["elections", "Elections"]]),
    s("world", "World", "world", [["europe", "Europe"], ["asia", "Asia"]]),
    s("us-news", "U.S. News", "national", [["crime-courts", "Crime & Courts"], ["weather", "Weather"]]),
    s("business", "Business", "business", [["markets", "Markets"], ["economy", "Economy"]]),
    s("health", "Health", "health"),
    s("science", "Science", "science"),
    s("tech", "Tech", "science"),
  ],
  today: [
    s("food", "Food", "food", [["recipes", "Recipes"], ["cooking-tips", "Cooking Tips"]]),
    s("health", "Health & Wellness", "health", [["diet-fitness", "Diet & Fitness"]]),
    s("parents", "Parents", "lifestyle"),
    s("style", "Style", "lifestyle", [["fashion", "Fashion"], ["beauty", "Beauty"]]),
    s("popculture", "Pop Culture", "entertainment", [["tv", "TV"], ["movies", "Movies"]]),
    s("shop", "Shop", "shopping", [["deals", "Deals"], ["gift-guides", "Gift Guides"]]),
    s("news", "News", "national"),
  ],
  msnbc: [
    s("opinion", "Opinion", "politics", [["columnists", "Columnists"]]),
    s("politics", "Politics", "politics", [["elections", "Elections"], ["supreme-court", "Supreme Court"]]),
    s("news", "News", "national"),
    s("world", "World", "world"),
    s("culture", "Culture", "entertainment"),
    s("health", "Health", "health"),
  ],
  telemundo: [
    s("noticias", "Noticias", "national"),
    s("entretenimiento", "Entretenimiento", "entertainment", [["famosos", "Famosos"], ["series", "Series"]]),
    s("deportes", "Deportes", "sports"),
    s("novelas", "Novelas", "entertainment"),
    s("estilo-de-vida", "Estilo de vida", "lifestyle", [["recetas", "Recetas"], ["salud", "Salud"]]),
    s("shows", "Shows", "entertainment"),
  ],
  noticias: [
    s("politica", "Política", "politics", [["elecciones", "Elecciones"], ["congreso", "Congreso"]]),
    s("inmigracion", "Inmigración", "national"),
    s("mundo", "Mundo", "world", [["america-latina", "América Latina"], ["europa", "Europa"]]),
    s("salud", "Salud", "health"),
    s("economia", "Economía", "business"),
    s("estados-unidos", "Estados Unidos", "national", [["clima", "Clima"]]),
    s("tecnologia", "Tecnología", "science"),
  ],
  deportes: [
    s("futbol", "Fútbol", "sports", [["liga-mx", "Liga MX"], ["mundial", "Mundial"], ["premier-league", "Premier League"]]),
    s("beisbol", "Béisbol", "sports"),
    s("boxeo", "Boxeo", "sports"),
    s("nfl", "NFL", "sports"),
    s("baloncesto", "Baloncesto", "sports", [["nba", "NBA"]]),
    s("olimpicos", "Olímpicos", "sports"),
  ],
  localstationdeportes: [
    s("futbol-local", "Fútbol local", "sports", [["mls", "MLS"], ["juveniles", "Juveniles"]]),
    s("beisbol", "Béisbol", "sports"),
    s("baloncesto", "Baloncesto", "sports"),
    s("boxeo", "Boxeo", "sports"),
    s("atletismo", "Atletismo", "sports"),
    s("escolares", "Deportes escolares", "sports"),
  ],
  shows: [
    s("novelas", "Novelas", "entertainment", [["capitulos", "Capítulos"], ["avances", "Avances"]]),
    s("realities", "Realities", "entertainment"),
    s("series", "Series", "entertainment"),
    s("premios", "Premios", "entertainment", [["premios-billboard", "Premios Billboard"]]),
    s("musica", "Música", "entertainment"),
    s("entrevistas", "Entrevistas", "entertainment"),
  ],
  entretenimiento: [
    s("famosos", "Famosos", "entertainment", [["parejas", "Parejas"], ["bodas", "Bodas"]]),
    s("musica", "Música", "entertainment"),
    s("cine", "Cine", "entertainment"),
    s("television", "Televisión", "entertainment"),
    s("moda", "Moda", "lifestyle"),
    s("estilo", "Estilo", "lifestyle", [["belleza", "Belleza"]]),
  ],
  think: [
    s("politics", "Politics", "politics", [["elections", "Elections"]]),
    s("culture", "Culture", "entertainment"),
    s("science", "Science", "science"),
    s("tech", "Tech", "science"),
    s("world", "World", "world"),
    s("economy", "Economy", "business"),
  ],
  better: [
    s("health", "Health", "health", [["sleep", "Sleep"], ["stress", "Stress"]]),
    s("diet-fitness", "Diet & Fitness", "health"),
    s("money", "Money", "business"),
    s("careers", "Careers", "business"),
    s("relationships", "Relationships", "lifestyle"),
    s("food", "Food", "food"),
  ],
  mach: [
    s("science", "Science", "science", [["space", "Space"], ["physics", "Physics"]]),
    s("tech", "Tech", "science"),
    s("innovation", "Innovation", "business"),
    s("environment", "Environment", "science"),
    s("medicine", "Medicine", "health"),
    s("ai", "Artificial Intelligence", "science"),
  ],
  globalcitizen: [
    s("climate", "Climate", "science"),
    s("education", "Education", "national"),
    s("health", "Global Health", "health"),
    s("equality", "Equality", "world", [["women", "Women & Girls"]]),
    s("poverty", "Poverty", "world"),
    s("food-security", "Food Security", "world"),
  ],
  select: [
    s("shopping", "Shopping", "shopping", [["deals", "Deals"], ["gift-guides", "Gift Guides"]]),
    s("tech", "Tech", "shopping"),
    s("home", "Home", "shopping", [["kitchen", "Kitchen"]]),
    s("beauty", "Beauty", "lifestyle"),
    s("health", "Health", "health"),
    s("money", "Money", "business"),
  ],
  selectcnbc: [
    s("credit-cards", "Credit Cards", "business", [["rewards", "Rewards"], ["balance-transfer", "Balance Transfer"]]),
    s("banking", "Banking", "business"),
    s("investing", "Investing", "business"),
    s("loans", "Loans", "business"),
    s("insurance", "Insurance", "business"),
    s("taxes", "Taxes", "business"),
  ],
  eonline: [
    s("news", "News", "entertainment"),
    s("tv", "TV", "entertainment", [["reality-tv", "Reality TV"]]),
    s("movies", "Movies", "entertainment"),
    s("fashion", "Fashion", "lifestyle", [["red-carpet", "Red Carpet"]]),
    s("royals", "Royals", "entertainment"),
    s("music", "Music", "entertainment"),
  ],
};

function buildSections(vertical: VerticalSlug): Section[] {
  const host = VERTICALS[vertical].hosts[0] as string;
  const section = (slugs: string[], name: string, beat: Beat): Section => ({
    vertical,
    slug: slugs[slugs.length - 1] as string,
    name,
    beat,
    path: [vertical, ...slugs].join("/"),
    sitePath: `/${slugs.join("/")}`,
    url: `https://${host}/${slugs.join("/")}`,
    top: slugs[0] as string,
    isTop: slugs.length === 1,
  });
  return SECTION_INPUT[vertical].flatMap((input) => [
    section([input.slug], input.name, input.beat),
    ...(input.subsections ?? []).map(([slug, name]) => section([input.slug, slug], name, input.beat)),
  ]);
}

const ALL_SECTIONS = new Map<VerticalSlug, readonly Section[]>(VERTICAL_SLUGS.map((vertical) => [vertical, buildSections(vertical)]));

/** Every section of a vertical, each top-level section followed by its sub-sections. */
export function sectionsOf(vertical: VerticalSlug): readonly Section[] {
  return ALL_SECTIONS.get(vertical) ?? [];
}

export function topSectionsOf(vertical: VerticalSlug): Section[] {
  return sectionsOf(vertical).filter((section) => section.isTop);
}

export function sectionByPath(path: string): Section | undefined {
  const vertical = path.split("/")[0] as VerticalSlug;
  return ALL_SECTIONS.get(vertical)?.find((section) => section.path === path);
}
