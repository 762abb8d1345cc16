/** The provider selection panel's rules: searching the full list, the login frame's address. */

export interface ProviderChoice {
  id: string;
  displayName: string;
  logoColor: string;
  loginUrl: string;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Providers whose name has a word starting with the query (case and accents ignored), all of them for an empty query. */
export function searchProviders<T extends { displayName: string }>(providers: readonly T[], query: string): T[] {
  const q = fold(query);
  if (!q) return [...providers];
  return providers.filter((provider) => {
    const name = fold(provider.displayName);
    return name.startsWith(q) || name.includes(` ${q}`) || name.replace(/ /g, "").startsWith(q.replace(/ /g, ""));
  });
}

/** The provider frame's source: the provider's login page, told where to send the reader back and in which language. */
export function providerFrameUrl(loginUrl: string, siteOrigin: string, language: "en" | "es"): string {
  const url = new URL(loginUrl);
  url.searchParams.set("redirect_uri", `${siteOrigin}/api/tv/callback`);
  url.searchParams.set("lang", language);
  return url.toString();
}
