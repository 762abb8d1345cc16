/** Error texts hold `<link>{brand}</link>` where the brand's home link goes: the text before and after it. */
export function splitAtBrandLink(body: string): [before: string, after: string] {
  const [before = "", after = ""] = body.split("<link>{brand}</link>");
  return [before, after];
}
