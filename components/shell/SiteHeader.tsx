import { getTranslations } from "next-intl/server";
import type { ContentCallContext } from "@/lib/api/content";
import type { NavLink, Navigation } from "@/lib/api/schemas/content";
import { AccountArea } from "@/components/account/AccountArea";
import { MiniPlayerTease } from "@/components/navbar/MiniPlayerTease";
import { MostPopularFlyout } from "@/components/navbar/MostPopularFlyout";
import { SiteMenuPanel } from "@/components/navbar/SiteMenuPanel";
import { NavbarMenu } from "@/components/navbar/NavbarMenu.island";
import { html, innerHtml } from "@/lib/html/html";
import { contentLoaders, loadMostPopular } from "@/lib/navbar/most-popular";
import { initialNavbarState } from "@/lib/navbar/navbar-state";
import { navbarShortcuts } from "@/lib/navbar/shortcuts";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** Colours per navbar theme (spec 2 §4): the brand's colour, light, or transparent over the page (today). */
const THEME_CLASSES =
  "data-[navbar-theme=vertical]:bg-brand data-[navbar-theme=vertical]:text-on-brand " +
  "data-[navbar-theme=light]:border-b data-[navbar-theme=light]:border-neutral-200 data-[navbar-theme=light]:bg-white data-[navbar-theme=light]:text-neutral-900 " +
  "data-[navbar-theme=transparent]:bg-transparent data-[navbar-theme=transparent]:text-neutral-900";

/**
 * The navigation bar: wordmark, mini player teaser, the Most Popular flyout, the account area, then the shortcuts
 * (local news, live TV) and the section links of `navigation/{id}`; the Menu button opens the full menu of `menu/{id}`
 * (none when it failed). All server HTML, the same for every reader; the only eager script is the menus' buttons. The
 * static parts (links, panels) are drawn as strings (lib/html/html.ts).
 */
export async function SiteHeader({
  vertical,
  navigation,
  menu,
  call,
}: {
  vertical: Vertical;
  navigation: Navigation | null;
  menu: NavLink[] | null;
  call: ContentCallContext;
}) {
  const t = await getTranslations("shell");
  const tn = await getTranslations("navbar");
  const state = initialNavbarState(vertical);
  const lists = vertical.flags.mostPopularLists;
  const mostPopular = await loadMostPopular(lists, contentLoaders(vertical.slug, call));
  const shortcuts = state.shortcutsVisible ? navbarShortcuts(vertical) : [];
  const sectionLinks = html`${[
    shortcuts.length > 0 &&
      html`<nav aria-label="${tn("shortcuts")}" class="shrink-0"><ul class="flex gap-4">${shortcuts.map(
        (shortcut) => html`<li><a href="${shortcut.href}" class="inline-block py-2 underline decoration-2 underline-offset-4 hover:decoration-accent">${tn(shortcut.key)}</a></li>`,
      )}</ul></nav>`,
    navigation &&
      navigation.global.length > 0 &&
      html`<nav aria-label="${t("mainNavigation")}"><ul class="flex gap-5">${navigation.global.map(
        (link) => html`<li><a href="${toSiteHref(link.url, vertical.slug)}" class="inline-block py-2 hover:underline">${link.title}</a></li>`,
      )}</ul></nav>`,
  ]}`;
  return (
    <header className={`relative shadow-sm ${THEME_CLASSES}`} data-navbar-theme={state.theme} data-navbar-active="false">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex items-center gap-2 py-3">
          {menu && menu.length > 0 && (
            <NavbarMenu label={t("menu")} panelLabel={t("menuLabel", { brand: vertical.displayName })} panelId="navbar-site-menu" theme={state.theme}>
              <SiteMenuPanel vertical={vertical} items={menu} />
            </NavbarMenu>
          )}
          <a href="/" className="mr-auto text-lg font-black leading-tight tracking-tight no-underline m:text-2xl" aria-label={t("homeLink", { brand: vertical.displayName })}>
            {vertical.displayName}
          </a>
          <MiniPlayerTease vertical={vertical} />
          <AccountArea vertical={vertical} />
        </div>
        <div className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap">
          {/* Shortcuts and sections scroll sideways on narrow screens; the Most Popular button stays in view beside them. */}
          <div className="-ml-4 flex min-w-0 flex-1 items-center gap-5 overflow-x-auto pl-4" {...innerHtml(sectionLinks)} />
          <div className="shrink-0">
            <NavbarMenu label={tn("mostPopular")} panelLabel={tn("mostPopularLabel", { brand: vertical.displayName })} panelId="navbar-most-popular" theme={state.theme}>
              <MostPopularFlyout vertical={vertical} lists={lists} stories={mostPopular.stories} failed={mostPopular.failed} />
            </NavbarMenu>
          </div>
        </div>
      </div>
    </header>
  );
}
