import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { StatusPage, errorTexts } from "@/components/shell/StatusPage";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { isErrorPageStatus } from "@/lib/routing/error-page.mjs";
import { VERTICALS } from "@/lib/verticals/verticals";

type Params = { vertical: string; view: string; status: string };

/** Rendered once per brand, view and status on first request, then served from Next's cache. */
export const revalidate = 60;
export function generateStaticParams(): Params[] {
  return [];
}

async function resolve(params: Promise<Params>) {
  const { status, ...rest } = await params;
  const route = parseRouteParams(rest);
  const code = Number(status);
  if (!route || !isErrorPageStatus(code)) notFound();
  setRequestLocale(VERTICALS[route.vertical].language);
  return code;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { title } = await errorTexts(await resolve(params));
  return { title, robots: { index: false, follow: true } };
}

/**
 * The 403, 404 and 500 pages as whole server HTML inside the brand's shell. Next renders notFound(),
 * forbidden() and thrown errors of pages rendered on demand as an empty document filled in by script
 * (vercel/next.js#62228), so server/error-pages.mjs answers those with this page's HTML and the error's
 * status. Readers never reach this route directly (proxy.ts).
 */
export default async function ErrorStatusPage({ params }: { params: Promise<Params> }) {
  return <StatusPage status={await resolve(params)} />;
}
