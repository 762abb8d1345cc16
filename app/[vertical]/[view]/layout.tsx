import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { getMenu, getNavigation, getSocialMediaProfiles } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { Ie11Alert } from "@/components/shell/Ie11Alert";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/shell/SkipLink";
import { SiteFooter } from "@/components/shell/SiteFooter";
import { SiteHeader } from "@/components/shell/SiteHeader";
import { ShellExtras, SoftOptInSlot } from "@/components/shell/ShellExtras.island";
import { softOptInScope } from "@/lib/notifications/soft-opt-in";
import { cookiePingTargets } from "@/lib/shell/cookie-pings";
import { disableLazyLoadFor } from "@/lib/request-context/lazy-load";
import { layoutMenuIds } from "@/lib/shell/menus";
import { vitalsSampleRate } from "@/lib/vitals/sampling";

/** The page shell: skip link, IE 11 alert, brand header and footer — none of it in the chromeless view. */
export default async function ShellLayout({ children, params }: { children: ReactNode; params: Promise<{ vertical: string; view: string }> }) {
  const route = parseRouteParams(await params);
  if (!route) notFound();
  const vertical = VERTICALS[route.vertical];
  setRequestLocale(vertical.language);
  disableLazyLoadFor(route.view);

  if (route.view.isChromeless) {
    return <main id={MAIN_CONTENT_ID}>{children}</main>;
  }

  // A missing navigation degrades the header to the wordmark, a missing menu drops the header's menu panel or the
  // footer's links, missing profiles drop the footer's social links: none ever takes the page down.
  const call = { forwarded: route.view.query, vertical: route.vertical };
  const menuIds = layoutMenuIds(vertical.slug);
  const [navigation, menu, footerMenu, social, tc, tw] = await Promise.all([
    optionalLoad(getNavigation(vertical.slug, call), null),
    optionalLoad(getMenu(menuIds.menu, call), null),
    optionalLoad(getMenu(menuIds.footer, call), null),
    optionalLoad(getSocialMediaProfiles(vertical.slug, call), null),
    getTranslations("cable"),
    getTranslations("webNotifications"),
  ]);
  const brand = { brand: vertical.displayName };
  const softOptIn = softOptInScope(vertical, route.view);
  return (
    <>
      <SkipLink />
      <Ie11Alert />
      <ShellExtras
        liveTv={vertical.flags.liveTv}
        cableTexts={{ label: tc("label"), welcome: tc(vertical.flags.liveTv ? "welcome" : "welcomeNoLive"), watchLive: tc("watchLive"), back: tc("back", { host: "{host}" }) }}
        // Read when the page renders (never inlined at build): one build serves any environment. Unset: no pings.
        pingTargets={cookiePingTargets(process.env.COOKIE_PING_URLS)}
        vitalsSampleRate={vitalsSampleRate(process.env.VITALS_SAMPLE_RATE)}
      />
      <SiteHeader vertical={vertical} navigation={navigation} menu={menu} call={call} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SoftOptInSlot
        scope={softOptIn}
        softOptInTexts={
          softOptIn !== null ? { title: tw("title", brand), body: tw("body"), allow: tw("allow"), notNow: tw("notNow") } : null
        }
      />
      <SiteFooter vertical={vertical} navigation={navigation} menu={footerMenu} social={social} year={new Date().getFullYear()} />
    </>
  );
}
