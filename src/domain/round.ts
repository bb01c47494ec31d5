/** Rounds half away from zero to the given number of decimals (the spec's display rounding). */
export function round(value: number, decimals = 0): number {
  const f = 10 ** decimals;
  const r = Math.round(Math.abs(value) * f + Number.EPSILON * f) / f;
  // A value that rounds to zero is 0, never -0 (JSON would not keep the sign anyway).
  return value < 0 && r > 0 ? -r : r;
}
