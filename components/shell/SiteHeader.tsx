import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Navigation } from "@/lib/api/schemas/content";
import { AccountArea } from "@/components/account/AccountArea";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** The brand header: wordmark and the section links of `navigation/{id}` (global list). */
export async function SiteHeader({ vertical, navigation }: { vertical: Vertical; navigation: Navigation | null }) {
  const t = await getTranslations("shell");
  return (
    <header className="bg-brand text-on-brand shadow-sm" data-navbar-theme={vertical.navbarTheme}>
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 l:flex-row l:items-center l:gap-8">
        <div className="flex items-center justify-between gap-4 l:contents">
          <Link href="/" className="text-2xl font-black tracking-tight no-underline" aria-label={t("homeLink", { brand: vertical.displayName })}>
            {vertical.displayName}
          </Link>
          <div className="l:order-last l:ml-auto">
            <AccountArea vertical={vertical} />
          </div>
        </div>
        {navigation && navigation.global.length > 0 && (
          <nav aria-label={t("mainNavigation")} className="-mx-4 overflow-x-auto px-4">
            <ul className="flex gap-5 whitespace-nowrap text-sm font-semibold">
              {navigation.global.map((link) => (
                <li key={link.url}>
                  <Link href={toSiteHref(link.url, vertical.slug)} className="inline-block py-2 hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
