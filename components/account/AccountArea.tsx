import type { Vertical } from "@/lib/verticals/verticals";
import { accountTexts } from "./account-texts";
import { AccountButton } from "./AccountButton.island";

/** The header's account area: a small island in reserved space; the page around it stays shared and cached. */
export async function AccountArea({ vertical }: { vertical: Vertical }) {
  return <AccountButton texts={await accountTexts(vertical)} brand={vertical.slug} />;
}
