// The hours of a unit already decided (written, or left out as partial), as runs of consecutive
// hours: a file read in time order keeps one run per stretch without a gap, so that a reading of
// an hour decided long ago is still recognised without keeping every hour.

import { MS_PER_HOUR } from './hour-interval';

export class HourRanges {
  /** The runs' first and last hours (epoch ms), earliest run first. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Whether no hour was decided yet. */
  get empty(): boolean {
    return this.starts.length === 0;
  }

  /** The index of the last run beginning at or before `hour`, -1 without one. */
  private runAtOrBefore(hour: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= hour) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  has(hour: number): boolean {
    const k = this.runAtOrBefore(hour);
    return k >= 0 && this.ends[k]! >= hour;
  }

  add(hour: number): void {
    const last = this.ends.length - 1;
    // In time order each hour extends the last run.
    if (last >= 0 && this.ends[last]! + MS_PER_HOUR === hour) {
      this.ends[last] = hour;
      return;
    }
    const k = this.runAtOrBefore(hour);
    if (k >= 0 && this.ends[k]! >= hour) return;
    const joinsBefore = k >= 0 && this.ends[k]! + MS_PER_HOUR === hour;
    const joinsAfter = k + 1 < this.starts.length && this.starts[k + 1]! - MS_PER_HOUR === hour;
    if (joinsBefore && joinsAfter) {
      this.ends[k] = this.ends[k + 1]!;
      this.starts.splice(k + 1, 1);
      this.ends.splice(k + 1, 1);
    } else if (joinsBefore) this.ends[k] = hour;
    else if (joinsAfter) this.starts[k + 1] = hour;
    else {
      this.starts.splice(k + 1, 0, hour);
      this.ends.splice(k + 1, 0, hour);
    }
  }
}
