// EPA's hourly file as it comes, read through the profile docs/imports.md gives for it: a facility
// of two units and one of one, a unit off for the first hours of a day (OP_TIME 0, blank
// measures), a start-up hour run for a quarter at its load in MW, and an operated hour whose CO2
// was not recorded. Every figure is checked against the sums this test computes from the rows.
import { expect, it } from 'vitest';
import {
  EPA_HOURLY_PROFILE,
  epaHourlyFile,
  MWH_PER_MMBTU,
  TONNES_PER_SHORT_TON,
  type EpaHour,
} from '@domain/testing/epa-hourly';
import { uploadThroughProfile } from '../testing/epa-upload';
import { describeApi } from '../testing/test-app';
const DAYS = ['07-04-1995', '07-05-1995'];
const UNITS = [
  { facility: 116, unit: '1' },
  { facility: 116, unit: '2' },
  { facility: 118, unit: '1' },
];

/** Unit 116/2 is off 07-04 00-05 and starts at 06 for a quarter hour; 118/1 lacks CO2 07-05 10. */
function hours(): EpaHour[] {
  const out: EpaHour[] = [];
  let i = 0;
  for (const date of DAYS) {
    for (let hour = 0; hour < 24; hour++) {
      for (const { facility, unit } of UNITS) {
        i++;
        const starting = facility === 116 && unit === '2' && date === DAYS[0];
        const off = starting && hour < 6;
        const noCo2 = facility === 118 && date === DAYS[1] && hour === 10;
        out.push({
          facility,
          unit,
          date,
          hour,
          opTime: off ? 0 : starting && hour === 6 ? 0.25 : 1,
          loadMw: off ? null : 60 + (i % 9) * 2.5,
          heatMmbtu: off ? null : 700 + (i % 4) * 12.5,
          co2ShortTons: off || noCo2 ? null : 40 + (i % 6) * 0.5,
        });
      }
    }
  }
  return out;
}

/**
 * What the rows give: an operated hour without CO2 is a missing hour (a gap), yet the load and
 * fuel it holds count in the totals.
 */
function sums(rows: readonly EpaHour[]) {
  const s = { electricity: 0, emissions: 0, fuel: 0, operated: 0, off: 0, missing: 0 };
  for (const r of rows) {
    const share = r.opTime ?? 1;
    if (share === 0) {
      s.off++;
      continue;
    }
    s.electricity += r.loadMw! * share;
    s.fuel += r.heatMmbtu! * MWH_PER_MMBTU;
    if (r.co2ShortTons === null) s.missing++;
    else {
      s.operated++;
      s.emissions += r.co2ShortTons * TONNES_PER_SHORT_TON;
    }
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
interface UnitQuality {
  unit_id: string;
  hours_operating: number;
  hours_not_operating: number;
  hours_missing: number;
}

describeApi("EPA's hourly file through its documented profile", (t) => {
  it('sums units into facilities, loads over the share operated, and counts the hours', async () => {
    const user = await t.signUp();
    const rows = hours();
    const answer = await uploadThroughProfile(
      t,
      user,
      EPA_HOURLY_PROFILE,
      epaHourlyFile(rows),
      'epa-hourly.csv',
    );
    const all = sums(rows);
    expect(answer.blankHours).toMatchObject({ notOperating: all.off, missing: all.missing });

    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    const { plants } = (await analysis.json()) as {
      plants: { plant_id: number; total_electricity: number; units: UnitFigures[] }[];
    };
    for (const facility of [116, 118]) {
      const own = rows.filter((r) => r.facility === facility);
      const plant = plants.find((p) => p.plant_id === facility)!;
      expect(plant.total_electricity).toBe(Math.round(sums(own).electricity));
      const units = [...new Set(own.map((r) => r.unit!))].map((unit) => {
        const s = sums(own.filter((r) => r.unit === unit));
        return {
          unit_id: unit,
          total_electricity: Math.round(s.electricity),
          total_emissions: Math.round(s.emissions),
          total_fuel: Math.round(s.fuel),
          operating_hours: s.operated,
        };
      });
      expect(plant.units).toEqual(units);
    }

    const quality = await t.request('/api/quality', { cookie: user.cookie });
    const report = (await quality.json()) as {
      plants: { plant_id: number; units: UnitQuality[] }[];
    };
    const got = report.plants.flatMap((p) =>
      p.units.map((u) => ({
        facility: p.plant_id,
        unit: u.unit_id,
        operating: u.hours_operating,
        off: u.hours_not_operating,
        missing: u.hours_missing,
      })),
    );
    expect(got).toEqual(
      UNITS.map(({ facility, unit }) => {
        const s = sums(rows.filter((r) => r.facility === facility && r.unit === unit));
        return { facility, unit, operating: s.operated, off: s.off, missing: s.missing };
      }),
    );
  });
});
