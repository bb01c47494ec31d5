// MRR Art. 45(4): a measurement missing more than five consecutive days is reported to the
// authority. A facility of several units is measured per unit: a unit out for a week while its
// sister unit ran is reported on its own (its gap, its substitute), units out for three days each
// one after the other are no outage, and two units out together are each reported. EPA's hourly
// file of facility 116, units 1 and 2, through its documented profile (days at -07:00).
import { expect, it } from 'vitest';
import {
  EPA_HOURLY_PROFILE,
  epaHourlyFile,
  TONNES_PER_SHORT_TON,
  type EpaHour,
} from '@domain/testing/epa-hourly';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local day of June or July 2025 as EPA writes it. */
const date = (month: 6 | 7, day: number) => `${pad(month)}-${pad(day)}-2025`;
/** Local midnight of a day of 2025 at -07:00, as the answers write an instant. */
const midnight = (month: number, day: number) =>
  new Date(Date.UTC(2025, month - 1, day, 7)).toISOString();

/** What a unit's day is: run with its CO2, run without it (blank CO2), or no row at all. */
type DayKind = 'run' | 'blank' | 'absent';

/** The hours of units 1 and 2 over `days`, each day as `kind` says; CO2 a little different each hour. */
function hoursOf(days: readonly string[], kind: (unit: string, date: string) => DayKind) {
  const out: EpaHour[] = [];
  let i = 0;
  for (const unit of ['1', '2']) {
    for (const d of days) {
      const k = kind(unit, d);
      for (let hour = 0; hour < 24; hour++) {
        i++;
        if (k === 'absent') continue;
        out.push({
          facility: 116,
          unit,
          date: d,
          hour,
          loadMw: 60 + (i % 9) * 2.5,
          heatMmbtu: 700 + (i % 4) * 12.5,
          co2ShortTons: k === 'blank' ? null : 40 + (i % 7) * 0.5 + (unit === '2' ? 20 : 0),
        });
      }
    }
  }
  return out;
}

/** Mean + 2 sample standard deviations of a unit's hourly CO2 in tonnes (MRR Art. 45(3)). */
function conservative(rows: readonly EpaHour[], unit: string): number {
  const values = rows
    .filter((r) => r.unit === unit && r.co2ShortTons !== null)
    .map((r) => r.co2ShortTons! * TONNES_PER_SHORT_TON);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
  return mean + 2 * sd;
}

interface Outage {
  plant_id: number;
  unit_id?: string;
  from: string;
  to: string;
  hours: number;
}
interface Gap {
  from: string;
  to: string;
  hours: number;
}
interface Quality {
  plants: {
    hours_missing: number;
    gaps: Gap[];
    units: { unit_id: string; hours_missing: number; gaps: Gap[] }[];
  }[];
}

async function uploaded(t: ApiContext, rows: readonly EpaHour[]) {
  const user = await t.signUp();
  await uploadThroughProfile(t, user, EPA_HOURLY_PROFILE, epaHourlyFile(rows), 'epa.csv');
  await declareInEts(t, user, 116);
  return user;
}

