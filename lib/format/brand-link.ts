const BRAND_LINK = "<link>{brand}</link>";

/** Error texts hold `<link>{brand}</link>` where the brand's home link goes: the text before and after it. */
export function splitAtBrandLink(body: string): [before: string, after: string] {
  const [before = "", after = ""] = body.split(BRAND_LINK);
  return [before, after];
}

/** The values for `t.markup` that give an error text back with its `<link>{brand}</link>` as written, for `splitAtBrandLink`. */
export const BRAND_LINK_KEPT = { link: (chunks: string) => `<link>${chunks}</link>`, brand: "{brand}" };
