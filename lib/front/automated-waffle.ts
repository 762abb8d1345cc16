import { z } from "zod";
import type { CurationPackage } from "@/lib/api/schemas/content";

/** What an autofilled waffle package says about its query (the upstream's package metadata). */
const waffleQuerySchema = z.object({
  filters: z.string().min(1),
  size: z.number().int().positive().max(100),
});
export type WaffleQuery = z.infer<typeof waffleQuerySchema>;

/** The query of an autofilled automated waffle, or null when the package is curated by hand or unreadable. */
export function waffleQuery(pkg: CurationPackage): WaffleQuery | null {
  if (pkg.type !== "automatedWaffle" || !pkg.autofill) return null;
  const parsed = waffleQuerySchema.safeParse(pkg.metadata);
  return parsed.success ? parsed.data : null;
}

/** The package a front's page number pages: its first autofilled automated waffle. */
export function pagedWaffle(packages: readonly CurationPackage[]): { pkg: CurationPackage; query: WaffleQuery } | null {
  for (const pkg of packages) {
    const query = waffleQuery(pkg);
    if (query) return { pkg, query };
  }
  return null;
}