async function answers(t: ApiContext, user: TestUser) {
  const ets = (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as {
    gap_hours: number;
    substitute_t: number;
    gaps_over_5_days: Outage[];
  };
  const analysis = (await (
    await t.request('/api/analysis?year=2025', { cookie: user.cookie })
  ).json()) as { ets: { gaps_over_5_days: Outage[] } };
  const quality = (await (
    await t.request('/api/quality', { cookie: user.cookie })
  ).json()) as Quality;
  // The analysis states the same ETS year.
  expect(analysis.ets.gaps_over_5_days).toEqual(ets.gaps_over_5_days);
  const plant = quality.plants[0]!;
  return {
    ets,
    plant: { hours_missing: plant.hours_missing, gaps: plant.gaps.map((g) => g.hours) },
    units: plant.units.map((u) => ({
      unit_id: u.unit_id,
      hours_missing: u.hours_missing,
      gaps: u.gaps.map((g) => g.hours),
    })),
  };
}

const JUNE = Array.from({ length: 20 }, (_, k) => date(6, k + 1));
/** Unit 1's week: 5-11 June. */
const inWeek = (d: string) => d >= date(6, 5) && d <= date(6, 11);
const WEEK_OUT: Outage = {
  plant_id: 116,
  unit_id: '1',
  from: midnight(6, 5),
  to: midnight(6, 12),
  hours: 168,
};

describeApi('outages of more than five days of a facility of several units', (t) => {
  it("reports unit 1's week without rows while unit 2 ran, which the facility's hours do not show", async () => {
    const rows = hoursOf(JUNE, (unit, d) => (unit === '1' && inWeek(d) ? 'absent' : 'run'));
    const { ets, plant, units } = await answers(t, await uploaded(t, rows));
    expect(ets.gaps_over_5_days).toEqual([WEEK_OUT]);
    expect(ets.gap_hours).toBe(168);
    expect(ets.substitute_t).toBeCloseTo(168 * conservative(rows, '1'), 6);
    // The facility's hours: present where a unit reports (unit 2 did), so no gap of its own.
    expect(plant).toEqual({ hours_missing: 0, gaps: [] });
    expect(units).toEqual([
      { unit_id: '1', hours_missing: 168, gaps: [168] },
      { unit_id: '2', hours_missing: 0, gaps: [] },
    ]);
  });

  it("reports unit 1's week of operated hours without CO2 once, as unit 1's", async () => {
    const rows = hoursOf(JUNE, (unit, d) => (unit === '1' && inWeek(d) ? 'blank' : 'run'));
    const { ets, plant, units } = await answers(t, await uploaded(t, rows));
    expect(ets.gaps_over_5_days).toEqual([WEEK_OUT]);
    expect(ets.substitute_t).toBeCloseTo(168 * conservative(rows, '1'), 6);
    expect(plant).toEqual({ hours_missing: 168, gaps: [168] });
    expect(units.map((u) => [u.unit_id, u.hours_missing])).toEqual([
      ['1', 168],
      ['2', 0],
    ]);
  });

  it('reports none where unit 1 lacks three days and unit 2 the three after', async () => {
    const rows = hoursOf(JUNE, (unit, d) => {
      const first = d >= date(6, 5) && d <= date(6, 7);
      const then = d >= date(6, 8) && d <= date(6, 10);
      return (unit === '1' && first) || (unit === '2' && then) ? 'blank' : 'run';
    });
    const { ets, plant, units } = await answers(t, await uploaded(t, rows));
    // The facility's hours miss an hour where either unit does: six days in a row, no outage.
    expect(plant).toEqual({ hours_missing: 144, gaps: [144] });
    expect(units.map((u) => u.gaps)).toEqual([[72], [72]]);
    expect(ets.gaps_over_5_days).toEqual([]);
    expect(ets.gap_hours).toBe(144);
    expect(ets.substitute_t).toBeCloseTo(
      72 * conservative(rows, '1') + 72 * conservative(rows, '2'),
      6,
    );
  });

  it('reports each unit of a facility out for half a month, which the month shows missing', async () => {
    // Both units run 1-15 June and 1-2 July: June's unit-hours add up to a whole month's hours.
    const days = [...Array.from({ length: 30 }, (_, k) => date(6, k + 1)), date(7, 1), date(7, 2)];
    const rows = hoursOf(days, (_, d) => (d >= date(6, 16) && d <= date(6, 30) ? 'absent' : 'run'));
    const { ets, plant, units } = await answers(t, await uploaded(t, rows));
    expect(plant).toEqual({ hours_missing: 360, gaps: [360] });
    expect(units.map((u) => [u.unit_id, u.hours_missing])).toEqual([
      ['1', 360],
      ['2', 360],
    ]);
    const out = { plant_id: 116, from: midnight(6, 16), to: midnight(7, 1), hours: 360 };
    expect(ets.gaps_over_5_days).toEqual([
      { ...out, unit_id: '1' },
      { ...out, unit_id: '2' },
    ]);
  });
});
