export interface MemoEntry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

export interface AnswerMemo {
  readonly enabled: boolean;
  readonly size: number;
  generation(): number;
  get(key: string): MemoEntry | undefined;
  set(key: string, value: unknown, options: { tags?: readonly string[]; revalidateSeconds: number; generation: number }): void;
  forgetTags(tags: readonly string[]): void;
  clear(): void;
  suspend(): void;
  resume(): void;
}

export declare function memoMaxAgeMs(value: string | undefined): number;
export declare function deepFreeze<T>(value: T): T;
export declare function createAnswerMemo(options?: { maxAgeMs?: number; maxEntries?: number; suspended?: boolean; now?: () => number }): AnswerMemo;
export declare function answerMemo(): AnswerMemo;
