// Issue 36 "Daily data": a daily row covers its plant's whole local day, which holds 23 or 25 hours
// on the days the clocks change: the coverage of a daily file spanning both changes of a year in
// New York has no gap and no hour too many, read from the stored CSV or as the file's values.
import { describe, expect, it } from 'vitest';
import { parseCsvToCells } from '../csv/parse';
import { createProfileCheck } from '../imports/profile-check';
import { importProfileSchema } from '../imports/import-profile';
import { createProfileReader } from '../imports/read-through-profile';
import { dateToDay } from '../readings/day-number';
import type { PlantDayCell } from '../readings/plant-day-cell';
import { EPA_DAILY_PROFILE, epaDailyFile, type EpaDay } from '../testing/epa-daily';
import { hoursIn } from './hour-mask';
import { plantCoverage } from './plant-coverage';

const ZONE = 'America/New_York';
const profile = importProfileSchema.parse({ ...EPA_DAILY_PROFILE, timezone: ZONE });
const zones = new Map([[116, ZONE]]);
const encode = (text: string) => new TextEncoder().encode(text);

/** 8-10 March 2025 (the 9th of 23 hours) and 1-3 November (the 2nd of 25, the plant off). */
const DATES = ['03-08', '03-09', '03-10', '11-01', '11-02', '11-03'].map((d) => `${d}-2025`);
const OFF = '11-02-2025';
const isoOf = (date: string) => `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;

const days: EpaDay[] = DATES.map((date) => {
  const opHours = date === OFF ? 0 : 20;
  return {
    facility: 116,
    unit: '1',
    date,
    opHours,
    loadMwh: opHours ? 1000 : null,
    heatMmbtu: opHours ? 12_000 : null,
    co2ShortTons: opHours ? 700 : null,
  };
});

/** The file's cells as stored (its spec CSV read again) and as the upload's check makes them. */
function cellsBothWays(): PlantDayCell[][] {
  const reader = createProfileReader(profile);
  const bytes = encode(epaDailyFile(days));
  const csv = Buffer.concat([reader.push(bytes), reader.finish()]);
  const stored = parseCsvToCells(csv, zones);
  if (!stored.ok) throw new Error(stored.message);
  const check = createProfileCheck(profile, { zones });
  check.push(bytes);
  check.end();
  const checked = check.finish();
  if (!checked.ok) throw new Error(checked.message);
  return [stored.cells, checked.cells];
}

describe('a daily file of a plant whose clocks change', () => {
  it('covers each day whole: 23 hours on the day they go forward, 25 on the day they go back', () => {
    for (const cells of cellsBothWays()) {
      const hours = (date: string) => {
        const cell = cells.find((c) => c.day === dateToDay(isoOf(date)))!;
        return { present: hoursIn(cell.hourMask), off: hoursIn(cell.notOperatingMask) };
      };
      expect(DATES.map(hours)).toEqual([
        { present: 24, off: 0 },
        { present: 23, off: 0 },
        { present: 24, off: 0 },
        { present: 24, off: 0 },
        { present: 25, off: 25 },
        { present: 24, off: 0 },
      ]);
      const covered = cells.map((c) => ({ day: c.day, hours: c.hourMask, duplicateHours: 0 }));
      for (const [first, last] of [
        ['03-08-2025', '03-10-2025'],
        ['11-01-2025', '11-03-2025'],
      ]) {
        const span = { first: dateToDay(isoOf(first!)), last: dateToDay(isoOf(last!)) };
        const c = plantCoverage(covered, span, span, ZONE);
        expect(c).toMatchObject({ hoursExpected: 71 + (first === '11-01-2025' ? 2 : 0), gaps: [] });
        expect(c.hoursPresent).toBe(c.hoursExpected);
      }
    }
  });
});
