import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { paywallApi } from "@/lib/api/paywall";
import { sessionOfCookies } from "@/lib/auth/session";
import { subscriptionLink } from "@/lib/paywall/account-links";
import { paywallAid } from "@/lib/paywall/config";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { AccountLinks } from "@/components/paywall/AccountLinks";

type Params = { vertical: string; view: string };

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * /account/subscription (brands with subscriptions: news): the reader's subscriptions from the paywall provider.
 * Personal: it reads the token cookies, so Next serves it `Cache-Control: private, no-store`.
 */
export default async function SubscriptionPage({ params }: { params: Promise<Params> }) {
  const route = parseRouteParams(await params);
  if (!route) notFound();
  const vertical = VERTICALS[route.vertical];
  if (!subscriptionLink(vertical)) notFound();
  setRequestLocale(vertical.language);
  const t = await getTranslations({ locale: vertical.language, namespace: "paywall.subscriptionPage" });
  const session = await sessionOfCookies(await cookies(), vertical);
  const aid = paywallAid(vertical.slug);
  const answer =
    session.state === "authenticated" && aid ? await paywallApi.subscriptions({ userId: session.userId, accessToken: session.accessToken }, aid) : null;

  let body;
  if (session.state !== "authenticated") body = <p className="mt-6 text-lg">{t("signedOut")}</p>;
  else if (!answer?.ok) body = <p role="alert" className="mt-6 text-lg">{t("error")}</p>;
  else if (answer.data.subscriptions.length === 0) body = <p className="mt-6 text-lg">{t("none")}</p>;
  else {
    const date = new Intl.DateTimeFormat(vertical.language === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" });
    body = (
      <ul className="mt-6 flex flex-col gap-3">
        {answer.data.subscriptions.map((s) => (
          <li key={s.subscriptionId} className="rounded border border-neutral-300 p-4">
            <p className="font-semibold">{t(s.termId.endsWith("annual") ? "annual" : "monthly")}</p>
            <p>{t(s.status === "active" ? "activeUntil" : "expiredOn", { date: date.format(new Date(s.expiresAt)) })}</p>
            <p className="text-sm text-neutral-700">{t("card", { last4: s.cardLast4 })}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <AccountLinks vertical={vertical} current="subscription" />
      {body}
    </section>
  );
}
