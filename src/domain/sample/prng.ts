// A small seeded pseudo-random generator: the domain is deterministic (no unseeded randomness), and the
// same seed must give the same sample file on every machine.

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** mulberry32 (Tommy Ettinger, public domain): 32-bit state, uniform output in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [min, max) drawn from `random`. */
export function uniform(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}
