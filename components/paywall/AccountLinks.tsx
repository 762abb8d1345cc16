import { getTranslations } from "next-intl/server";
import { ACCOUNT_LINK_PATHS, extendedAccountLinks, type AccountLinkKey } from "@/lib/paywall/account-links";
import type { Vertical } from "@/lib/verticals/verticals";

/** The brand's extended account links (dashboard, subscription), with the current one marked. */
export async function AccountLinks({ vertical, current }: { vertical: Vertical; current: AccountLinkKey }) {
  const links = extendedAccountLinks(vertical);
  if (links.length === 0) return null;
  const t = await getTranslations({ locale: vertical.language, namespace: "paywall.accountLinks" });
  return (
    <nav aria-label={t("label")} className="mt-4">
      <ul className="flex flex-wrap gap-4 text-sm font-semibold">
        {links.map((key) => (
          <li key={key}>
            <a href={ACCOUNT_LINK_PATHS[key]} aria-current={key === current ? "page" : undefined} className="underline aria-[current=page]:no-underline">
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
