import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";

type Params = { vertical: string; view: string };

export function generateStaticParams(): Params[] {
  return [];
}

export const metadata: Metadata = { robots: { index: false } };

/** Where a newsletter sign-up made without JavaScript lands. */
export default async function NewsletterSubscribed({ params }: { params: Promise<Params> }) {
  const route = parseRouteParams(await params);
  if (!route) notFound();
  const vertical = VERTICALS[route.vertical];
  setRequestLocale(vertical.language);
  const t = await getTranslations("newsletter");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("subscribedTitle")}</h1>
      <p className="mt-4 text-lg" role="status">
        {t("success")}
      </p>
      <a href="/" className="mt-6 inline-block font-semibold underline">
        {t("backHome", { brand: vertical.displayName })}
      </a>
    </section>
  );
}
