import { getTranslations } from "next-intl/server";

/** The disclosure a StackCommerce front carries (spec 2 §3 Front state `stackCommerceFront`): who sells the deals. */
export async function StackCommerceNote({ brand }: { brand: string }) {
  const t = await getTranslations("product");
  return (
    <p role="note" className="rounded border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm text-neutral-700">
      {t("stackCommerce", { brand })}
    </p>
  );
}
