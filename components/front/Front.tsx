import { Fragment, type ReactNode } from "react";
import type { ContentItem, Curation, CurationLayout, CurationPackage, Pagination, Video } from "@/lib/api/schemas/content";
import { passesFilters } from "@/lib/commerce/filters";
import { isStackCommerceFront } from "@/lib/commerce/offers";
import { electionsNavThemeYear } from "@/lib/front/elections-theme";
import { heightBoundCss, layoutHeightBound, type PackageShape } from "@/lib/front/layout-height";
import { leadsAlone } from "@/lib/front/lead-layout";
import { placePaidContent, withPaidContentPlaced } from "@/lib/front/paid-content";
import type { PageContext } from "@/lib/pages/page-definition";
import { viewQueryString } from "@/lib/request-context/request-context";
import { productListJsonLd } from "@/lib/seo/json-ld-products";
import type { AdPage } from "@/components/ads/ad-page";
import { AdSlot } from "@/components/ads/AdSlot";
import { Ads } from "@/components/ads/Ads";
import { StackCommerceNote } from "@/components/commerce/StackCommerceNote";
import { JsonLd } from "@/components/seo/JsonLd";
import { ElectionsNavBand } from "./ElectionsNavBand";
import { FilterSummary } from "./FilterSummary";
import { ProductFilters } from "./ProductFilters";
import { FrontPackage } from "./FrontPackage";
import type { FrontLivePost } from "./LivePosts";
import { Marquee } from "./Marquee";
import { WafflePagination } from "./WafflePagination";

/** The front's automated waffle as loaded for the requested page. */
export interface PagedWaffle {
  packageId: string;
  items: ContentItem[];
  pagination: Pagination | null;
  /** The upstream failed for this page: items and pagination are empty (spec 2 §4). */
  failed?: boolean;
}

/** A product waffle filled from its filters at the requested page, with the taxonomy categories it offers. */
export interface ProductWaffle extends PagedWaffle {
  categories: string[];
}

const LAYOUT_GRID: Record<CurationLayout["type"], string> = {
  fullWidth: "grid gap-8",
  rightRail: "grid gap-8 l:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
  leftRail: "grid gap-8 l:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
  threeColumn: "grid gap-8 l:grid-cols-3",
};

/**
 * Layouts after the first are laid out and painted only as the reader nears them on a phone (content-visibility; they
 * stay in the HTML, find-in-page and the accessibility tree): a front runs to 5,000-13,000 px there, and drawing all
 * of it at load was most of its style, layout and paint. Until drawn, a layout holds the most it can measure
 * (lib/front/layout-height.ts); from `l`, where a front is a third as long, every layout is drawn at once. See
 * docs/decisions.md.
 */
const DEFERRED_LAYOUT = "[content-visibility:auto] l:[content-visibility:visible]";

/** Front ad slots (`page-front`) follow these layouts (0-based), when another layout follows them. */
export const FRONT_AD_AFTER_LAYOUTS: readonly number[] = [0, 2];

/** The number of the front ad slot after layout `index` (1, 2, …), or null when none follows it. */
function frontAdAfter(index: number, layoutCount: number): number | null {
  const slot = FRONT_AD_AFTER_LAYOUTS.indexOf(index);
  return slot >= 0 && index < layoutCount - 1 ? slot + 1 : null;
}

/**
 * A curated front: marquee, then its layouts in order, each a grid of packages. On page 2 and later
 * only the paged waffles (stories, products) are shown. Filters from the query narrow product items; paid items
 * stay only in the package at the front's paid-content position.
 */
