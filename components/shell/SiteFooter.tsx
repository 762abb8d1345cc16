import { getTranslations } from "next-intl/server";
import type { NavLink, Navigation, SocialMediaProfiles } from "@/lib/api/schemas/content";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** Publisher names as printed in the copyright line. */
const PUBLISHER_NAMES = { nbcnews: "NBC News", msnbc: "MSNBC", today: "TODAY", telemundo: "Telemundo" } as const;

/** Networks the footer links to, in order (Google+ is gone). */
const NETWORKS = ["facebook", "twitter", "instagram"] as const;

/** The footer: the site's navigation links, the links of the layout's footer menu (`menu/{id}`), social profiles, copyright. */
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
  const links = navigation ? [...navigation.global, ...navigation.local] : [];
  const profiles = NETWORKS.flatMap((network) => {
    const url = social?.[network];
    return url?.startsWith("https://") ? [{ network, url }] : [];
  });
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
        {links.length > 0 && (
          <nav aria-label={t("footerNavigation", { brand: vertical.displayName })}>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 m:grid-cols-4">
              {links.map((link) => (
                <li key={link.url}>
                  <a href={toSiteHref(link.url, vertical.slug)} className="text-neutral-800 hover:underline">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {menu && menu.length > 0 && (
          <nav aria-label={t("footerMenu", { brand: vertical.displayName })} className="mt-6">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {menu.map((link) => (
                <li key={link.url}>
                  <a href={toSiteHref(link.url, vertical.slug)} className="text-neutral-800 hover:underline">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {profiles.length > 0 && (
          <nav aria-label={t("follow", { brand: vertical.displayName })} className="mt-6">
            <ul className="flex gap-4 font-semibold">
              {profiles.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    aria-label={t("socialLink", { brand: vertical.displayName, network: t(`networks.${network}`) })}
                    className="text-neutral-800 underline"
                  >
                    {t(`networks.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="mt-6 text-neutral-700">{t("copyright", { year, publisher: PUBLISHER_NAMES[vertical.publisher] })}</p>
      </div>
    </footer>
  );
}
