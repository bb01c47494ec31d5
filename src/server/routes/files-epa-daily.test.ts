// EPA's daily file as it comes, read through the profile docs/imports.md gives for it: a facility
// of two units and one of one, a day one unit did not run (SUM_OP_TIME 0, blank measures), a day
// it ran part of, short tons, mmBtu, MM-DD-YYYY, and the rows in weekly blocks out of order. Each
// row is stored as its day: every figure is checked against the sums this test computes.
import { expect, it } from 'vitest';
import { EPA_DAILY_PROFILE, epaDailyFile, type EpaDay } from '@domain/testing/epa-daily';
import { MWH_PER_MMBTU, TONNES_PER_SHORT_TON } from '@domain/testing/epa-hourly';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi } from '../testing/test-app';

const UNITS = [
  { facility: 116, unit: '1' },
  { facility: 116, unit: '2' },
  { facility: 118, unit: '1' },
];
/** 1-14 July 2025: two of EPA's weekly blocks. */
const DATES = Array.from({ length: 14 }, (_, k) => `07-${String(k + 1).padStart(2, '0')}-2025`);
const isoOf = (date: string) => `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
const OFF = { facility: 116, unit: '2', date: '07-03-2025' };
const PART = { facility: 116, unit: '2', date: '07-04-2025', hours: 6.5 };

/** Each unit's days: 116/2 off on 3 July and run 6.5 hours on 4 July; the others all day. */
function days(): EpaDay[] {
  const out: EpaDay[] = [];
  let i = 0;
  for (const { facility, unit } of UNITS) {
    for (const date of DATES) {
      i++;
      const at = { facility, unit, date };
      const off = JSON.stringify(at) === JSON.stringify(OFF);
      const opHours = off
        ? 0
        : facility === PART.facility && unit === PART.unit && date === PART.date
          ? PART.hours
          : 24;
      out.push({
        ...at,
        opHours,
        loadMwh: off ? null : opHours * (60 + (i % 9) * 2.5),
        heatMmbtu: off ? null : opHours * (700 + (i % 4) * 12.5),
        co2ShortTons: off ? null : opHours * (40 + (i % 6) * 0.5),
      });
    }
  }
  return out;
}

/** EPA's order: a block per week, within it unit by unit; here the second week first, units backwards. */
function weeklyBlocksOutOfOrder(rows: readonly EpaDay[]): EpaDay[] {
  const week = (r: EpaDay) => (DATES.indexOf(r.date) < 7 ? 0 : 1);
  return [1, 0].flatMap((w) => rows.filter((r) => week(r) === w).reverse());
}

/** What the rows give in the spec's units. */
function sums(rows: readonly EpaDay[]) {
  const s = { electricity: 0, emissions: 0, fuel: 0, hours: 0, daysOn: 0, daysOff: 0 };
  for (const r of rows) {
    if (r.opHours === 0) {
      s.daysOff++;
      continue;
    }
    s.daysOn++;
    s.hours += r.opHours;
    s.electricity += r.loadMwh!;
    s.emissions += r.co2ShortTons! * TONNES_PER_SHORT_TON;
    s.fuel += r.heatMmbtu! * MWH_PER_MMBTU;
  }
  return s;
}

interface UnitFigures {
  unit_id: string;
  total_electricity: number;
  total_emissions: number;
  total_fuel: number;
  operating_hours: number;
}
interface Analysis {
  plants: {
    plant_id: number;
    total_electricity: number;
    total_emissions: number;
    units: UnitFigures[];
  }[];
  dailyEmissions: { date: string; CO2: number | null; hasData: boolean }[];
  ets: { gap_hours: number; substitute_t: number; reported_co2_t: number };
}
interface Quality {
  plants: {
    plant_id: number;
    days_with_data: number;
    days_daily: number;
    hours_missing: number;
    gaps: unknown[];
    units: {
      unit_id: string;
      days_daily: number;
      hours_operating: number;
      hours_not_operating: number;
      hours_missing: number;
    }[];
  }[];
}

describeApi("EPA's daily file through its documented profile", (t) => {
  it('stores each row as its day: totals, days covered, days off, no gap and no substitute', async () => {
    const user = await t.signUp();
    const rows = days();
    const answer = await uploadThroughProfile(
      t,
      user,
      EPA_DAILY_PROFILE,
      epaDailyFile(weeklyBlocksOutOfOrder(rows)),
      'epa-daily.csv',
    );
    expect(answer.blankHours).toMatchObject({ notOperating: 1, missing: 0 });
    for (const facility of [116, 118]) await declareInEts(t, user, facility);

    const analysis = (await (
      await t.request('/api/analysis?year=2025', { cookie: user.cookie })
    ).json()) as Analysis;
    for (const facility of [116, 118]) {
      const own = rows.filter((r) => r.facility === facility);
      const plant = analysis.plants.find((p) => p.plant_id === facility)!;
      expect(plant.total_electricity).toBe(Math.round(sums(own).electricity));
      expect(plant.total_emissions).toBe(Math.round(sums(own).emissions));
      expect(plant.units).toEqual(
        [...new Set(own.map((r) => r.unit))].map((unit) => {
          const s = sums(own.filter((r) => r.unit === unit));
          return {
            unit_id: unit,
            total_electricity: Math.round(s.electricity),
            total_emissions: Math.round(s.emissions),
            total_fuel: Math.round(s.fuel),
            operating_hours: s.hours,
          };
        }),
      );
    }
    // The daily series holds each day's sum of its units, exactly; no day outside the file.
    const withData = analysis.dailyEmissions.filter((d) => d.hasData);
    expect(withData.map((d) => d.date)).toEqual(DATES.map(isoOf));
    for (const point of withData) {
      const day = sums(rows.filter((r) => isoOf(r.date) === point.date));
      expect(point.CO2).toBeCloseTo(day.emissions, 9);
    }
    // Every operated day is covered: nothing is missing, so nothing is substituted.
    expect(analysis.ets).toMatchObject({ gap_hours: 0, substitute_t: 0 });
    expect(analysis.ets.reported_co2_t).toBeCloseTo(sums(rows).emissions, 6);

    const quality = (await (
      await t.request('/api/quality', { cookie: user.cookie })
    ).json()) as Quality;
    expect(
      quality.plants.map((p) => ({
        facility: p.plant_id,
        days: p.days_with_data,
        daily: p.days_daily,
        missing: p.hours_missing,
        gaps: p.gaps.length,
      })),
    ).toEqual(
      [116, 118].map((facility) => ({ facility, days: 14, daily: 14, missing: 0, gaps: 0 })),
    );
    const got = quality.plants.flatMap((p) =>
      p.units.map((u) => ({
        facility: p.plant_id,
        unit: u.unit_id,
        daily: u.days_daily,
        operating: u.hours_operating,
        off: u.hours_not_operating,
        missing: u.hours_missing,
      })),
    );
    // A daily day is covered whole: its 24 hours count operating, or not operating on a day off.
    expect(got).toEqual(
      UNITS.map(({ facility, unit }) => {
        const s = sums(rows.filter((r) => r.facility === facility && r.unit === unit));
        return {
          facility,
          unit,
          daily: 14,
          operating: 24 * s.daysOn,
          off: 24 * s.daysOff,
          missing: 0,
        };
      }),
    );
  });
});
