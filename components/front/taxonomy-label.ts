/** A taxonomy path or pattern as a reader reads it: its last segment ("today/shop/gift-guides" -> "Gift guides"). */
export function taxonomyLabel(path: string): string {
  const words = (path.split("/").at(-1) ?? path).replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
