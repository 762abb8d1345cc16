import { getTranslations } from "next-intl/server";
import { hasFilters, PRICE_BANDS, type FrontFilters } from "@/lib/commerce/filters";
import { taxonomyLabel } from "./taxonomy-label";

/** Says which filters narrow the front's products, with a link back to the whole front. */
export async function FilterSummary({ filters, clearHref }: { filters: FrontFilters; clearHref: string }) {
  if (!hasFilters(filters)) return null;
  const t = await getTranslations("front");
  const labels = [
    ...(filters.taxonomy ?? []).map(taxonomyLabel),
    ...PRICE_BANDS.filter((band) => filters.price?.includes(band.id)).map((band) => t(`priceBands.${band.id}`)),
  ];
  return (
    <section aria-label={t("filteredBy")} className="flex flex-wrap items-center gap-2 text-sm">
      <p className="font-semibold">{t("filteredBy")}</p>
      <ul className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <li key={label} className="rounded-full border border-neutral-400 px-3 py-0.5">
            {label}
          </li>
        ))}
      </ul>
      <a href={clearHref} className="font-semibold text-accent underline">
        {t("clearFilters")}
      </a>
    </section>
  );
}
