import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { getNavigation } from "@/lib/api/content";
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

  // A missing navigation degrades the header to the wordmark; it never takes the page down.
  const navigation = await getNavigation(vertical.slug, { forwarded: route.view.query }).catch((error: unknown) => {
    console.error(`navigation/${vertical.slug} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return (
    <>
      <SkipLink />
      <Ie11Alert />
      <SiteHeader vertical={vertical} navigation={navigation} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter vertical={vertical} navigation={navigation} year={new Date().getFullYear()} />
    </>
  );
}
