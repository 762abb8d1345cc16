import type { RedisClientType } from "redis";

export interface StoreSettings {
  url: string;
  timeoutMs: number;
  retryMs: number;
  keyPrefix: string;
}
export declare function storeSettings(env?: Record<string, string | undefined>): StoreSettings | null;

export interface Breaker {
  closed(): boolean;
  readonly down: boolean;
  failed(error: unknown): void;
  succeeded(): void;
}
export declare function createBreaker(options: { retryMs: number; now?: () => number; log?: (line: string) => void }): Breaker;

export interface SharedStore {
  client: RedisClientType;
  keyPrefix: string;
  timeoutMs: number;
  usable(): boolean;
  run<T>(call: (client: RedisClientType) => Promise<T>): Promise<T>;
  whenReady(ms: number): Promise<boolean>;
  quit(): Promise<unknown>;
}
export declare function createStore(settings: StoreSettings): SharedStore;
export declare function sharedStore(): SharedStore | null;
