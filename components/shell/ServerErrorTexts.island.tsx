"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ErrorTexts } from "./ErrorPage.island";

/**
 * The 500 page's texts in the brand's language, for error boundaries (which get no server props): `unavailable` when
 * the server could not render the page (the upstream failed), `unexpected` for a failure in the browser
 * (spec 1 §8's second 500 text).
 */
export interface ServerErrorTextSet {
  unavailable: ErrorTexts;
  unexpected: ErrorTexts;
}

const ServerErrorTextsContext = createContext<ServerErrorTextSet | null>(null);

export function ServerErrorTexts({ texts, children }: { texts: ServerErrorTextSet; children: ReactNode }) {
  return <ServerErrorTextsContext.Provider value={texts}>{children}</ServerErrorTextsContext.Provider>;
}

/** The texts for `error`: one the server sent carries a digest; one thrown in the browser has none. */
export function useServerErrorTexts(error: Error & { digest?: string }): ErrorTexts {
  const texts = useContext(ServerErrorTextsContext);
  if (!texts) throw new Error("ServerErrorTexts is missing from the root layout");
  return error.digest ? texts.unavailable : texts.unexpected;
}
