import type { ChildProcess } from "node:child_process";

export declare const REDIS_SERVER: string;
export declare function freePort(): Promise<number>;
export declare function startRedis(options?: { port?: number; maxMemory?: string }): Promise<{ port: number; url: string; process: ChildProcess; stop(): Promise<void> }>;
