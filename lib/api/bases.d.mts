export type ApiBase = "content" | "services" | "mynews" | "identity" | "local";
type Env = Readonly<Record<string, string | undefined>>;
export declare const API_BASE_ENV: Record<ApiBase, string>;
export declare const DEFAULT_UPSTREAM_PORT: number;
export declare function embeddedUpstreamOrigin(env?: Env): string;
export declare function apiBaseUrl(base: ApiBase, env?: Env): string;
export declare function adsApiUrl(env?: Env): string;
export declare function upstreamServiceOf(url: string, env?: Env): ApiBase | "ads" | null;
