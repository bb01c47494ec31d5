// The conservative substitute for hours a continuous measurement missed: the Monitoring and
// Reporting Regulation (EU) 2018/2066, Art. 45(3), takes the mean of the valid hourly values
// plus twice their standard deviation for each missing hour.

/** Hourly values as sums: how many, their sum and the sum of their squares. */
export interface HourlySums {
  count: number;
  sum: number;
  sumOfSquares: number;
}

/**
 * Mean plus twice the sample standard deviation of the hourly values; 0 without values, the value
 * itself with one.
 */
export function conservativeHourlyValue({ count, sum, sumOfSquares }: HourlySums): number {
  if (count === 0) return 0;
  const mean = sum / count;
  if (count === 1) return mean;
  // Rounding can leave a tiny negative variance for values that are all the same.
  const variance = Math.max(0, (sumOfSquares - count * mean * mean) / (count - 1));
  return mean + 2 * Math.sqrt(variance);
}

/** The substitute for `missingHours` hours of a plant whose valid hours are `hourly`. */
export function substitute(missingHours: number, hourly: HourlySums): number {
  return missingHours * conservativeHourlyValue(hourly);
}
