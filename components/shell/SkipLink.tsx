import { getTranslations } from "next-intl/server";

export const MAIN_CONTENT_ID = "main-content";

export async function SkipLink() {
  const t = await getTranslations("shell");
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-3 focus:text-black"
    >
      {t("skipToContent")}
    </a>
  );
}
