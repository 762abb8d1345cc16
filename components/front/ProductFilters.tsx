import { getTranslations } from "next-intl/server";
import { PRICE_BANDS, filterQueryString, toggleFilter, type FilterType } from "@/lib/commerce/filters";
import { viewQueryString, type ViewFlags } from "@/lib/request-context/request-context";
import { taxonomyLabel } from "./taxonomy-label";

/**
 * Filters for a front's products, as links: each toggles its value into the query string (categories
 * multi-select, price one band: MULTI_SELECT), so a filtered view is a shareable address rendered on the
 * server, with or without script. Each link ends with the filters' own fragment: the filtered page opens where the
 * reader was, at the filters, not at the top of the front.
 */
export async function ProductFilters({
  id,
  segments,
  view,
  categories,
  empty,
}: {
  /** The filters' element id, unique on the page. */
  id: string;
  segments: readonly string[];
  view: ViewFlags;
  /** Taxonomy paths to filter by (from the taxonomy-terms call). */
  categories: readonly string[];
  empty: boolean;
}) {
  const t = await getTranslations("front");
  const choice = (type: FilterType, value: string, label: string) => {
    const on = view.filters[type]?.includes(value) ?? false;
    const href = `/${segments.join("/")}${viewQueryString({ ...view, page: 1, filters: toggleFilter(view.filters, type, value) })}#${id}`;
    return (
      <li key={value}>
        <a
          href={href}
          aria-current={on ? "true" : undefined}
          className={`inline-block rounded-full border px-3 py-1 no-underline ${on ? "border-accent bg-accent font-bold text-white" : "border-neutral-400 hover:border-neutral-900"}`}
        >
          {label}
        </a>
      </li>
    );
  };
  return (
    <nav id={id} aria-label={t("product.filters")} className="flex flex-col gap-3 scroll-mt-4 text-sm">
      {categories.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="font-bold">{t("product.categoryFilter")}</p>
          <ul className="flex flex-wrap gap-2">{categories.map((path) => choice("taxonomy", path, taxonomyLabel(path)))}</ul>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <p className="font-bold">{t("product.priceFilter")}</p>
        <ul className="flex flex-wrap gap-2">{PRICE_BANDS.map((band) => choice("price", band.id, t(`priceBands.${band.id}`)))}</ul>
      </div>
      {empty && filterQueryString(view.filters) && <p className="text-neutral-700">{t("product.noMatch")}</p>}
    </nav>
  );
}
