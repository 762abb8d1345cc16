export declare const MAX_SEGMENT_BYTES: number;
export declare const MAX_PATH_BYTES: number;
export declare function isServablePath(pathname: string): boolean;
