export declare const CORRELATION_ID_HEADER: string;
export declare function correlationIdFor(incoming: string | null | undefined): string;
