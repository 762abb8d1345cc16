import type { Vertical } from "@/lib/verticals/verticals";

/**
 * Spec 1 §9: on mobile a playlist lists `mobilePlaylistVideoCount` videos (6 by default, 20 for the
 * Spanish-language brands); the videos after those are hidden below the m breakpoint.
 */
export function isHiddenOnMobile(index: number, vertical: Vertical): boolean {
  return index >= vertical.flags.mobilePlaylistVideoCount;
}
