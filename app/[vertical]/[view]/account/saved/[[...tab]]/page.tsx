import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { mynewsApi } from "@/lib/api/mynews";
import { sessionOfCookies } from "@/lib/auth/session";
import { myNewsEnabled } from "@/lib/saved/my-news";
import { HISTORY_PAGE_SIZE, RECOMMENDATIONS_SIZE, savedPageSize } from "@/lib/saved/page-size";
import { savedTabPath, tabOfSlug, tabsFor } from "@/lib/saved/tabs";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { savedPageTexts } from "@/components/saved/saved-texts";
import { SavedItems } from "@/components/saved/SavedItems.island";

type Params = { vertical: string; view: string; tab?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const route = parseRouteParams(await params);
  const language = route ? VERTICALS[route.vertical].language : "en";
  const t = await getTranslations({ locale: language, namespace: "saved.page" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * /account/saved[/articles|videos|recipes|wishlist]: the reader's saved items (first page in the server HTML),
 * reading history and recommendations, and their zip code. Personal: it reads the token cookies, so Next answers
 * `Cache-Control: private, no-store`, like /account.
 */
export default async function SavedPage({ params }: { params: Promise<Params> }) {
  const { tab, ...rest } = await params;
  const route = parseRouteParams(rest);
  if (!route || (tab && tab.length > 1)) notFound();
  const vertical = VERTICALS[route.vertical];
  if (!myNewsEnabled(vertical)) notFound();
  const filterType = tabOfSlug(tab?.[0]);
  const tabs = tabsFor(vertical.flags.extendedContentTypes);
  if (!filterType || !tabs.includes(filterType)) notFound();
  setRequestLocale(vertical.language);
  const t = await getTranslations({ locale: vertical.language, namespace: "saved.page" });

  const session = await sessionOfCookies(await cookies(), vertical);
  if (session.state !== "authenticated") {
    return (
      <section className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-4 text-lg">{t("signedOut")}</p>
      </section>
    );
  }
  const caller = { customerId: session.userId, accessToken: session.accessToken };
  const [saved, history, recommendations, customer] = await Promise.all([
    mynewsApi.bookmarks(caller, savedPageSize(vertical.flags.bookmarksPageSize), null, filterType),
    mynewsApi.history(caller, HISTORY_PAGE_SIZE, null),
    vertical.flags.recommendations ? mynewsApi.recommendations(caller, RECOMMENDATIONS_SIZE) : Promise.resolve(null),
    mynewsApi.customer(caller),
  ]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <a href="/account" className="text-sm font-semibold underline">
          {t("accountLink")}
        </a>
      </div>
      <nav aria-label={t("tabsLabel")} className="mt-6 border-b border-neutral-300">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {tabs.map((type) => (
            <li key={type}>
              <a
                href={savedTabPath(type)}
                aria-current={type === filterType ? "page" : undefined}
                className="block border-b-2 border-transparent px-3 py-2 font-semibold whitespace-nowrap no-underline aria-[current=page]:border-accent aria-[current=page]:text-accent"
              >
                {t(`tabs.${type}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SavedItems
        key={filterType}
        vertical={vertical.slug}
        language={vertical.language}
        filterType={filterType}
        initialSaved={saved.ok ? saved.data : null}
        initialHistory={history.ok ? history.data : null}
        recommendations={recommendations?.ok ? recommendations.data : []}
        customer={customer.ok ? customer.data : null}
        texts={await savedPageTexts(vertical.language)}
      />
    </section>
  );
}
