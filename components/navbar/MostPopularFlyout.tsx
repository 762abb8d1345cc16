import { getTranslations } from "next-intl/server";
import { fixedImageHtml } from "@/components/front/FixedImage";
import { html, innerHtml } from "@/lib/html/html";
import type { MostPopularListKey, MostPopularStories } from "@/lib/navbar/navbar-state";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/**
 * The Most Popular flyout's lists (What to Read, What to Shop, What to Cook), 2 items each, as server HTML: the same
 * for every reader, so the page around it stays cached; static, so drawn as one string (lib/html/html.ts). A list
 * that failed to load is empty and says so.
 */
export async function MostPopularFlyout({
  vertical,
  lists,
  stories,
  failed,
}: {
  vertical: Vertical;
  lists: readonly MostPopularListKey[];
  stories: MostPopularStories;
  failed: boolean;
}) {
  const t = await getTranslations("navbar");
  // Not headings: the shell comes before the page's h1; each group's name labels its list. Groups, not regions: the
  // page's own landmarks ("Shop") stay unique.
  const groups = lists.map((key) => {
    const items = stories[key] ?? [];
    const headingId = `most-popular-${key}`;
    const list =
      items.length === 0
        ? html`<p class="text-sm text-neutral-700">${t("listUnavailable")}</p>`
        : html`<ol class="space-y-3">${items.map((item) => {
            const image = item.teaseImage ?? item.primaryImage;
            return html`<li><a href="${toSiteHref(item.url.primary, vertical.slug)}" class="flex items-start gap-3 font-semibold leading-snug hover:underline">${
              image && html`<span class="relative block aspect-square w-14 shrink-0 overflow-hidden bg-neutral-200">${fixedImageHtml({ src: image.url, alt: "", width: 56 })}</span>`
            }<span>${item.headline.tease ?? item.headline.primary}</span></a></li>`;
          })}</ol>`;
    return html`<div role="group" aria-labelledby="${headingId}"><p id="${headingId}" class="mb-2 text-xs font-bold tracking-wider text-neutral-700 uppercase">${t(`lists.${key}`)}</p>${list}</div>`;
  });
  return (
    <div
      className={`mx-auto grid max-w-6xl gap-6 px-4 py-5 ${lists.length > 1 ? "m:grid-cols-3" : ""}`}
      data-navbar-error={failed || undefined}
      {...innerHtml(html`${groups}`)}
    />
  );
}
