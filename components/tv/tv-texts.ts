/** The live TV island's texts, from messages `tv.*` on the server; `{provider}`, `{time}`, `{query}`, `{brand}` filled in the island. */
export interface TvTexts {
  player: string;
  live: string;
  loading: string;
  checking: string;
  signInPrompt: string;
  signIn: string;
  chooseProvider: string;
  featuredProviders: string;
  allProviders: string;
  searchProviders: string;
  noProviderMatch: string;
  providersLoading: string;
  providersUnavailable: string;
  retry: string;
  close: string;
  back: string;
  providerLogin: string;
  providerLoading: string;
  signedInWith: string;
  signOut: string;
  signOutOf: string;
  z100: string;
  z130: string;
  tempPassOffer: string;
  startTempPass: string;
  tempPass: string;
  tempPassLeft: string;
  tempPassEnded: string;
  tempPassFailed: string;
  streamUnsupported: string;
  streamLabel: string;
}

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
