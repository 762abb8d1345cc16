import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Navigation } from "@/lib/api/schemas/content";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** Publisher names as printed in the copyright line. */
const PUBLISHER_NAMES = { nbcnews: "NBC News", msnbc: "MSNBC", today: "TODAY", telemundo: "Telemundo" } as const;

export async function SiteFooter({ vertical, navigation, year }: { vertical: Vertical; navigation: Navigation | null; year: number }) {
  const t = await getTranslations("shell");
  const links = navigation ? [...navigation.global, ...navigation.local] : [];
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
        {links.length > 0 && (
          <nav aria-label={t("footerNavigation", { brand: vertical.displayName })}>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 m:grid-cols-4">
              {links.map((link) => (
                <li key={link.url}>
                  <Link href={toSiteHref(link.url, vertical.slug)} className="text-neutral-800 hover:underline">
                    {link.title}
                  </Link>
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
