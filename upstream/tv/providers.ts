/** The embedded upstream's TV providers (MVPDs): a fixed catalogue, the same for every live-TV brand. */
import type { VerticalSlug } from "../../lib/verticals/verticals";

export interface ProviderSeed {
  id: string;
  displayName: string;
  featured: boolean;
  /** Logo colour (background of the generated logo). */
  colour: string;
  /** Brands whose channel this provider does not carry: authorization answers null with Z100. */
  excludes?: readonly VerticalSlug[];
  /** The provider's authorization service is down: the site shows Z130. */
  outage?: boolean;
  concurrencyFlow?: boolean;
}

export const TV_PROVIDERS: readonly ProviderSeed[] = [
  { id: "Comcast_SSO", displayName: "Xfinity", featured: true, colour: "#6b1d9c" },
  { id: "Charter_Direct", displayName: "Spectrum", featured: true, colour: "#0b4f8a" },
  { id: "DTV", displayName: "DIRECTV", featured: true, colour: "#0a6ebd" },
  { id: "Dish", displayName: "DISH", featured: true, colour: "#c8102e" },
  { id: "Cox", displayName: "Cox", featured: true, colour: "#00598c" },
  { id: "Verizon", displayName: "Verizon Fios", featured: true, colour: "#b30000", concurrencyFlow: true },
  { id: "ATT", displayName: "AT&T U-verse", featured: true, colour: "#006fb4" },
  { id: "Cablevision", displayName: "Optimum", featured: true, colour: "#1a5c96" },
  { id: "Armstrong", displayName: "Armstrong", featured: false, colour: "#0d4c8b" },
  { id: "Atlantic_Broadband", displayName: "Atlantic Broadband", featured: false, colour: "#00669c" },
  { id: "Blue_Ridge", displayName: "Blue Ridge Communications", featured: false, colour: "#1f4e79" },
  { id: "Buckeye", displayName: "Buckeye Broadband", featured: false, colour: "#8a1c1c" },
  { id: "Consolidated", displayName: "Consolidated Communications", featured: false, colour: "#004b87" },
  { id: "Frontier", displayName: "Frontier", featured: false, colour: "#c8102e" },
  { id: "GCI", displayName: "GCI", featured: false, colour: "#005aa3" },
  { id: "Hawaiian_Telcom", displayName: "Hawaiian Telcom", featured: false, colour: "#007a87" },
  { id: "Hotwire", displayName: "Hotwire Communications", featured: false, colour: "#e35205" },
  { id: "Mediacom", displayName: "Mediacom", featured: false, colour: "#003e7e" },
  { id: "Midco", displayName: "Midco", featured: false, colour: "#00447c" },
  { id: "RCN", displayName: "RCN", featured: false, colour: "#e03c31" },
  { id: "Service_Electric", displayName: "Service Electric", featured: false, colour: "#124d8c" },
  { id: "Sling", displayName: "Sling TV", featured: false, colour: "#0a5fa6" },
  { id: "Suddenlink", displayName: "Suddenlink", featured: false, colour: "#5b2c86" },
  { id: "Summit_Broadband", displayName: "Summit Broadband", featured: false, colour: "#2b6a3e", outage: true },
  { id: "TDS", displayName: "TDS TV+", featured: false, colour: "#00508c" },
  { id: "Valley_Cable", displayName: "Valley Cable", featured: false, colour: "#5a6b00", excludes: ["msnbc", "news"] },
  { id: "WOW", displayName: "WOW!", featured: false, colour: "#f26522" },
  { id: "YouTubeTV", displayName: "YouTube TV", featured: false, colour: "#cc0000" },
  { id: "Hulu", displayName: "Hulu + Live TV", featured: false, colour: "#1c7a4b" },
  { id: "Ziply", displayName: "Ziply Fiber", featured: false, colour: "#0f6e5f" },
];

/** The provider that stands for the temporary pass (lib/tv TEMP_PASS_PROVIDER_ID). */
export const TEMP_PASS_PROVIDER: ProviderSeed = { id: "TempPass", displayName: "Temporary pass", featured: false, colour: "#444444" };

export function findProvider(id: string): ProviderSeed | undefined {
  return id === TEMP_PASS_PROVIDER.id ? TEMP_PASS_PROVIDER : TV_PROVIDERS.find((provider) => provider.id === id);
}

/** The demo subscriber every provider's login page accepts (shown on the page). */
export const DEMO_SUBSCRIBER = { username: "viewer", password: "watch-live" } as const;
