import type { Curation, CurationLayout } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";
import { FrontPackage } from "./FrontPackage";

const LAYOUT_GRID: Record<CurationLayout["type"], string> = {
  fullWidth: "grid gap-8",
  rightRail: "grid gap-8 l:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
  leftRail: "grid gap-8 l:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
  threeColumn: "grid gap-8 l:grid-cols-3",
};

/** A curated front: its layouts in order, each a grid of packages. */
export function Front({ curation, vertical, title }: { curation: Curation; vertical: Vertical; title: string }) {
  const leadPackageId = curation.layouts.flatMap((layout) => layout.packages).find((pkg) => pkg.items.length > 0)?.id;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
      <h1 className={curation.pageRoute === "/" ? "sr-only" : "text-3xl font-black"}>{title}</h1>
      {curation.layouts.map((layout) => (
        <div key={layout.id} className={LAYOUT_GRID[layout.type]} data-layout={layout.type}>
          {layout.packages.map((pkg) => (
            <FrontPackage key={pkg.id} pkg={pkg} vertical={vertical.slug} eager={pkg.id === leadPackageId} />
          ))}
        </div>
      ))}
    </div>
  );
}
