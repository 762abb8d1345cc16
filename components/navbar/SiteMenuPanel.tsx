import type { NavLink } from "@/lib/api/schemas/content";
import { groupMenu } from "@/lib/shell/menus";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** The header's full menu (`menu/{id}`): every section, its sub-sections under it. Server HTML, hidden until opened. */
export function SiteMenuPanel({ vertical, items }: { vertical: Vertical; items: readonly NavLink[] }) {
  return (
    <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-5 px-4 py-5 text-sm m:grid-cols-4">
      {groupMenu(items).map(({ link, children }) => (
        <li key={link.url}>
          <a href={toSiteHref(link.url, vertical.slug)} className="font-bold hover:underline">
            {link.title}
          </a>
          {children.length > 0 && (
            <ul className="mt-2 space-y-1.5">
              {children.map((child) => (
                <li key={child.url}>
                  <a href={toSiteHref(child.url, vertical.slug)} className="text-neutral-700 hover:underline">
                    {child.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
