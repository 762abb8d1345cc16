/** Everything a generator needs to know about the vertical it fills: words, sections, authors, URL and image helpers. */
import type { z } from "zod";
import type { imageSchema, personSchema, taxonomySchema, taxonomyTermSchema } from "../../lib/api/schemas/content";
import { VERTICALS, VERTICAL_SLUGS, type Vertical, type VerticalSlug } from "../../lib/verticals/verticals";
import { createRng, type Rng } from "./random";
import { sectionsOf, topSectionsOf, type Beat, type Section } from "./sections";
import { createWriter, slugify, vocabularyFor, type Writer } from "./text";
import type { Vocabulary } from "./vocabulary";

export type Image = z.infer<typeof imageSchema>;
export type Person = z.infer<typeof personSchema>;
export type Taxonomy = z.infer<typeof taxonomySchema>;
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

const TEASE_WIDTH = 1600;
const TEASE_HEIGHT = 900;

const PHOTO_AGENCIES = ["Getty Images", "AP", "Reuters"] as const;

export interface SeedContext {
  vertical: Vertical;
  /** Position in VERTICAL_SLUGS; keeps id ranges apart. */
  index: number;
  publicUrl: string;
  host: string;
  words: Vocabulary;
  sections: readonly Section[];
  topSections: readonly Section[];
  /** A generator for one part of this vertical's seed. */
  rng(part: string): Rng;
  writer(part: string): Writer;
  siteUrl(sitePath: string): string;
  image(name: string, altText: string, caption: string, rng: Rng, size?: { width: number; height: number }): Image;
  /** Terms of an item in `section`; `extra` topics come first (the first is primaryTopic), other extras are labels. */
  taxonomy(section: Section, extra?: TaxonomyTerm[]): Taxonomy;
  topicTerm(beat: Beat): TaxonomyTerm;
}

export function createSeedContext(slug: VerticalSlug, publicUrl: string): SeedContext {
  const vertical = VERTICALS[slug];
  const host = vertical.hosts[0] as string;
  const words = vocabularyFor(vertical.language);
  const siteUrl = (sitePath: string) => `https://${host}${sitePath}`;
  const verticalTerm: TaxonomyTerm = {
    id: `vertical-${slug}`,
    name: vertical.displayName,
    slug,
    path: slug,
    url: { primary: siteUrl("/") },
    taxonomyType: "vertical",
  };
  const sectionTerm = (section: Section): TaxonomyTerm => ({
    id: `section-${section.path.replace(/\//g, "-")}`,
    name: section.name,
    slug: section.slug,
    path: section.path,
    url: { primary: section.url },
    taxonomyType: "section",
  });
  const topicTerm = (beat: Beat): TaxonomyTerm => ({
    id: `topic-${slug}-${beat}`,
    name: words.topics[beat],
    slug: slugify(words.topics[beat]),
    path: `${slug}/topics/${beat}`,
    taxonomyType: "topic",
  });
  const sections = sectionsOf(slug);

  return {
    vertical,
    index: VERTICAL_SLUGS.indexOf(slug),
    publicUrl,
    host,
    words,
    sections,
    topSections: topSectionsOf(slug),
    rng: (part) => createRng(`${slug}:${part}`),
    writer: (part) => createWriter(vertical.language, createRng(`${slug}:${part}`)),
    siteUrl,
    image: (name, altText, caption, rng, size = { width: TEASE_WIDTH, height: TEASE_HEIGHT }) => {
      const agency = rng.chance(0.25) ? vertical.displayName : rng.pick(PHOTO_AGENCIES);
      return {
        id: name,
        url: `${publicUrl}/images/${name}/${size.width}x${size.height}.png`,
        width: size.width,
        height: size.height,
        altText,
        caption,
        encodingFormat: "image/png",
        graphicContent: false,
        source: { name: agency, copyright: `© 2026 ${agency}` },
      };
    },
    taxonomy: (section, extra = []) => {
      const top = sections.find((candidate) => candidate.isTop && candidate.top === section.top) as Section;
      const sectionTerms = section.isTop ? [sectionTerm(section)] : [sectionTerm(top), sectionTerm(section)];
      const topics = [...extra.filter((term) => term.taxonomyType === "topic"), topicTerm(section.beat)];
      const labels = extra.filter((term) => term.taxonomyType !== "topic");
      const terms = [verticalTerm, ...sectionTerms, ...topics, ...labels];
      return {
        primaryVertical: verticalTerm,
        primarySection: sectionTerm(section),
        sections: sectionTerms,
        primaryTopic: topics[0],
        topics,
        labels,
        allTerms: terms.map((term) => ({ path: term.path as string })),
      };
    },
    topicTerm,
  };
}

/** Lower-cased term paths of a taxonomy, as the search index stores them. */
export function termPaths(taxonomy: Taxonomy | undefined): string[] {
  return [...new Set((taxonomy?.allTerms ?? []).map((term) => term.path.toLowerCase()))];
}
