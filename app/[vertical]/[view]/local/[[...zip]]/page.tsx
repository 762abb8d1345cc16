import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { localPage } from "@/components/local/local-page";
import { resolveLocalRoute } from "@/lib/local/route";
import type { PageContext } from "@/lib/pages/page-definition";
import { orErrorPage } from "@/lib/pages/page-errors";
import { disableLazyLoadFor } from "@/lib/request-context/lazy-load";
import { parseRouteParams, viewQueryString } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";

type Params = { vertical: string; view: string; zip?: string[] };

/** Like every shared page: rendered on first request, cached, revalidated in the background. */
export const revalidate = 60;
export function generateStaticParams(): Params[] {
  return [];
}

const loadPage = cache(async (verticalParam: string, viewParam: string, zipKey: string) => {
  const route = parseRouteParams({ vertical: verticalParam, view: viewParam });
  const segments = zipKey ? zipKey.split("/") : [];
  const kind = route && resolveLocalRoute(segments);
  if (!route || !kind) notFound();
  disableLazyLoadFor(route.view);
  const context: PageContext = { vertical: VERTICALS[route.vertical], view: route.view, segments: ["local", ...segments], call: { forwarded: route.view.query, vertical: route.vertical } };
  const data = await orErrorPage(localPage.load(kind, context));
  return { context, data };
});

async function load(params: Promise<Params>) {
  const { vertical, view, zip = [] } = await params;
  return loadPage(vertical, view, zip.join("/"));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { context, data } = await load(params);
  return localPage.metadata(data, context);
}

/** `/local` and `/local/{zip}`: local news and weather (components/local/local-page.tsx). */
export default async function LocalRoute({ params }: { params: Promise<Params> }) {
  const { context, data } = await load(params);
  setRequestLocale(context.vertical.language);
  const canonical = localPage.canonicalPath(data, context);
  if (canonical && canonical !== `/${context.segments.join("/")}`) permanentRedirect(canonical + viewQueryString(context.view));
  return localPage.render(data, context);
}
