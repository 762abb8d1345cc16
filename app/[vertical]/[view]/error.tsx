"use client";

import { ErrorPage } from "@/components/shell/ErrorPage.island";
import { useServerErrorTexts } from "@/components/shell/ServerErrorTexts.island";

/** Any failure while rendering a page (upstream down, timeout, bad answer): the 500 page, never a stack trace. */
export default function PageError() {
  return <ErrorPage status={500} texts={useServerErrorTexts()} />;
}
