import type { CurationLayout, CurationPackage } from "@/lib/api/schemas/content";

/** Package types that hold a front's lead story. */
export const LEAD_PACKAGE_TYPES: readonly CurationPackage["type"][] = ["lead", "showLead"];

/**
 * Whether a layout opens with a lone lead story that takes its layout's other packages beside it from l, as a rail
 * (docs/decisions.md "Fronts lead with news"): a full-width layout whose first package is a lead of at most one story,
 * followed by another package. A lead with more stories sets them beside itself.
 */
export function leadsAlone(layout: { type: CurationLayout["type"]; packages: readonly { type: CurationPackage["type"]; items: readonly unknown[] }[] }): boolean {
  const [lead, ...others] = layout.packages;
  return layout.type === "fullWidth" && lead !== undefined && LEAD_PACKAGE_TYPES.includes(lead.type) && lead.items.length <= 1 && others.length > 0;
}
