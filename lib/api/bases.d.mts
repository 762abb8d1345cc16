export type ApiBase = "content" | "services" | "mynews" | "identity" | "local";
type Env = Readonly<Record<string, string | undefined>>;
export declare function embeddedUpstreamOrigin(env?: Env): string;
export declare function apiBaseUrl(base: ApiBase, env?: Env): string;
export declare function adsApiUrl(env?: Env): string;
export declare function upstreamServices(env?: Env): (url: string) => ApiBase | "ads" | null;
