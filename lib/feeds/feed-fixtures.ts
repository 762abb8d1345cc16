/** Small, schema-checked content for the feed tests. */
import { contentItemSchema, curationSchema, type ContentItem, type Curation } from "@/lib/api/schemas/content";

export interface StoryInput {
  id: string;
  type?: ContentItem["type"];
  headline?: string;
  url?: string;
  canonical?: string;
  description?: string;
  datePublished?: string;
  dateModified?: string;
  image?: { url: string; width: number; height: number; encodingFormat?: string; altText?: string };
}

export function story(input: StoryInput): ContentItem {
  const type = input.type ?? "article";
  const headline = input.headline ?? `Headline ${input.id}`;
  const url = input.url ?? `https://today.com/food/story-${input.id}`;
  return contentItemSchema.parse({
    id: input.id,
    type,
    item: {
      id: input.id,
      type,
      headline: { primary: headline },
      url: { primary: url, ...(input.canonical ? { canonical: input.canonical } : {}) },
      ...(input.description ? { description: { primary: input.description } } : {}),
      ...(input.datePublished ? { datePublished: input.datePublished } : {}),
      ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    },
    computedValues: {
      headline,
      url,
      ...(input.description ? { description: input.description } : {}),
      ...(input.image ? { teaseImage: input.image } : {}),
    },
  });
}

export function curation(packages: ContentItem[][], overrides: Partial<Curation> = {}): Curation {
  return curationSchema.parse({
    id: "today/food",
    seoTitle: "Food | TODAY",
    seoDescription: "Food: latest — TODAY.",
    pageRoute: "/food",
    hidden: false,
    adsDisabled: false,
    layouts: [
      {
        id: "layout-1",
        type: "fullWidth",
        packages: packages.map((items, index) => ({ id: `package-${index + 1}`, type: "teaseList", items })),
      },
    ],
    ...overrides,
  });
}
