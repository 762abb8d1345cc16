import { getTranslations } from "next-intl/server";
import { FixedImage } from "@/components/front/FixedImage";
import type { MostPopularStories } from "@/lib/navbar/navbar-state";
import type { MostPopularListKey } from "@/lib/navbar/navbar-state";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/**
 * The Most Popular flyout's lists (What to Read, What to Shop, What to Cook), 2 items each, as server HTML: the same
 * for every reader, so the page around it stays cached. A list that failed to load is empty and says so.
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
  return (
    <div className={`mx-auto grid max-w-6xl gap-6 px-4 py-5 ${lists.length > 1 ? "m:grid-cols-3" : ""}`} data-navbar-error={failed || undefined}>
      {lists.map((key) => {
        const items = stories[key] ?? [];
        const headingId = `most-popular-${key}`;
        return (
          <div key={key} role="group" aria-labelledby={headingId}>
            {/* Not a heading: the shell comes before the page's h1; the group's name labels the list. A group, not a region:
                the page's own landmarks ("Shop") stay unique. */}
            <p id={headingId} className="mb-2 text-xs font-bold tracking-wider text-neutral-700 uppercase">
              {t(`lists.${key}`)}
            </p>
            {items.length === 0 ? (
              <p className="text-sm text-neutral-700">{t("listUnavailable")}</p>
            ) : (
              <ol className="space-y-3">
                {items.map((item) => {
                  const image = item.teaseImage ?? item.primaryImage;
                  return (
                    <li key={item.id}>
                      <a href={toSiteHref(item.url.primary, vertical.slug)} className="flex items-start gap-3 font-semibold leading-snug hover:underline">
                        {image && (
                          <span className="relative block aspect-square w-14 shrink-0 overflow-hidden bg-neutral-200">
                            <FixedImage src={image.url} alt="" width={56} />
                          </span>
                        )}
                        <span>{item.headline.tease ?? item.headline.primary}</span>
                      </a>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}
