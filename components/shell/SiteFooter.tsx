import { getTranslations } from "next-intl/server";
import type { NavLink, Navigation, SocialMediaProfiles } from "@/lib/api/schemas/content";
import { html, innerHtml } from "@/lib/html/html";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** Publisher names as printed in the copyright line. */
const PUBLISHER_NAMES = { nbcnews: "NBC News", msnbc: "MSNBC", today: "TODAY", telemundo: "Telemundo" } as const;

/** Networks the footer links to, in order (Google+ is gone). */
const NETWORKS = ["facebook", "twitter", "instagram"] as const;

const linkList = (links: readonly NavLink[], vertical: Vertical, listClass: string) =>
  html`<ul class="${listClass}">${links.map(
    (link) => html`<li><a href="${toSiteHref(link.url, vertical.slug)}" class="text-neutral-800 hover:underline">${link.title}</a></li>`,
  )}</ul>`;

/**
 * The footer: the site's navigation links, the links of the layout's footer menu (`menu/{id}`), social profiles,
 * copyright. Static, so drawn as one HTML string (lib/html/html.ts).
 */
export async function SiteFooter({
  vertical,
  navigation,
  menu,
  social,
  year,
}: {
  vertical: Vertical;
  navigation: Navigation | null;
  /** Null when the footer menu failed to load: its links are left out. */
  menu: NavLink[] | null;
  social: SocialMediaProfiles | null;
  year: number;
}) {
  const t = await getTranslations("shell");
  const brand = vertical.displayName;
  const links = navigation ? [...navigation.global, ...navigation.local] : [];
  const profiles = NETWORKS.flatMap((network) => {
    const url = social?.[network];
    return url?.startsWith("https://") ? [{ network, url }] : [];
  });
  const content = html`<div class="mx-auto max-w-6xl px-4 py-8 text-sm">${[
    links.length > 0 &&
      html`<nav aria-label="${t("footerNavigation", { brand })}">${linkList(links, vertical, "grid grid-cols-2 gap-x-6 gap-y-2 m:grid-cols-4")}</nav>`,
    menu &&
      menu.length > 0 &&
      html`<nav aria-label="${t("footerMenu", { brand })}" class="mt-6">${linkList(menu, vertical, "flex flex-wrap gap-x-5 gap-y-2")}</nav>`,
    profiles.length > 0 &&
      html`<nav aria-label="${t("follow", { brand })}" class="mt-6"><ul class="flex gap-4 font-semibold">${profiles.map(
        ({ network, url }) =>
          html`<li><a href="${url}" rel="noopener noreferrer" aria-label="${t("socialLink", { brand, network: t(`networks.${network}`) })}" class="text-neutral-800 underline">${t(`networks.${network}`)}</a></li>`,
      )}</ul></nav>`,
    html`<p class="mt-6 text-neutral-700">${t("copyright", { year, publisher: PUBLISHER_NAMES[vertical.publisher] })}</p>`,
  ]}</div>`;
  return <footer className="mt-12 border-t border-neutral-200 bg-neutral-50" {...innerHtml(content)} />;
}
