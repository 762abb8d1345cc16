import { getTranslations } from "next-intl/server";

/** Shown only in Internet Explorer 11, by CSS alone: no script runs there. */
export async function Ie11Alert() {
  const t = await getTranslations("shell");
  return <div className="ie11-alert">{t("ie11")}</div>;
}
