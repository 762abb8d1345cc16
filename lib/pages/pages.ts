import type { PageKind } from "@/lib/routing/resolve-route";
import type { PageDefinition, PageKindName } from "./page-definition";
import { draftPage, frontPage } from "@/components/front/front-page";

/** Every page kind's definition. A kind without one is not served (404). */
export const PAGES: Partial<Record<PageKindName, PageDefinition<PageKind, unknown>>> = {
  front: frontPage,
  draft: draftPage,
};
