import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getCuration } from "@/lib/api/content";
import { orErrorPage } from "@/lib/pages/page-errors";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { frontSubpath } from "@/lib/routing/front-path";
import { VERTICALS } from "@/lib/verticals/verticals";
import { Front } from "@/components/front/Front";

type Params = { vertical: string; view: string; path?: string[] };

/** Pages are rendered on first request, then served from the cache and revalidated in the background. */
export const revalidate = 60;
export function generateStaticParams(): Params[] {
  return [];
}

async function load(params: Promise<Params>) {
  const raw = await params;
  const route = parseRouteParams(raw);
  const subpath = frontSubpath(raw.path ?? []);
  if (!route || subpath === null) notFound();
  const vertical = VERTICALS[route.vertical];
  const curation = await orErrorPage(getCuration(vertical.slug, subpath, { forwarded: route.view.query }));
  if (curation.hidden) notFound();
  return { vertical, curation, subpath };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { vertical, curation, subpath } = await load(params);
  return {
    title: subpath ? curation.seoTitle : { absolute: curation.seoTitle },
    description: curation.seoDescription,
    alternates: { canonical: `https://${vertical.hosts[0]}${curation.pageRoute}` },
  };
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { vertical, curation } = await load(params);
  setRequestLocale(vertical.language);
  return <Front curation={curation} vertical={vertical} title={curation.seoTitle} />;
}
