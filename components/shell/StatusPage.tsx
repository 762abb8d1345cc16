import { getTranslations } from "next-intl/server";
import { ErrorPage, type ErrorStatus } from "./ErrorPage.island";

/** The texts of an error status in the request's language (set by the layouts). */
export async function errorTexts(status: ErrorStatus) {
  const t = await getTranslations(`errors.${status}`);
  return { title: t("title"), body: t.raw("body") as string };
}

/** A 403 or 404 page, rendered on the server with its texts. */
export async function StatusPage({ status }: { status: 403 | 404 }) {
  return <ErrorPage status={status} texts={await errorTexts(status)} />;
}
