import type { Logger } from "pino";

export declare function scrub(text: string): string;
export declare function faultKey(message: string): string;
export declare function createRepeatGate(): { admit(key: string): boolean; drain(): { fault: string; count: number }[] };
export declare function createLogs(options?: { env?: Record<string, string | undefined>; destination?: NodeJS.WritableStream }): { log: Logger; requests: Logger };
export declare function log(): Logger;
export declare function requestLog(): Logger;
export declare function routeConsole(logger: Logger): void;
