import { getTranslations } from "next-intl/server";
import type { ContentItem } from "@/lib/api/schemas/content";
import { formatDuration } from "@/lib/format/duration";
import { toSiteHref } from "@/lib/urls/site-path";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { SaveAction } from "@/components/saved/SaveAction";
import { TeaseImage } from "./TeaseImage";

export type TeaseSize = "hero" | "standard" | "compact" | "headline";

const HEADLINE_CLASS: Record<TeaseSize, string> = {
  hero: "text-2xl l:text-3xl font-serif font-bold leading-tight",
  standard: "text-lg font-serif font-semibold leading-snug",
  compact: "text-base font-semibold leading-snug",
  headline: "text-base font-semibold leading-snug",
};

const IMAGE_SIZES: Record<Exclude<TeaseSize, "headline" | "compact">, string> = {
  // From l the hero's image is three fifths of the lead column (docs/decisions.md "Fronts lead with news").
  hero: "(min-width: 1000px) 440px, 100vw",
  standard: "(min-width: 1000px) 360px, (min-width: 758px) 50vw, 100vw",
};
/** A compact tease's image is always this many CSS pixels wide. */
const COMPACT_IMAGE_WIDTH = 112;

/**
 * One content item on a front: image, unibrow, headline link (and description on the hero). From l the hero sets
 * its headline beside its image, and a `headlineFromL` tease (a lead package's other stories) drops its image to
 * become a headline in the lead's column.
 */
export async function Tease({
  item,
  vertical,
  size,
  eager = false,
  headlineFromL = false,
}: {
  item: ContentItem;
  vertical: VerticalSlug;
  size: TeaseSize;
  eager?: boolean;
  headlineFromL?: boolean;
}) {
  const t = await getTranslations("front");
  const { computedValues: values } = item;
  const href = toSiteHref(values.url, vertical);
  const image = size !== "headline" ? values.teaseImage : undefined;
  const compact = size === "compact";
  const hero = size === "hero";
  const duration = item.type === "video" && item.item.duration ? formatDuration(item.item.duration) : null;
  const imageClass = compact ? "w-28 shrink-0" : hero ? "l:col-start-2 l:row-start-1" : headlineFromL ? "l:hidden" : "";
  const headlineClass = headlineFromL ? `${HEADLINE_CLASS[size]} l:font-sans l:text-base` : HEADLINE_CLASS[size];
  return (
    <article className={compact ? "flex gap-3" : hero ? "flex flex-col gap-2 l:grid l:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] l:gap-6" : "flex flex-col gap-2"}>
      {image && (
        <div className={imageClass}>
          <a href={href} tabIndex={-1} aria-hidden="true">
            <TeaseImage image={image} eager={eager} {...(compact ? { width: COMPACT_IMAGE_WIDTH } : { sizes: IMAGE_SIZES[size as keyof typeof IMAGE_SIZES] })} />
          </a>
        </div>
      )}
      <div className={hero ? "flex flex-col gap-1 l:col-start-1 l:row-start-1" : "flex flex-col gap-1"}>
        {item.item.nativeAd ? (
          <p className="w-fit bg-neutral-200 px-1.5 text-xs font-bold uppercase tracking-wide text-neutral-800">{t("paidContent")}</p>
        ) : item.item.breakingNews ? (
          <p className="text-xs font-bold uppercase tracking-wide text-red-700">{t("breaking")}</p>
        ) : (
          values.unibrow && (
            <p className="text-xs font-bold uppercase tracking-wide text-neutral-600">{values.unibrow.text}</p>
          )
        )}
        <div className="flex items-start justify-between gap-2">
          <h3 className={headlineClass}>
            <a href={href} className="hover:underline">
              {values.headline}
            </a>
          </h3>
          <SaveAction vertical={VERTICALS[vertical]} contentId={item.id} contentType={item.type} itemName={values.headline} tease />
        </div>
        {hero && values.description && <p className="text-neutral-700">{values.description}</p>}
        {duration && <p className="text-xs text-neutral-600">{t("duration", { duration })}</p>}
      </div>
    </article>
  );
}
