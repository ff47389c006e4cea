/*
 * The simulation's only source of chance: a seeded PRNG (mulberry32), so a seed replays
 * the same run. Nothing here reads Math.random or the wall clock.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One item, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
  /** One value, each as likely as its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [value: T, weight: number]>): T;
  /** `count` hex digits. */
  hex(count: number): string;
}

const UINT32 = 0x1_0000_0000;

export const createRng = (seed: number): Rng => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => (items.length === 0 ? undefined : items[int(0, items.length - 1)]),
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted() needs at least one entry');
      return last[0];
    },
    hex: (count) => Array.from({ length: count }, () => int(0, 15).toString(16)).join(''),
  };
};
