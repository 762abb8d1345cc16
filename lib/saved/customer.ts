/** Saving the customer (spec 2 §4): it needs a zip code, and without one nothing happens; after saving, the customer is fetched again. */
import { ZIP_CODE_PATTERN } from "@/lib/api/schemas/zip-code";

export type ZipCodeDecision = { kind: "nothing" } | { kind: "invalid" } | { kind: "save"; zipCode: string };

export function zipCodeDecision(input: string | null | undefined): ZipCodeDecision {
  const zipCode = (input ?? "").trim();
  if (!zipCode) return { kind: "nothing" };
  return ZIP_CODE_PATTERN.test(zipCode) ? { kind: "save", zipCode } : { kind: "invalid" };
}
