import { teaseImageHtml } from "@/components/front/TeaseImage";
import type { Teasable } from "@/lib/api/schemas/content";
import { html, innerHtml } from "@/lib/html/html";
import { toSiteHref } from "@/lib/urls/site-path";
import type { VerticalSlug } from "@/lib/verticals/verticals";

/** grid: below the article; reel: inside the body column; ranked: a numbered list without images (sidebar). */
export type RelatedArticlesVariant = "grid" | "reel" | "ranked";

const LIST_CLASS: Record<RelatedArticlesVariant, string> = {
  grid: "grid grid-cols-2 gap-4 l:grid-cols-4",
  reel: "grid grid-cols-2 gap-4",
  ranked: "list-decimal divide-y divide-neutral-200 pl-6 marker:font-black marker:text-accent",
};

const IMAGE_SIZES: Record<Exclude<RelatedArticlesVariant, "ranked">, string> = {
  grid: "(min-width: 1000px) 190px, 50vw",
  reel: "(min-width: 758px) 330px, 50vw",
};

/**
 * A titled list of teases of other stories: related articles, the recommendation reel, most popular. Static, so
 * drawn as one string (lib/html/html.ts).
 */
export function RelatedArticles({
  items,
  vertical,
  title,
  id,
  variant,
}: {
  items: readonly Teasable[];
  vertical: VerticalSlug;
  title: string;
  /** Unique on the page: the heading's id, which labels the section. */
  id: string;
  variant: RelatedArticlesVariant;
}) {
  if (items.length === 0) return null;
  const headingId = `${id}-title`;
  const list = variant === "ranked" ? "ol" : "ul";
  const teases = items.map((item) => {
    const href = toSiteHref(item.url.primary, vertical);
    const image = variant !== "ranked" && (item.teaseImage ?? item.primaryImage);
    return html`<li class="${variant === "ranked" ? "py-3" : "flex flex-col gap-2"}">${
      image && html`<a href="${href}" tabindex="-1" aria-hidden="true">${teaseImageHtml({ image, sizes: IMAGE_SIZES[variant as keyof typeof IMAGE_SIZES] })}</a>`
    }<h3 class="text-base font-semibold leading-snug"><a href="${href}" class="hover:underline">${item.headline.tease ?? item.headline.primary}</a></h3></li>`;
  });
  const content = html`<h2 id="${headingId}" class="border-b-2 border-accent pb-1 text-lg font-bold">${title}</h2><${list} class="${LIST_CLASS[variant]}">${teases}</${list}>`;
  return <section aria-labelledby={headingId} className="flex flex-col gap-3" {...innerHtml(content)} />;
}
