export declare const ERROR_PAGE_SEGMENT: string;
export declare const ERROR_PAGE_HEADER: string;
export declare const ERROR_PAGE_STATUSES: readonly number[];
export declare function isErrorPageStatus(status: number): status is 403 | 404 | 500;
export declare function errorPageStatus(header: string | null | undefined, secret: string | undefined): 403 | 404 | 500 | null;
export declare function isErrorPagePath(pathname: string): boolean;
