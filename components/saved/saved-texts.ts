import { getTranslations } from "next-intl/server";
import { FILTER_TYPES, type FilterType } from "@/lib/api/schemas/mynews";

/** Every text of the /account/saved island, formatted on the server (placeholders kept for the island). */
export interface SavedPageTexts {
  tabs: Record<FilterType, string>;
  empty: Record<FilterType, string>;
  loadMore: string;
  loading: string;
  remove: string;
  savedOn: string;
  readOn: string;
  unavailable: string;
  loadError: string;
  /** The first page failed on the server (nothing to load "more" of). */
  listLoadError: string;
  historyLoadError: string;
  removeError: string;
  history: string;
  historyEmpty: string;
  showMoreHistory: string;
  recommendations: string;
  zipTitle: string;
  zipIntro: string;
  zipLabel: string;
  zipSave: string;
  zipSaved: string;
  zipInvalid: string;
  zipError: string;
}

const PLAIN = [
  "loadMore", "loading", "remove", "unavailable", "loadError", "listLoadError", "historyLoadError", "removeError", "history", "historyEmpty", "showMoreHistory",
  "recommendations", "zipTitle", "zipIntro", "zipLabel", "zipSave", "zipInvalid", "zipError",
] as const;

export async function savedPageTexts(locale: string): Promise<SavedPageTexts> {
  const t = await getTranslations({ locale, namespace: "saved.page" });
  const plain = Object.fromEntries(PLAIN.map((key) => [key, t(key)])) as Record<(typeof PLAIN)[number], string>;
  return {
    ...plain,
    savedOn: t("savedOn", { date: "{date}" }),
    readOn: t("readOn", { date: "{date}" }),
    zipSaved: t("zipSaved", { zip: "{zip}" }),
    tabs: Object.fromEntries(FILTER_TYPES.map((type) => [type, t(`tabs.${type}`)])) as Record<FilterType, string>,
    empty: Object.fromEntries(FILTER_TYPES.map((type) => [type, t(`empty.${type}`)])) as Record<FilterType, string>,
  };
}
