import { getTranslations } from "next-intl/server";
import type { Pagination } from "@/lib/api/schemas/content";
import { viewQueryString, type ViewFlags } from "@/lib/request-context/request-context";

/** Previous / next links for a front's paged waffle (stories or products): the front's own URL with `page=`. */
export async function WafflePagination({
  pagination,
  segments,
  view,
  label,
}: {
  pagination: Pagination;
  segments: readonly string[];
  view: ViewFlags;
  label: "pagination" | "productPagination";
}) {
  if (pagination.totalPages <= 1) return null;
  const t = await getTranslations("front");
  const href = (page: number) => `/${segments.join("/")}${viewQueryString({ ...view, page })}`;
  const { page, totalPages } = pagination;
  return (
    <nav aria-label={t(label)} className="flex items-center justify-between border-t border-neutral-200 pt-4 text-sm font-semibold">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className="underline">
          {t("previousPage")}
        </a>
      ) : (
        <span />
      )}
      <span className="text-neutral-700">{t("pageOf", { page, totalPages })}</span>
      {page < totalPages ? (
        <a href={href(page + 1)} rel="next" className="underline">
          {t("nextPage")}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
