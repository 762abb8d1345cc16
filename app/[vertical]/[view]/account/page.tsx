import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { identityApi } from "@/lib/api/auth";
import { sessionOfCookies } from "@/lib/auth/session";
import { getNewsletters } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import { newsletterOptions } from "@/lib/newsletter/options";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { accountTexts } from "@/components/account/account-texts";
import { AccountSettings } from "@/components/account/AccountSettings.island";
import { AccountLinks } from "@/components/paywall/AccountLinks";

type Params = { vertical: string; view: string };

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * /account: a personal page, rendered per reader (it reads the token cookies, so Next serves it
 * `Cache-Control: private, no-store`): the profile and the newsletter subscriptions.
 */
export default async function AccountPage({ params }: { params: Promise<Params> }) {
  const route = parseRouteParams(await params);
  if (!route) notFound();
  const vertical = VERTICALS[route.vertical];
  setRequestLocale(vertical.language);
  const t = await getTranslations("account.page");
  const jar = await cookies();
  const session = await sessionOfCookies(jar, vertical);
  const tokens = session.state === "authenticated" ? { access_token: session.accessToken, bedrock_session: session.sessionId } : null;
  const [profile, subscriptions, catalogue] =
    session.state === "authenticated" && tokens
      ? await Promise.all([identityApi.profile(session.userId, tokens), identityApi.subscriptions(session.userId, tokens), optionalLoad(getNewsletters(), [])])
      : [null, null, []];

  if (!profile?.success) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-4 text-lg">{t("signedOut")}</p>
      </section>
    );
  }
  const user = profile.data;
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <AccountLinks vertical={vertical} current="dashboard" />
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {name && (
          <>
            <dt className="font-semibold">{t("name")}</dt>
            <dd>{name}</dd>
          </>
        )}
        <dt className="font-semibold">{t("email")}</dt>
        <dd>{user.email}</dd>
      </dl>
      <AccountSettings
        brand={vertical.slug}
        texts={await accountTexts(vertical)}
        pageTexts={{
          newsletters: t("newsletters"),
          newslettersIntro: t("newslettersIntro"),
          subscribeAll: t("subscribeAll"),
          unsubscribeAll: t("unsubscribeAll"),
          saving: t("saving"),
        }}
        newsletters={newsletterOptions(catalogue)}
        initialSubscriptions={subscriptions?.success ? subscriptions.data.subscriptions : null}
      />
    </section>
  );
}
