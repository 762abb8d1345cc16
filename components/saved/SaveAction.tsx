import { getTranslations } from "next-intl/server";
import type { SavedContentType } from "@/lib/api/schemas/mynews";
import { myNewsEnabled } from "@/lib/saved/my-news";
import { savableTypes } from "@/lib/saved/tabs";
import type { Vertical } from "@/lib/verticals/verticals";
import { SaveButton } from "./SaveButton.island";

/** Whether the brand offers a save button for this type of content (on a tease: only where teaseSaveEnabled). */
export function offersSave(vertical: Vertical, contentType: string, tease = false): boolean {
  const { saveButtonStyle, teaseSaveEnabled, extendedContentTypes } = vertical.flags;
  if (!saveButtonStyle || !myNewsEnabled(vertical) || (tease && !teaseSaveEnabled)) return false;
  return (savableTypes(extendedContentTypes) as string[]).includes(contentType);
}

/**
 * The save button of a piece of content, in the brand's style (withText: news; contentTypeShape: today), or nothing
 * where the brand does not offer saving or cannot save this type. On teases only where teaseSaveEnabled (today).
 */
export async function SaveAction({
  vertical,
  contentId,
  contentType,
  itemName,
  tease = false,
}: {
  vertical: Vertical;
  contentId: string;
  contentType: string;
  itemName?: string;
  tease?: boolean;
}) {
  const { saveButtonStyle } = vertical.flags;
  if (!saveButtonStyle || !offersSave(vertical, contentType, tease)) return null;
  const t = await getTranslations({ locale: vertical.language, namespace: "saved.button" });
  return (
    <SaveButton
      contentId={contentId}
      contentType={contentType as SavedContentType}
      buttonStyle={saveButtonStyle}
      texts={{ save: t("save"), saved: t("saved") }}
      itemName={itemName}
      size={tease ? "tease" : "page"}
    />
  );
}

/** The history beacon of an opened article, video or recipe: every brand, signed-in readers only (decided server side). */
export { ReadingHistory } from "./ReadingHistory.island";
