// The hours of a plant-day that hold a reading, as the bits of one number: bit h is the h-th hour
// of the day. 25 bits leave room for the long day at the end of summer time.

/** Bits a mask may use: the hours of the longest local day. */
export const MASK_HOURS = 25;

/** The bit of the h-th hour of a day. */
export function hourBit(hour: number): number {
  if (!Number.isInteger(hour) || hour < 0 || hour >= MASK_HOURS) {
    throw new RangeError(`An hour of a day is 0-${MASK_HOURS - 1}, not ${hour}`);
  }
  return 1 << hour;
}

/** How many hours a mask holds. */
export function hoursIn(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Whether the h-th hour of a day holds a reading. */
export function hasHour(mask: number, hour: number): boolean {
  return (mask & (1 << hour)) !== 0;
}
