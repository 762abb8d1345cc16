import { getTranslations } from "next-intl/server";
import type { Language } from "@/lib/verticals/verticals";

/** The zip form island's texts, from messages `local.*` on the server. */
export interface LocalFormTexts {
  formLabel: string;
  zipLabel: string;
  zipHint: string;
  submit: string;
  checking: string;
  zipRequired: string;
  zipFormat: string;
  zipNotFound: string;
  newsUnavailable: string;
}

export async function localFormTexts(language: Language): Promise<LocalFormTexts> {
  const t = await getTranslations({ locale: language, namespace: "local" });
  const keys = ["formLabel", "zipLabel", "zipHint", "submit", "checking", "zipRequired", "zipFormat", "zipNotFound", "newsUnavailable"] as const;
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as unknown as LocalFormTexts;
}
