import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { getNavigation, getSocialMediaProfiles } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { Ie11Alert } from "@/components/shell/Ie11Alert";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/shell/SkipLink";
import { SiteFooter } from "@/components/shell/SiteFooter";
import { SiteHeader } from "@/components/shell/SiteHeader";

/** The page shell: skip link, IE 11 alert, brand header and footer — none of it in the chromeless view. */
export default async function ShellLayout({ children, params }: { children: ReactNode; params: Promise<{ vertical: string; view: string }> }) {
  const route = parseRouteParams(await params);
  if (!route) notFound();
  const vertical = VERTICALS[route.vertical];
  setRequestLocale(vertical.language);

  if (route.view.isChromeless) {
    return <main id={MAIN_CONTENT_ID}>{children}</main>;
  }

  // A missing navigation degrades the header to the wordmark, missing profiles drop the footer's
  // social links: neither ever takes the page down.
  const call = { forwarded: route.view.query };
  const [navigation, social] = await Promise.all([
    optionalLoad(getNavigation(vertical.slug, call), null),
    optionalLoad(getSocialMediaProfiles(vertical.slug, call), null),
  ]);
  return (
    <>
      <SkipLink />
      <Ie11Alert />
      <SiteHeader vertical={vertical} navigation={navigation} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter vertical={vertical} navigation={navigation} social={social} year={new Date().getFullYear()} />
    </>
  );
}
