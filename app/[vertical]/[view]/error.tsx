"use client";

import { ErrorPage } from "@/components/shell/ErrorPage.island";

/** Any failure while rendering a page (upstream down, timeout, bad answer): the 500 page, never a stack trace. */
export default function PageError() {
  return <ErrorPage status={500} />;
}
