import { getTranslations } from "next-intl/server";
import type { ArticleGate } from "@/lib/paywall/gate";
import { paywallAid, paywallScriptSrc, paywallScriptUrl } from "@/lib/paywall/config";
import type { Vertical } from "@/lib/verticals/verticals";
import { PaywallGate } from "./PaywallGate.island";

/**
 * Where a gated story's body ends: the gate island (shared HTML: an empty gated part and a reserved box). In the
 * Start Today app view a story the app may not show in full says so instead (the app sells its own subscription).
 */
export async function PaywallArea({ articleId, gate, vertical, appView = false }: { articleId: string; gate: ArticleGate; vertical: Vertical; appView?: boolean }) {
  if (!gate.gated) return null;
  const t = await getTranslations({ locale: vertical.language, namespace: "paywall" });
  const aid = paywallAid(vertical.slug);
  if (appView || !aid) {
    return (
      <section aria-labelledby="paywall-app-heading" className="flex max-w-[680px] flex-col gap-2 rounded-lg border border-neutral-300 p-5 font-sans">
        <h2 id="paywall-app-heading" className="text-xl font-bold">
          {t("appHeading")}
        </h2>
        <p>{t("appText")}</p>
      </section>
    );
  }
  return (
    <PaywallGate
      articleId={articleId}
      scriptSrc={paywallScriptSrc(paywallScriptUrl(), aid)}
      texts={{ regionLabel: t("regionLabel"), loading: t("loading"), error: t("error"), retry: t("retry"), unlocked: t("unlocked") }}
    />
  );
}
