export declare function releaseOnAbort(signal: AbortSignal | null): void;
