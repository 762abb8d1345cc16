import { getTranslations } from "next-intl/server";

/**
 * The election navigation theme: a band naming the election under the header, and (through
 * `data-nav-theme` and a `:has()` rule in globals.css) the header itself in the election colours,
 * all in the server HTML so nothing shifts or flashes.
 */
export async function ElectionsNavBand({ year }: { year: number }) {
  const t = await getTranslations("front");
  return (
    <div data-nav-theme="elections" className="border-b-4 border-[#c8102e] bg-[#0b1f3a] py-2 text-white">
      <p className="mx-auto max-w-6xl px-4 text-sm font-black uppercase tracking-widest">{t("electionsTheme", { year })}</p>
    </div>
  );
}
