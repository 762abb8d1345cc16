import { getTranslations } from "next-intl/server";
import type { ContentItem } from "@/lib/api/schemas/content";
import { formatDuration } from "@/lib/format/duration";
import { toSiteHref } from "@/lib/urls/site-path";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { offersSave, SaveAction } from "@/components/saved/SaveAction";
import { html, innerHtml, type SafeHtml } from "@/lib/html/html";
import { teaseImageHtml } from "./TeaseImage";

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

const LABEL_CLASS = "text-xs font-bold uppercase tracking-wide";

/**
 * One content item on a front: image, unibrow, headline link (and description on the hero). From l the hero sets
 * its headline beside its image, and a `headlineFromL` tease (a lead package's other stories) drops its image to
 * become a headline in the lead's column. Static but for a save button (where the brand saves from teases), so drawn
 * as strings (lib/html/html.ts): one for the whole tease, or one per part around the button.
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
  const articleClass = compact ? "flex gap-3" : hero ? "flex flex-col gap-2 l:grid l:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] l:gap-6" : "flex flex-col gap-2";
  const textClass = hero ? "flex flex-col gap-1 l:col-start-1 l:row-start-1" : "flex flex-col gap-1";

  const imagePart =
    image &&
    html`<div class="${imageClass}"><a href="${href}" tabindex="-1" aria-hidden="true">${teaseImageHtml({
      image,
      eager,
      ...(compact ? { width: COMPACT_IMAGE_WIDTH } : { sizes: IMAGE_SIZES[size as keyof typeof IMAGE_SIZES] }),
    })}</a></div>`;
  const label = item.item.nativeAd
    ? html`<p class="w-fit bg-neutral-200 px-1.5 ${LABEL_CLASS} text-neutral-800">${t("paidContent")}</p>`
    : item.item.breakingNews
      ? html`<p class="${LABEL_CLASS} text-red-700">${t("breaking")}</p>`
      : values.unibrow && html`<p class="${LABEL_CLASS} text-neutral-600">${values.unibrow.text}</p>`;
  const headline = html`<h3 class="${headlineClass}"><a href="${href}" class="hover:underline">${values.headline}</a></h3>`;
  const details = html`${hero && values.description && html`<p class="text-neutral-700">${values.description}</p>`}${
    duration && html`<p class="text-xs text-neutral-600">${t("duration", { duration })}</p>`
  }`;

  const brand = VERTICALS[vertical];
  if (!offersSave(brand, item.type, true)) {
    const whole = html`${imagePart}<div class="${textClass}">${label}<div class="flex items-start justify-between gap-2">${headline}</div>${details}</div>`;
    return <article className={articleClass} {...innerHtml(whole)} />;
  }
  // The parts around the button lay out as if drawn in place (display: contents).
  const part = (markup?: SafeHtml | false | "" | null) => (markup && markup.value ? <div className="contents" {...innerHtml(markup)} /> : null);
  return (
    <article className={articleClass}>
      {part(imagePart)}
      <div className={textClass}>
        {part(label)}
        <div className="flex items-start justify-between gap-2">
          {part(headline)}
          <SaveAction vertical={brand} contentId={item.id} contentType={item.type} itemName={values.headline} tease />
        </div>
        {part(details)}
      </div>
    </article>
  );
}
