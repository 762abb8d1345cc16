import { getTranslations } from "next-intl/server";
import { BRAND_LINK_KEPT } from "@/lib/format/brand-link";
import { ErrorPage, type ErrorStatus } from "./ErrorPage.island";

/** The texts of an error status (or of the unexpected failure, spec 1 §8's second 500 text) in the request's language. */
export async function errorTexts(status: ErrorStatus | "unexpected") {
  const t = await getTranslations(`errors.${status}`);
  return { title: t("title"), body: t.markup("body", BRAND_LINK_KEPT) };
}

/** A 403, 404 or 500 page, rendered on the server with its texts. */
export async function StatusPage({ status }: { status: ErrorStatus }) {
  return <ErrorPage status={status} texts={await errorTexts(status)} />;
}
