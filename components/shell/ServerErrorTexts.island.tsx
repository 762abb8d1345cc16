"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ErrorTexts } from "./ErrorPage.island";

/** The 500 page's texts in the brand's language, for error boundaries (which get no server props). */
const ServerErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ServerErrorTexts({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ServerErrorTextsContext.Provider value={texts}>{children}</ServerErrorTextsContext.Provider>;
}

export function useServerErrorTexts(): ErrorTexts {
  const texts = useContext(ServerErrorTextsContext);
  if (!texts) throw new Error("ServerErrorTexts is missing from the root layout");
  return texts;
}
