/** Spec 1 §9: recipes are in the preview environment when the public API address contains "//preview". */
export function isPreviewEnvironment(apiAddress: string): boolean {
  return apiAddress.includes("//preview");
}
