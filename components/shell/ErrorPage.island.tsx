"use client";

import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { DEFAULT_VERTICAL, VERTICALS, isVerticalSlug } from "@/lib/verticals/verticals";

export type ErrorStatus = 403 | 404 | 500;

/**
 * The 403, 404 and 500 pages (spec 1 §8). A client component because error boundaries are, and
 * because not-found pages get no params: the brand comes from the URL's vertical segment.
 */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const t = useTranslations(`errors.${status}`);
  const params = useParams<{ vertical?: string }>();
  const slug = params?.vertical && isVerticalSlug(params.vertical) ? params.vertical : DEFAULT_VERTICAL;
  const brand = VERTICALS[slug].displayName;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-black text-accent">{status}</p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {t("title")}
      </h1>
      <p className="mt-4 text-lg">
        {t.rich("body", {
          brand,
          link: (chunks) => (
            <Link href="/" className="font-semibold text-neutral-900 underline decoration-accent decoration-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
