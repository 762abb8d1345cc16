import type { Metadata, Viewport } from "next";
import { setRequestLocale } from "next-intl/server";
import { cacheSignal, type CSSProperties, type ReactNode } from "react";
import { verticalOrigin } from "@/lib/seo/metadata";
import { ServerErrorTexts } from "@/components/shell/ServerErrorTexts.island";
import { errorTexts } from "@/components/shell/StatusPage";
import { DEFAULT_VERTICAL, VERTICALS, isVerticalSlug } from "@/lib/verticals/verticals";
import { releaseOnAbort } from "@/lib/ops/finished-render.mjs";
import "../globals.css";

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<{ vertical: string }> }): Promise<Metadata> {
  const { vertical } = await params;
  const brand = VERTICALS[isVerticalSlug(vertical) ? vertical : DEFAULT_VERTICAL];
  return {
    metadataBase: new URL(verticalOrigin(brand)),
    title: { default: brand.displayName, template: `%s | ${brand.displayName}` },
  };
}

/** Root layout: <html lang> and brand colours from the vertical; the 500 page's texts for error boundaries. */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ vertical: string }> }) {
  // Without it, each finished render stayed in memory (lib/ops/finished-render.mjs).
  releaseOnAbort(cacheSignal());
  const { vertical: slug } = await params;
  const vertical = VERTICALS[isVerticalSlug(slug) ? slug : DEFAULT_VERTICAL];
  setRequestLocale(vertical.language);
  const serverErrorTexts = { unavailable: await errorTexts(500), unexpected: await errorTexts("unexpected") };
  const theme = {
    "--brand-primary": vertical.theme.primary,
    "--brand-on-primary": vertical.theme.onPrimary,
    "--brand-accent": vertical.theme.accent,
  } as CSSProperties;
  return (
    <html lang={vertical.language} style={theme} data-vertical={vertical.slug}>
      <body>
        <ServerErrorTexts texts={serverErrorTexts}>{children}</ServerErrorTexts>
      </body>
    </html>
  );
}
