import type { NavLink } from "@/lib/api/schemas/content";
import type { VerticalSlug } from "@/lib/verticals/verticals";

/**
 * The menus a brand's layout names (spec 2 §3 Layout: header, footer, menu): `menu` fills the header's full menu panel,
 * `footer` the footer's links. The section row under the header stays `navigation/{vertical}`.
 */
export function layoutMenuIds(vertical: VerticalSlug): { menu: string; footer: string } {
  return { menu: `${vertical}-sections`, footer: `${vertical}-footer` };
}

export interface MenuGroup {
  link: NavLink;
  children: NavLink[];
}

const pathOf = (url: string) => {
  try {
    return new URL(url, "https://menu.invalid").pathname.replace(/\/+$/, "");
  } catch {
    return url;
  }
};

/**
 * A flat menu as groups: an entry whose path lies under another entry's path is a child of its nearest such ancestor's
 * top-level group; every other entry is a group of its own. Order is kept.
 */
export function groupMenu(items: readonly NavLink[]): MenuGroup[] {
  const paths = items.map((item) => pathOf(item.url));
  const ancestorOf = (path: string) => paths.findIndex((candidate) => candidate !== "" && candidate !== path && path.startsWith(`${candidate}/`));
  const groups = new Map<number, MenuGroup>();
  items.forEach((item, i) => {
    if (ancestorOf(paths[i] as string) === -1) groups.set(i, { link: item, children: [] });
  });
  items.forEach((item, i) => {
    let top = ancestorOf(paths[i] as string);
    if (top === -1) return;
    while (!groups.has(top)) top = ancestorOf(paths[top] as string);
    groups.get(top)?.children.push(item);
  });
  return [...groups.values()];
}
