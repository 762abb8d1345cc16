import { keptBy } from "@/lib/format/kept";
import type { Language } from "@/lib/verticals/verticals";

const moneyFormat = keptBy((language: Language) =>
  keptBy((currency: string) => new Intl.NumberFormat(language === "es" ? "es-US" : "en-US", { style: "currency", currency })),
);

/** A price as readers of the brand's language read it (`$1,299.99` in en-US and es-US). */
export function formatMoney(value: number, currency: string, language: Language): string {
  return moneyFormat(language)(currency).format(value);
}
