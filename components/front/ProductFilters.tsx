import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PRICE_BANDS, filterQueryString, toggleFilter } from "@/lib/commerce/filters";
import { viewQueryString, type ViewFlags } from "@/lib/request-context/request-context";

/**
 * Price filters for a front's products, as links: each toggles its band (multi-select) into the
 * query string, so a filtered view is a shareable address rendered on the server, with or without script.
 */
export async function ProductFilters({ segments, view, empty }: { segments: readonly string[]; view: ViewFlags; empty: boolean }) {
  const t = await getTranslations("front");
  const selected = view.filters.price ?? [];
  const href = (band: string) => `/${segments.join("/")}${viewQueryString({ ...view, page: 1, filters: toggleFilter(view.filters, "price", band, true) })}`;
  return (
    <nav aria-label={t("product.filters")} className="flex flex-col gap-2">
      <p className="text-sm font-bold">{t("product.priceFilter")}</p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {PRICE_BANDS.map((band) => {
          const on = selected.includes(band.id);
          return (
            <li key={band.id}>
              <Link
                href={href(band.id)}
                aria-current={on ? "true" : undefined}
                scroll={false}
                className={`inline-block rounded-full border px-3 py-1 no-underline ${on ? "border-accent bg-accent font-bold text-white" : "border-neutral-400 hover:border-neutral-900"}`}
              >
                {t(`priceBands.${band.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      {empty && filterQueryString(view.filters) && <p className="text-sm text-neutral-700">{t("product.noMatch")}</p>}
    </nav>
  );
}
