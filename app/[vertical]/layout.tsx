import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { verticalOrigin } from "@/lib/seo/metadata";
import { DEFAULT_VERTICAL, VERTICALS, isVerticalSlug } from "@/lib/verticals/verticals";
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

/** Root layout: <html lang> and brand colours from the vertical; the texts client components use. */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ vertical: string }> }) {
  const { vertical: slug } = await params;
  const vertical = VERTICALS[isVerticalSlug(slug) ? slug : DEFAULT_VERTICAL];
  setRequestLocale(vertical.language);
  const messages = await getMessages();
  const theme = {
    "--brand-primary": vertical.theme.primary,
    "--brand-on-primary": vertical.theme.onPrimary,
    "--brand-accent": vertical.theme.accent,
  } as CSSProperties;
  return (
    <html lang={vertical.language} style={theme} data-vertical={vertical.slug}>
      <body>
        <NextIntlClientProvider locale={vertical.language} messages={{ errors: messages.errors, newsletter: messages.newsletter, liveBlog: messages.liveBlog }}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
