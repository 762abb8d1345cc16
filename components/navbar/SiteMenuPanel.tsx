import type { NavLink } from "@/lib/api/schemas/content";
import { html, innerHtml } from "@/lib/html/html";
import { groupMenu } from "@/lib/shell/menus";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/**
 * The header's full menu (`menu/{id}`): every section, its sub-sections under it. Server HTML, hidden until opened;
 * static, so drawn as one string (lib/html/html.ts).
 */
export function SiteMenuPanel({ vertical, items }: { vertical: Vertical; items: readonly NavLink[] }) {
  const href = (link: NavLink) => toSiteHref(link.url, vertical.slug);
  const sections = groupMenu(items).map(
    ({ link, children }) =>
      html`<li><a href="${href(link)}" class="font-bold hover:underline">${link.title}</a>${
        children.length > 0 &&
        html`<ul class="mt-2 space-y-1.5">${children.map((child) => html`<li><a href="${href(child)}" class="text-neutral-700 hover:underline">${child.title}</a></li>`)}</ul>`
      }</li>`,
  );
  return <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-5 px-4 py-5 text-sm m:grid-cols-4" {...innerHtml(html`${sections}`)} />;
}