export function Front({
  curation,
  home,
  waffle,
  productWaffle = null,
  marqueeHtml,
  videos,
  livePosts = {},
  context,
  ads = null,
  belowLead = null,
}: {
  ads?: AdPage | null;
  /** Shown after the first layout: the lead's headlines keep the first screen (the home front's weather). */
  belowLead?: ReactNode;
  curation: Curation;
  home: boolean;
  waffle: PagedWaffle | null;
  productWaffle?: ProductWaffle | null;
  marqueeHtml: string | null;
  videos: Record<string, Video>;
  livePosts?: Record<string, FrontLivePost[]>;
  context: PageContext;
}) {
  const { vertical, view } = context;
  const loaded = (pkg: CurationPackage) =>
    pkg.id === waffle?.packageId ? waffle.items : pkg.id === productWaffle?.packageId ? productWaffle.items : pkg.items;
  const filtered = (pkg: CurationPackage) =>
    loaded(pkg).filter((entry) => entry.type !== "product" || passesFilters(entry.item, view.filters));
  const selected = view.page > 1
    ? curation.layouts
        .map((layout) => ({ ...layout, type: "fullWidth" as const, packages: layout.packages.filter((pkg) => pkg.id === waffle?.packageId || pkg.id === productWaffle?.packageId) }))
        .filter((layout) => layout.packages.length > 0)
    : curation.layouts;
  const packages = selected.flatMap((layout) => layout.packages);
  const candidates = packages.map(filtered);
  const productPackageIds = new Set(
    packages.filter((pkg) => loaded(pkg).some((entry) => entry.type === "product")).map((pkg) => pkg.id),
  );
  const paidContent = placePaidContent(candidates.map((items) => ({ items })));
  const itemsById = new Map(packages.map((pkg, position) => [pkg.id, withPaidContentPlaced(candidates[position] ?? [], position, paidContent)]));
  const layouts = selected.map((layout) => ({ ...layout, packages: layout.packages.map((pkg) => ({ ...pkg, items: itemsById.get(pkg.id) ?? [] })) }));
  const products = productListJsonLd([...itemsById.values()].flat());
  const stackCommerceFront = isStackCommerceFront(packages.flatMap(loaded));
  const electionsYear = electionsNavThemeYear(vertical, curation.navigationTheme);
  const shape = (pkg: CurationPackage): PackageShape => ({
    type: pkg.type,
    items: pkg.items,
    player: pkg.items[0] !== undefined && pkg.items[0].id in videos,
    livePosts: livePosts[pkg.id]?.length,
    controls: Number(productPackageIds.has(pkg.id)) + Number(pkg.id === waffle?.packageId || pkg.id === productWaffle?.packageId),
  });
  const leadPackageId = packages.find((pkg) => (itemsById.get(pkg.id) ?? []).length > 0)?.id;

  return (
    <>
      {products && <JsonLd data={products} />}
      {electionsYear && <ElectionsNavBand year={electionsYear} />}
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 l:gap-6">
        <h1 className={home && view.page === 1 ? "sr-only" : "text-3xl font-black"}>{curation.seoTitle}</h1>
        {marqueeHtml && view.page === 1 && <Marquee html={marqueeHtml} />}
        {stackCommerceFront && <StackCommerceNote brand={vertical.displayName} />}
        <FilterSummary filters={view.filters} clearHref={`/${context.segments.join("/")}${viewQueryString({ ...view, filters: {}, page: 1 })}`} />
        {layouts.map((layout, layoutIndex) => {
          const adNumber = frontAdAfter(layoutIndex, layouts.length);
          const renderPackage = (pkg: CurationPackage) => (
            <div key={pkg.id} className="flex flex-col gap-4">
              {productPackageIds.has(pkg.id) && (
                <ProductFilters
                  id={`filters-${pkg.id}`}
                  segments={context.segments}
                  view={view}
                  categories={pkg.id === productWaffle?.packageId ? productWaffle.categories : []}
                  empty={pkg.items.length === 0}
                />
              )}
              <FrontPackage pkg={pkg} vertical={vertical} eager={pkg.id === leadPackageId} videos={videos} livePosts={livePosts[pkg.id]} />
              {pkg.id === waffle?.packageId && waffle.pagination && (
                <WafflePagination pagination={waffle.pagination} segments={context.segments} view={view} label="pagination" />
              )}
              {pkg.id === productWaffle?.packageId && productWaffle.pagination && (
                <WafflePagination pagination={productWaffle.pagination} segments={context.segments} view={view} label="productPagination" />
              )}
            </div>
          );
          const [lead, ...others] = layout.packages;
          const deferred = layoutIndex > 0 ? ` ${DEFERRED_LAYOUT}` : "";
          const deferredStyle = layoutIndex > 0 ? { containIntrinsicHeight: `auto ${heightBoundCss(layoutHeightBound(layout.packages.map(shape)))}` } : undefined;
          return [
            lead && leadsAlone(layout) ? (
              <div key={layout.id} className={LAYOUT_GRID.rightRail + deferred} style={deferredStyle} data-layout={layout.type}>
                {renderPackage(lead)}
                <div className="flex flex-col gap-8">{others.map(renderPackage)}</div>
              </div>
            ) : (
              <div key={layout.id} className={LAYOUT_GRID[layout.type] + deferred} style={deferredStyle} data-layout={layout.type}>
                {layout.packages.map(renderPackage)}
              </div>
            ),
            layoutIndex === 0 && belowLead && <Fragment key="below-lead">{belowLead}</Fragment>,
            adNumber !== null && <AdSlot key={`ad-${layout.id}`} ads={ads} area="page-front" index={adNumber} />,
          ];
        })}
        <Ads ads={ads} />
      </div>
    </>
  );
}
