// Issue 38 "The annual emissions report", per measurement-based source: a facility of two units
// has a row of its own and one per unit, with the operating, valid and substituted hours each, and
// the facility's row is the ETS year's totals. EPA's hourly file of facility 116 (days at -07:00):
// unit 1 without rows for a week of the 20 June days while unit 2 ran.
import { expect, it } from 'vitest';
import { EPA_HOURLY_PROFILE, epaHourlyFile, type EpaHour } from '@domain/testing/epa-hourly';
import { MEASUREMENT, MEASUREMENT_SUBSTITUTED } from '@domain/report/measurement-hours';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');
const JUNE = Array.from({ length: 20 }, (_, k) => `06-${pad(k + 1)}-2025`);
/** Unit 1's week out: 5-11 June. */
const inWeek = (d: string) => d >= '06-05-2025' && d <= '06-11-2025';

const ROWS: EpaHour[] = ['1', '2'].flatMap((unit) =>
  JUNE.filter((d) => unit !== '1' || !inWeek(d)).flatMap((date) =>
    Array.from({ length: 24 }, (_, hour) => ({
      facility: 116,
      unit,
      date,
      hour,
      loadMw: 60,
      heatMmbtu: 700,
      co2ShortTons: 40 + (hour % 5),
    })),
  ),
);

interface Source {
  plant_id: number;
  unit_id: string | null;
  method: string;
  valid_hours: number;
  substituted_hours: number;
  operating_hours: number;
}

describeApi('the annual report of a facility of several units', (t) => {
  it("states the facility's hours and each unit's, which add up to the ETS year's", async () => {
    const user = await t.signUp();
    await uploadThroughProfile(t, user, EPA_HOURLY_PROFILE, epaHourlyFile(ROWS), 'epa.csv');
    await declareInEts(t, user, 116);
    const ets = (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as {
      gap_hours: number;
      coverage: { hours_present: number };
    };
    const report = (await (
      await t.request('/api/ets/2025/report.json', { cookie: user.cookie })
    ).json()) as { measurement: { sources: Source[] } };
    // Unit 1: 13 days x 24 = 312 valid hours, its week of 168 substituted; unit 2: 20 days ran.
    expect(report.measurement.sources).toEqual([
      {
        plant_id: 116,
        unit_id: null,
        method: MEASUREMENT_SUBSTITUTED,
        valid_hours: 792,
        substituted_hours: 168,
        operating_hours: 960,
      },
      {
        plant_id: 116,
        unit_id: '1',
        method: MEASUREMENT_SUBSTITUTED,
        valid_hours: 312,
        substituted_hours: 168,
        operating_hours: 480,
      },
      {
        plant_id: 116,
        unit_id: '2',
        method: MEASUREMENT,
        valid_hours: 480,
        substituted_hours: 0,
        operating_hours: 480,
      },
    ]);
    expect(ets.coverage.hours_present).toBe(792);
    expect(ets.gap_hours).toBe(168);
  });
});
