// EPA's daily file of a plant in New York, spanning both changes of its clocks in 2025: each daily
// row covers its whole local day, 23 hours on 9 March and 25 on 2 November, so the data-quality
// screen counts every hour of the span once, shows no gap and the ETS year substitutes nothing;
// a day off is off for all its hours, however many.
import { expect, it } from 'vitest';
import { EPA_DAILY_PROFILE, epaDailyFile, type EpaDay } from '@domain/testing/epa-daily';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi } from '../testing/test-app';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
/** 1 March to 30 November 2025, as EPA writes them (MM-DD-YYYY). */
const DATES = Array.from({ length: 275 }, (_, k) => {
  const iso = new Date(Date.UTC(2025, 2, 1) + k * DAY).toISOString();
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
});
/** The days each unit was off: both on 2 November (25 hours), unit 2 also on 9 March (23 hours). */
const OFF: Record<string, string[]> = { '1': ['11-02-2025'], '2': ['03-09-2025', '11-02-2025'] };
/** The local hours of the span: 275 days of 24 hours, less the one skipped, plus the one repeated. */
const HOURS = 275 * 24;

function days(): EpaDay[] {
  return ['1', '2'].flatMap((unit) =>
    DATES.map((date) => {
      const opHours = OFF[unit]!.includes(date) ? 0 : 24;
      return {
        facility: 116,
        unit,
        date,
        opHours,
        loadMwh: opHours ? 1500 : null,
        heatMmbtu: opHours ? 15_000 : null,
        co2ShortTons: opHours ? 900 : null,
      };
    }),
  );
}

interface Quality {
  plants: {
    plant_id: number;
    hours_expected: number;
    hours_present: number;
    hours_operating: number;
    hours_not_operating: number;
    hours_missing: number;
    days_daily: number;
    gaps: unknown[];
    units: {
      unit_id: string;
      hours_operating: number;
      hours_not_operating: number;
      hours_missing: number;
      gaps: unknown[];
    }[];
  }[];
}

describeApi("EPA's daily file of a plant whose clocks change", (t) => {
  it('covers each local day whole, 23 or 25 hours: no gap, no substitute, days off all off', async () => {
    const user = await t.signUp();
    await uploadThroughProfile(
      t,
      user,
      { ...EPA_DAILY_PROFILE, timezone: ZONE },
      epaDailyFile(days()),
      'epa-daily-2025.csv',
    );
    await declareInEts(t, user, 116);

    const quality = (await (
      await t.request('/api/quality', { cookie: user.cookie })
    ).json()) as Quality;
    const [plant] = quality.plants;
    expect(plant).toMatchObject({
      plant_id: 116,
      days_daily: 275,
      hours_expected: HOURS,
      hours_present: HOURS,
      // 2 November: neither unit ran, all 25 of its hours.
      hours_operating: HOURS - 25,
      hours_not_operating: 25,
      hours_missing: 0,
      gaps: [],
    });
    expect(
      plant!.units.map((u) => ({
        unit: u.unit_id,
        operating: u.hours_operating,
        off: u.hours_not_operating,
        missing: u.hours_missing,
        gaps: u.gaps.length,
      })),
    ).toEqual([
      { unit: '1', operating: HOURS - 25, off: 25, missing: 0, gaps: 0 },
      { unit: '2', operating: HOURS - 23 - 25, off: 23 + 25, missing: 0, gaps: 0 },
    ]);

    const { ets } = (await (
      await t.request('/api/analysis?year=2025', { cookie: user.cookie })
    ).json()) as { ets: { gap_hours: number; substitute_t: number } };
    expect(ets).toMatchObject({ gap_hours: 0, substitute_t: 0 });
  });
});
