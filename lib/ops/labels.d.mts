export type RequestKind = "front" | "article" | "live_blog" | "recipe" | "product" | "slideshow" | "video" | "playlist" | "author" | "show_blog" | "embedded" | "live_tv" | "draft" | "account" | "local" | "api" | "image" | "static" | "error" | "other";
export declare const REQUEST_KINDS: readonly RequestKind[];
export declare const UPSTREAM_SERVICES: readonly string[];
export declare const REQUEST_KIND_HEADER: string;
export declare const REQUEST_BRAND_HEADER: string;
export declare function requestKind(kind: string): RequestKind;
export declare function statusClass(status: number): string;
