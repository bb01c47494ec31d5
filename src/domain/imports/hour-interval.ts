// Issue 34 §7: the interval an hour's readings come at, read from the hour's own timestamps, so
// that a plant may change its interval within a file and a reading off the grid counts where it
// falls. Steps are whole minutes from 1 to 60; a longer one is a gap, not an interval.

const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
/** The longest interval an hour can be read at, in minutes: readings further apart make no hour. */
export const LONGEST_INTERVAL_MINUTES = 60;

/** The step from `from` to `to` (epoch ms) in whole minutes, or NaN when it is no interval. */
export function stepMinutes(from: number, to: number): number {
  const minutes = Math.round((to - from) / MS_PER_MINUTE);
  return minutes >= 1 && minutes <= LONGEST_INTERVAL_MINUTES ? minutes : NaN;
}

/** Counts steps by whole minutes and gives the most frequent; reused from hour to hour. */
export class StepTally {
  private readonly counts = new Uint16Array(LONGEST_INTERVAL_MINUTES + 1);
  private readonly seen: number[] = [];

  /** Counts the step from `from` to `to` (epoch ms) when it is an interval. */
  add(from: number, to: number): void {
    const step = stepMinutes(from, to);
    if (Number.isNaN(step)) return;
    const n = this.counts[step]!;
    if (n === 0) this.seen.push(step);
    this.counts[step] = n + 1;
  }

  /** Counts the steps between `instants`, in time order. */
  addBetween(instants: readonly number[]): void {
    for (let k = 1; k < instants.length; k++) this.add(instants[k - 1]!, instants[k]!);
  }

  /** The step counted most often (the shorter on a tie) in minutes, NaN with none; then forgets. */
  take(): number {
    let best = NaN;
    let most = 0;
    for (const step of this.seen) {
      const n = this.counts[step]!;
      if (n > most || (n === most && step < best)) {
        best = step;
        most = n;
      }
      this.counts[step] = 0;
    }
    this.seen.length = 0;
    return best;
  }
}

/**
 * How many readings an hour beginning at `hour` holds at `interval` minutes on the grid through
 * `first`, its first reading: 60 / interval when it divides the hour, else 8 or 9 for 7 minutes.
 */
export function expectedReadings(interval: number, hour: number, first: number): number {
  if (LONGEST_INTERVAL_MINUTES % interval === 0) return LONGEST_INTERVAL_MINUTES / interval;
  const step = interval * MS_PER_MINUTE;
  return (
    Math.floor((first - hour) / step) + Math.floor((hour + MS_PER_HOUR - 1 - first) / step) + 1
  );
}
