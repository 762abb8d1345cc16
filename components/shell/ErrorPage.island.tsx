"use client";

import { useParams } from "next/navigation";
import { splitAtBrandLink } from "@/lib/format/brand-link";
import { displayNameOf } from "@/lib/verticals/display-names";

export type ErrorStatus = 403 | 404 | 500;

/** An error page's texts: the body holds `<link>{brand}</link>` where the brand's home link goes. */
export interface ErrorTexts {
  title: string;
  body: string;
}

/**
 * The 403, 404 and 500 pages (spec 1 §8). A client component because error boundaries are, and
 * because not-found pages get no params: the brand comes from the URL's vertical segment. Its texts
 * arrive as props (no message runtime in the browser).
 */
export function ErrorPage({ status, texts }: { status: ErrorStatus; texts: ErrorTexts }) {
  const params = useParams<{ vertical?: string }>();
  const brand = displayNameOf(params?.vertical);
  const [before, after] = splitAtBrandLink(texts.body);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-black text-accent">{status}</p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {texts.title}
      </h1>
      <p className="mt-4 text-lg">
        {before}
        <a href="/" className="font-semibold text-neutral-900 underline decoration-accent decoration-2">
          {brand}
        </a>
        {after}
      </p>
    </section>
  );
}
