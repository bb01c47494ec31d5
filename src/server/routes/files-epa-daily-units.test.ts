// A daily file's operating time is a unit's: 0 to 24 hours of its day. A facility of three units
// that all ran all day holds 72 unit-hours that day, which is no reason to refuse a row: the
// facility's hours are the sum of its units', never capped at 24. EPA's daily layout, through its
// documented profile; every figure is checked against the sums this test computes.
import { expect, it } from 'vitest';
import { EPA_DAILY_PROFILE, epaDailyFile, type EpaDay } from '@domain/testing/epa-daily';
import { MWH_PER_MMBTU, TONNES_PER_SHORT_TON } from '@domain/testing/epa-hourly';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi } from '../testing/test-app';

const UNITS = [
  { facility: 116, unit: '1' },
  { facility: 116, unit: '2' },
  { facility: 116, unit: '3' },
  { facility: 118, unit: '1' },
];
/** 1-7 July 2025. */
const DATES = Array.from({ length: 7 }, (_, k) => `07-0${k + 1}-2025`);
/** Unit 116/3 ran 10.5 hours on 3 July; every unit ran all day on every other day. */
const SHORT = { facility: 116, unit: '3', date: '07-03-2025', hours: 10.5 };

function days(): EpaDay[] {
  let i = 0;
  return UNITS.flatMap(({ facility, unit }) =>
    DATES.map((date) => {
      i++;
      const short = facility === SHORT.facility && unit === SHORT.unit && date === SHORT.date;
      const opHours = short ? SHORT.hours : 24;
      return {
        facility,
        unit,
        date,
        opHours,
        loadMwh: opHours * (80 + (i % 5) * 3.5),
        heatMmbtu: opHours * (820 + (i % 3) * 15),
        co2ShortTons: opHours * (47 + (i % 4) * 0.25),
      };
    }),
  );
}

/** What the rows give in the spec's units, and their hours operated. */
function sums(rows: readonly EpaDay[]) {
  const s = { electricity: 0, emissions: 0, fuel: 0, hours: 0 };
  for (const r of rows) {
    s.hours += r.opHours;
    s.electricity += r.loadMwh!;
    s.emissions += r.co2ShortTons! * TONNES_PER_SHORT_TON;
    s.fuel += r.heatMmbtu! * MWH_PER_MMBTU;
  }
  return s;
}

interface Analysis {
  plants: {
    plant_id: number;
    total_electricity: number;
    total_emissions: number;
    units: { unit_id: string; operating_hours: number; total_fuel: number }[];
  }[];
  ghgReporting: { hours: number };
  ets: { coverage: { hours_present: number; hours_of_year: number; share: number } };
}

describeApi("a daily file's operating hours: a unit's day, a facility's sum", (t) => {
  it('keeps a facility day of three units at 24 hours each: 72 unit-hours, summed', async () => {
    const user = await t.signUp();
    const rows = days();
    await uploadThroughProfile(t, user, EPA_DAILY_PROFILE, epaDailyFile(rows), 'daily.csv');
    for (const facility of [116, 118]) await declareInEts(t, user, facility);
    const facility = rows.filter((r) => r.facility === 116);
    // The facility's days hold up to 72 unit-hours: 24 for each unit.
    const perDay = DATES.map((date) => sums(facility.filter((r) => r.date === date)).hours);
    expect(Math.max(...perDay)).toBe(72);

    const analysis = (await (
      await t.request('/api/analysis?year=2025', { cookie: user.cookie })
    ).json()) as Analysis;
    const plant = analysis.plants.find((p) => p.plant_id === 116)!;
    expect(plant.total_electricity).toBe(Math.round(sums(facility).electricity));
    expect(plant.total_emissions).toBe(Math.round(sums(facility).emissions));
    expect(plant.units.map((u) => [u.unit_id, u.operating_hours, u.total_fuel])).toEqual(
      ['1', '2', '3'].map((unit) => {
        const s = sums(facility.filter((r) => r.unit === unit));
        return [unit, s.hours, Math.round(s.fuel)];
      }),
    );
    // The facility's hours are its units' summed: 3 x 168 less 13.5, nowhere cut to 24 a day.
    const facilityHours = plant.units.reduce((s, u) => s + u.operating_hours, 0);
    expect(facilityHours).toBe(sums(facility).hours);
    expect(facilityHours).toBe(3 * 7 * 24 - (24 - SHORT.hours));
    expect(analysis.ghgReporting.hours).toBe(sums(rows).hours);
    // The ETS year counts the hours of each unit against a whole year of its own.
    expect(analysis.ets.coverage.hours_present).toBe(sums(rows).hours);
    expect(analysis.ets.coverage.share).toBeCloseTo(sums(rows).hours / (4 * 8_760), 12);

    // The data-quality screen counts each unit's days whole, and the facility's each hour once.
    const quality = (await (await t.request('/api/quality', { cookie: user.cookie })).json()) as {
      plants: { plant_id: number; hours_operating: number; units: { hours_operating: number }[] }[];
    };
    const covered = quality.plants.find((p) => p.plant_id === 116)!;
    expect(covered.units.map((u) => u.hours_operating)).toEqual([168, 168, 168]);
    expect(covered.hours_operating).toBe(168);
  });

  it("refuses a unit's day of more than 24 hours, naming its row and value", async () => {
    const user = await t.signUp();
    const rows = days();
    const over = rows.findIndex((r) => r.facility === 116 && r.unit === '2' && r.date === DATES[3]);
    rows[over] = { ...rows[over]!, opHours: 24.5 };
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EPA_DAILY_PROFILE),
    });
    const { id } = (await saved.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([epaDailyFile(rows)], 'daily.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${id}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { problems: { line: number; message: string }[] };
    // The header is line 1.
    expect(body.problems).toEqual([
      {
        line: over + 2,
        message: `Row ${over + 2}: SUM_OP_TIME must be the time operated within the day (from 0 to 24 hours), got 24.50`,
      },
    ]);
  });
});
