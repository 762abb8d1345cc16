import { fnv1a } from "../hash";

/** A deterministic random source (mulberry32) with the few helpers the generators need. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements in random order (all of them when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per name, so each part of the seed stays stable when another part changes. */
export function createRng(name: string): Rng {
  const next = mulberry32(fnv1a(name));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error(`createRng(${name}).pick: empty list`);
    return list[int(0, list.length - 1)] as T;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
}
