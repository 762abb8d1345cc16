/**
 * Id schemes of the seed. Number ranges never overlap, so an `r…a{digits}` id names one article whatever its
 * prefix (spec 1 §7: an article id starting with r is mapped to an rcna id for card searches).
 */
import type { Vertical } from "../../lib/verticals/verticals";

const id = (prefix: string, base: number, block: number, index: number, blockSize: number): string => {
  if (index >= blockSize) throw new RangeError(`${prefix}: index ${index} does not fit a block of ${blockSize}`);
  return `${prefix}${base + block * blockSize + index}`;
};

export const ids = {
  article: (vertical: number, index: number) => id("rcna", 100_000, vertical, index, 1000),
  liveBlog: (vertical: number, index: number) => id("rlna", 900_000, vertical, index, 10),
  card: (vertical: number, blog: number, index: number) => id("ncrd", 1_000_000, vertical * 10 + blog, index, 1000),
  video: (vertical: Vertical, verticalIndex: number, index: number) =>
    id(vertical.publisher === "telemundo" ? "tmvo" : "mmvo", 2_000_000, verticalIndex, index, 1000),
  slideshow: (vertical: number, index: number) => id("ncsl", 300_000, vertical, index, 100),
  recipe: (vertical: number, index: number) => id("tdrp", 400_000, vertical, index, 1000),
  product: (vertical: number, index: number) => id("ncpd", 500_000, vertical, index, 1000),
  showBlogPost: (show: number, index: number) => id("ncpn", 600_000, show, index, 100),
  person: (vertical: number, index: number) => id("ncpr", 700_000, vertical, index, 100),
  playlist: (vertical: string, index: number) => `playlist-${vertical}-${index + 1}`,
  draft: (vertical: string, index: number) => `draft-${vertical}-${index + 1}`,
};
