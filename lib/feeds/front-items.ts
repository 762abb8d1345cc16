import type { ContentItem, Curation } from "@/lib/api/schemas/content";

/** Product teases link to retailers; they are not stories of the front. */
const NOT_STORIES: ReadonlySet<ContentItem["type"]> = new Set(["product"]);

/** The stories of a front in page order (layouts, packages, items), each once: a repeat keeps its first place. */
export function frontStories(curation: Curation): ContentItem[] {
  const seen = new Set<string>();
  const stories: ContentItem[] = [];
  for (const layout of curation.layouts) {
    for (const pkg of layout.packages) {
      for (const item of pkg.items) {
        if (NOT_STORIES.has(item.type) || seen.has(item.id)) continue;
        seen.add(item.id);
        stories.push(item);
      }
    }
  }
  return stories;
}
