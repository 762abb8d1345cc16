"use client";

import { ErrorPage } from "@/components/shell/ErrorPage.island";
import { useServerErrorTexts } from "@/components/shell/ServerErrorTexts.island";

/**
 * A failure while rendering a page: the 500 page, never a stack trace. Readers without JavaScript get the server's
 * whole 500 page (server/error-pages.mjs); this boundary shows after a client navigation or a failure in the browser.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorPage status={500} texts={useServerErrorTexts(error)} />;
}
