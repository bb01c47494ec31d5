// Issue 34 §7: every hour is judged by its own readings. A day whose interval changes, readings
// every 7 minutes and a reading off the grid all give hours whose totals equal the readings' own
// sums, computed here independently; an hour under 80 % of its readings is listed with the count
// its own interval expects; a plant whose interval cannot be read is named with its rows.
import { describe, expect, it } from 'vitest';
import { createHourRollup, OPERATING_TIME, READING_SIZE, type PlantHour } from './hour-rollup';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = Date.UTC(2025, 0, 13);
const PLANT = 7;

interface Written {
  at: number;
  /** Electricity in MWh and CO2 in tonnes: quarters, so that every sum is exact. */
  mwh: number;
  co2: number;
}

/** Readings of PLANT every `minutes` over [from, to) (minutes since DAY), each a little different. */
function every(minutes: number, from: number, to: number): Written[] {
  const out: Written[] = [];
  for (let m = from, i = 0; m < to; m += minutes, i++) {
    out.push({ at: DAY + m * MINUTE, mwh: 2 + (i % 5) * 0.25, co2: 1 + (i % 3) * 0.5 });
  }
  return out;
}

/** The readings rolled up in time order, each with its row (the header is row 1). */
function rollUp(
  readings: readonly Written[],
  intervalMinutes: number | null = null,
  rates: readonly boolean[] = [],
  operated = NaN,
) {
  const hours: PlantHour[] = [];
  const rollup = createHourRollup((h) => hours.push(h), { intervalMinutes, rates });
  const measures = new Float64Array(READING_SIZE);
  readings.forEach((r, i) => {
    measures.set([r.mwh, 0, r.mwh * 2, r.co2, 0, 0, 40]);
    measures[OPERATING_TIME] = operated;
    expect(rollup.add(PLANT, '', 'Block Süd', 'natural_gas', r.at, measures, i + 2)).toBe(true);
  });
  rollup.finish();
  const startsAt = (h: number) => new Date(h).toISOString().slice(11, 16);
  return {
    hours,
    starts: hours.map((h) => startsAt(h.hour)),
    partial: rollup.partialHours().map((p) => [startsAt(p.hour), p.readings, p.expected]),
    unreadable: rollup.unreadable(),
  };
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const hoursFrom = (first: number, n: number) =>
  Array.from({ length: n }, (_, k) => `${String(first + k).padStart(2, '0')}:00`);

/** The hours' totals against the readings' own sums: every reading counted once, unscaled. */
function expectSameTotals(hours: readonly PlantHour[], readings: readonly Written[]) {
  expect(sum(hours.map((h) => h.electricity))).toBe(sum(readings.map((r) => r.mwh)));
  expect(sum(hours.map((h) => h.fuel))).toBe(sum(readings.map((r) => r.mwh * 2)));
  expect(sum(hours.map((h) => h.co2))).toBe(sum(readings.map((r) => r.co2)));
}

describe('an hour judged by its own readings', () => {
  it('averages a power over the hour (MW for the hour: MWh) and keeps the operating time', () => {
    const readings = every(15, 0, 120);
    // Electricity given as power: the mean of each hour's four readings, not their sum.
    const { hours } = rollUp(readings, null, [true], 0.5);
    const mean = (from: number) => sum(readings.slice(from, from + 4).map((r) => r.mwh)) / 4;
    expect(hours.map((h) => h.electricity)).toEqual([mean(0), mean(4)]);
    expect(hours.map((h) => h.fuel)).toEqual([0, 4].map((k) => mean(k) * 2 * 4));
    expect(hours.map((h) => h.operatingTime)).toEqual([0.5, 0.5]);
  });

  it('keeps every hour of 10-minute readings followed by 15-minute ones', () => {
    const readings = [...every(10, 0, 120), ...every(15, 120, 240)];
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(hoursFrom(0, 4));
    expect(partial).toEqual([]);
    expectSameTotals(hours, readings);
  });

  it('keeps every hour of 15-minute readings followed by 10-minute ones', () => {
    const readings = [...every(15, 0, 120), ...every(10, 120, 240)];
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(hoursFrom(0, 4));
    expect(partial).toEqual([]);
    expectSameTotals(hours, readings);
  });

  it('sums a day of changing intervals to the sums of its readings', () => {
    const readings = [
      ...every(10, 0, 6 * 60),
      ...every(15, 6 * 60, 12 * 60),
      ...every(5, 12 * 60, 18 * 60),
      ...every(30, 18 * 60, 20 * 60),
      ...every(1, 20 * 60, 22 * 60),
      ...every(60, 22 * 60, 24 * 60),
    ];
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(hoursFrom(0, 24));
    expect(partial).toEqual([]);
    expectSameTotals(hours, readings);
  });

  it('keeps a day of readings every 7 minutes, 8 or 9 to an hour', () => {
    const readings = every(7, 0, 24 * 60);
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(hoursFrom(0, 24));
    expect(partial).toEqual([]);
    expectSameTotals(hours, readings);
    // 00:00 holds :00 to :56 (9 readings), 02:00 holds :06 to :55 (8).
    expect(hours[0]!.electricity).toBe(sum(readings.slice(0, 9).map((r) => r.mwh)));
  });

  it('counts a reading at :03 in the hour it falls in', () => {
    // 15-minute readings; 01:00 is read at 01:03 instead, and 02:00 has one more at 02:03.
    const readings = every(15, 0, 240).map((r) =>
      r.at === DAY + HOUR ? { ...r, at: DAY + HOUR + 3 * MINUTE } : r,
    );
    const extra = { at: DAY + 2 * HOUR + 3 * MINUTE, mwh: 0.75, co2: 0.25 };
    readings.splice(9, 0, extra);
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(hoursFrom(0, 4));
    expect(partial).toEqual([]);
    expectSameTotals(hours, readings);
    expect(hours[2]!.electricity).toBe(sum(readings.slice(8, 13).map((r) => r.mwh)));
  });

  it('applies the 80 % rule to each hour at its own interval', () => {
    // 00:00 holds 5 of its 6 ten-minute readings (83 %: scaled by 6/5); 02:00 3 of its 4
    // fifteen-minute ones (75 %: missing); 03:00 all 4.
    const readings = [...every(10, 0, 120), ...every(15, 120, 240)].filter(
      (r) => r.at !== DAY + 20 * MINUTE && r.at !== DAY + 2 * HOUR + 30 * MINUTE,
    );
    const { starts, partial, hours } = rollUp(readings);
    expect(starts).toEqual(['00:00', '01:00', '03:00']);
    expect(partial).toEqual([['02:00', 3, 4]]);
    expect(hours[0]!.electricity).toBeCloseTo(
      (sum(readings.slice(0, 5).map((r) => r.mwh)) * 6) / 5,
      12,
    );
  });

  it("judges an hour holding a single reading at the plant's interval", () => {
    // Only 01:00 of the second hour is left: 1 of 4, not an hourly reading.
    const readings = every(15, 0, 240).filter((r) => r.at <= DAY + HOUR || r.at >= DAY + 2 * HOUR);
    expect(rollUp(readings).partial).toEqual([['01:00', 1, 4]]);
  });

  it('names the rows of a plant whose readings are more than an hour apart', () => {
    const readings = every(120, 0, 8 * 60);
    const { hours, unreadable } = rollUp(readings);
    expect(hours).toEqual([]);
    expect(unreadable).toEqual([
      { plantId: PLANT, row: 2, hour: DAY },
      { plantId: PLANT, row: 3, hour: DAY + 2 * HOUR },
      { plantId: PLANT, row: 4, hour: DAY + 4 * HOUR },
      { plantId: PLANT, row: 5, hour: DAY + 6 * HOUR },
    ]);
  });

  it("reads each hour at the profile's declared interval when it declares one", () => {
    // Declared every 15 minutes: an hour holding :00 and :30 is 2 of 4, not 2 of 2.
    const readings = every(15, 0, 180).filter(
      (r) => r.at < DAY + HOUR || r.at % (30 * MINUTE) === 0,
    );
    expect(rollUp(readings, 15).partial).toEqual([
      ['01:00', 2, 4],
      ['02:00', 2, 4],
    ]);
  });
});
