export type OpsEventName = "live_blog_poll" | "live_blog_fetch" | "sign_in_refused" | "web_vitals_report" | "edge_purge" | "shared_store_error" | "cache_lookup";
export declare function opsEvent(name: OpsEventName, labels?: Record<string, string>): void;
export declare function listenToOpsEvents(listener: (name: OpsEventName, labels: Record<string, string>) => void): void;
