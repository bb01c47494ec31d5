// Issue 34 §6: a file holds at most a set number of plants. Readers ask before the first row of
// each plant is kept, so a file of far more plants is refused before anything per plant is built
// for them.
export class PlantLimit {
  private readonly seen = new Set<number>();
  /** A row of one plant too many was read: the file is refused and need be read no further. */
  exceeded = false;

  /** `max`: the most plants a file may hold (none: any number). */
  constructor(readonly max = Infinity) {}

  /** Whether a row of `plantId` keeps the file within the limit (its plant counted if new). */
  admits(plantId: number): boolean {
    if (this.seen.has(plantId)) return true;
    if (this.seen.size >= this.max) {
      this.exceeded = true;
      return false;
    }
    this.seen.add(plantId);
    return true;
  }
}
