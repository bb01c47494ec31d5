// A facility of several units in the EU ETS: each unit's missing operated hours are substituted
// with that unit's own mean + 2 sd of its operated hours (MRR Art. 45(3)), and the facility's
// substitute is the sum over its units. A unit without gaps adds nothing; hours a unit did not
// operate are never substituted.
import { expect, it } from 'vitest';
import { declareInEts, describeApi, type TestUser } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');

interface UnitHour {
  unit: 'A' | 'B';
  day: number;
  hour: number;
  opTime: number;
  /** Tonnes; null: blank. */
  co2: number | null;
}

/**
 * Facility 5, units A and B, hourly over 1-3 July 2025. Unit A runs every hour at about 90 t; unit
 * B, a smaller one at about 30 t, is off on 2 July 00:00-05:00 (OP_TIME 0, blank measures) and
 * runs without its CO2 recorded on 3 July 09:00-11:00.
 */
const HOURS: UnitHour[] = [];
for (let day = 1; day <= 3; day++) {
  for (let hour = 0; hour < 24; hour++) {
    HOURS.push({ unit: 'A', day, hour, opTime: 1, co2: 85 + ((day * 7 + hour * 3) % 11) });
    const off = day === 2 && hour < 6;
    const lost = day === 3 && hour >= 9 && hour < 12;
    HOURS.push({
      unit: 'B',
      day,
      hour,
      opTime: off ? 0 : 1,
      co2: off || lost ? null : 25 + ((day * 5 + hour * 7) % 13),
    });
  }
}

const cell = (v: number | null) => (v === null ? '' : String(v));
const FILE = [
  'FACILITY_NAME,ORISPL_CODE,UNITID,OP_DATE,OP_HOUR,OP_TIME,GLOAD (MW),CO2_MASS (t),HEAT_INPUT (MWh)',
  ...HOURS.map((h) => {
    const ran = h.opTime > 0;
    const measures = [ran ? 100 : null, h.co2, ran ? 250 : null].map(cell);
    return ['Barry', 5, h.unit, `2025-07-${pad(h.day)}`, h.hour, h.opTime, ...measures].join(',');
  }),
].join('\n');

const PROFILE = {
  name: 'Unit hourly',
  columns: {
    date: ['OP_DATE', 'OP_HOUR'],
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    unit_id: 'UNITID',
    operating_time: 'OP_TIME',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (MWh)',
    CO2_emissions_tonnes: 'CO2_MASS (t)',
  },
  units: { electricity_output_MWh: 'MW', operating_time: 'fraction' },
  fixed: { fuel_type: 'Natural Gas' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD H',
  timezone: 'UTC',
};

/** Mean + 2 sample standard deviations of some hourly values, as MRR Art. 45(3) takes them. */
function conservative(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
  return mean + 2 * sd;
}

describeApi("a facility of several units: each unit's substitute in the ETS year", (t) => {
  async function upload(user: TestUser) {
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROFILE),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([FILE], 'units.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${id}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(await res.json()).not.toHaveProperty('errors');
    expect(res.status).toBe(201);
    await declareInEts(t, user, 5);
  }

  it("substitutes unit B's missing operated hours with unit B's own hours, none of unit A's", async () => {
    const user = await t.signUp();
    await upload(user);
    const operated = (unit: string) =>
      HOURS.filter((h) => h.unit === unit && h.opTime > 0 && h.co2 !== null);
    const missingOfB = HOURS.filter((h) => h.unit === 'B' && h.opTime > 0 && h.co2 === null);
    const reported = [...operated('A'), ...operated('B')].reduce((s, h) => s + h.co2!, 0);
    const substitute = missingOfB.length * conservative(operated('B').map((h) => h.co2!));

    const year = (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as {
      reported_co2_t: number;
      gap_hours: number;
      substitute_t: number;
      conservative_co2_t: number;
      coverage: { hours_present: number; hours_of_year: number; share: number };
    };
    expect(missingOfB.length).toBe(3);
    expect(year.gap_hours).toBe(3);
    expect(year.reported_co2_t).toBeCloseTo(reported, 6);
    expect(year.substitute_t).toBeCloseTo(substitute, 6);
    expect(year.conservative_co2_t).toBeCloseTo(reported + substitute, 6);
    // The hours present are unit-hours: each unit counts against a whole year of its own.
    const present = operated('A').length + operated('B').length;
    expect(year.coverage).toMatchObject({ hours_present: present, hours_of_year: 8_760 });
    expect(year.coverage.share).toBeCloseTo(present / (2 * 8_760), 12);

    // The data-quality screen shows the same: unit B's three hours missing, unit A's none.
    const quality = (await (await t.request('/api/quality', { cookie: user.cookie })).json()) as {
      plants: { units: { unit_id: string; hours_missing: number }[] }[];
    };
    expect(quality.plants[0]!.units.map((u) => [u.unit_id, u.hours_missing])).toEqual([
      ['A', 0],
      ['B', 3],
    ]);
  });

  it("substitutes nothing for a unit's hours the user says the facility did not operate", async () => {
    const user = await t.signUp();
    await upload(user);
    const classified = await t.request('/api/quality/gaps', {
      method: 'PUT',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        plant_id: 5,
        from: '2025-07-03',
        to: '2025-07-03',
        reason: 'not_operating',
      }),
    });
    expect(classified.status).toBeLessThan(300);
    const analysis = (await (
      await t.request('/api/analysis?year=2025', { cookie: user.cookie })
    ).json()) as { ets: { gap_hours: number; substitute_t: number } };
    expect(analysis.ets).toMatchObject({ gap_hours: 0, substitute_t: 0 });
  });
});
