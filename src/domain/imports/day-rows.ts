// Issue 36 "Daily data": the rows of a daily export (period "day"), each a plant's or unit's totals
// of one day. They may come in any order (EPA's daily files come in weekly blocks); a unit-day read
// twice counts once, its later row, as a repeated reading does.
import { READING_MEASURES, OPERATING_TIME, type PlantHour } from './hour-rollup';

/** The days read so far, one per plant, unit and day. */
export class DayRows {
  private readonly days = new Map<string, PlantHour>();
  /** Rows that replaced an earlier row of the same unit-day. */
  repeated = 0;

  /**
   * A day's row: `day` its midnight as written (epoch ms, UTC), `reading` its totals in
   * READING_MEASURES order and the hours of the day operated at OPERATING_TIME.
   */
  add(
    plantId: number,
    unitId: string,
    plantName: string,
    fuelType: string,
    day: number,
    reading: Float64Array,
  ): void {
    const key = `${plantId}\u0000${unitId}\u0000${day}`;
    if (this.days.has(key)) this.repeated++;
    const row = { plantId, unitId, plantName, fuelType, hour: day } as PlantHour;
    READING_MEASURES.forEach((m, k) => (row[m] = reading[k]!));
    row.operatingTime = reading[OPERATING_TIME]!;
    this.days.set(key, row);
  }

  /** The days, by day, then plant, then unit. */
  finish(): PlantHour[] {
    return [...this.days.values()].sort(
      (a, b) =>
        a.hour - b.hour ||
        a.plantId - b.plantId ||
        (a.unitId < b.unitId ? -1 : +(a.unitId > b.unitId)),
    );
  }
}
