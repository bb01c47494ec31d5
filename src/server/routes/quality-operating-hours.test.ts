// Real plant exports hold a row for every hour, blank where the plant did not run: an hour
// operated 0 is not operating (covered, never a gap or substituted), an operated hour without its
// CO2 is missing (a gap the ETS year substitutes), and a load in MW is energy only for the share
// of the hour the plant ran.
import { expect, it } from 'vitest';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const SHORT_TON_T = 0.90718474;
const pad = (n: number) => String(n).padStart(2, '0');

interface EpaHour {
  day: number;
  hour: number;
  opTime: number;
  /** MW averaged over the part of the hour operated; null: blank. */
  load: number | null;
  co2: number | null;
  heat: number | null;
}

/**
 * Plant 3, one unit, 1-3 July 2025 (72 hours): off from 1 July 00:00 to 05:00 and all of 2 July
 * (OP_TIME 0, blank measures), a start-up at 06:00 (a quarter of the hour at 80 MW, little fuel:
 * a derived efficiency over 100 %) and 07:00 (half the hour at 120 MW), and the CO2 of 3 July
 * 10:00 not recorded though the unit ran.
 */
const EPA_HOURS: EpaHour[] = [];
for (let day = 1; day <= 3; day++) {
  for (let hour = 0; hour < 24; hour++) {
    const off = day === 2 || (day === 1 && hour < 6);
    const opTime = off ? 0 : day === 1 && hour === 6 ? 0.25 : day === 1 && hour === 7 ? 0.5 : 1;
    const load = off ? null : 150 + ((day * 5 + hour * 7) % 40);
    EPA_HOURS.push({
      day,
      hour,
      opTime,
      load,
      co2: off || (day === 3 && hour === 10) ? null : 60 + ((day * 3 + hour * 5) % 13),
      heat: off ? null : day === 1 && hour === 6 ? 30 : 1_500 + ((hour * 11) % 70),
    });
  }
}

const cell = (v: number | null) => (v === null ? '' : String(v));

const EPA_FILE = [
  'STATE,FACILITY_NAME,ORISPL_CODE,UNITID,OP_DATE,OP_HOUR,OP_TIME,GLOAD (MW),CO2_MASS (tons),HEAT_INPUT (mmBtu),FUEL',
  ...EPA_HOURS.map(
    (h) =>
      `AZ,Cholla,3,1,2025-07-${pad(h.day)},${h.hour},${h.opTime},${cell(h.load)},${cell(h.co2)},${cell(h.heat)},Coal`,
  ),
].join('\r\n');

const EPA_PROFILE = {
  name: 'EPA CAMD hourly',
  columns: {
    date: ['OP_DATE', 'OP_HOUR'],
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    fuel_type: 'FUEL',
    operating_time: 'OP_TIME',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
  },
  units: {
    electricity_output_MWh: 'MW',
    fuel_consumption_MWh: 'mmBtu',
    CO2_emissions_tonnes: 'short_ton',
    operating_time: 'fraction',
  },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD H',
  timezone: 'UTC',
};

/** A historian's hourly export in the spec's units, without an operating-time column. */
const HISTORIAN_PROFILE = {
  name: 'Historian with outages',
  columns: {
    date: 'Time',
    plant_id: 'Plant',
    plant_name: 'Name',
    fuel_type: 'Fuel',
    electricity_output_MWh: 'Power MWh',
    fuel_consumption_MWh: 'Fuel MWh',
    CO2_emissions_tonnes: 'CO2 t',
  },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD HH:mm',
  empty: 'not_operating',
};

/** Plants 11 and 12 hourly over 2-3 March 2025; plant 11 off (every measure blank) 2 March 08:00-19:00. */
const HISTORIAN_FILE = ['Time,Plant,Name,Fuel,Power MWh,Fuel MWh,CO2 t'];
for (let day = 2; day <= 3; day++) {
  for (let hour = 0; hour < 24; hour++) {
    for (const plant of [11, 12]) {
      const off = plant === 11 && day === 2 && hour >= 8 && hour < 20;
      const at = `2025-03-${pad(day)} ${pad(hour)}:00`;
      HISTORIAN_FILE.push(
        off
          ? `${at},${plant},Block ${plant},natural_gas,,,`
          : `${at},${plant},Block ${plant},natural_gas,100,250,${40 + ((hour * 7) % 9)}`,
      );
    }
  }
}

interface PlantQuality {
  plant_id: number;
  hours_operating: number;
  hours_not_operating: number;
  hours_missing: number;
  gaps: { from: string; to: string; hours: number }[];
  days_with_data: number;
}

describeApi('operating, not operating and missing hours', (t) => {
  const saveProfile = async (user: TestUser, profile: object) => {
    const res = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(profile),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const upload = async (ctx: ApiContext, user: TestUser, profile: string, text: string) => {
    const form = new FormData();
    form.append('file', new File([text], 'export.csv', { type: 'text/csv' }));
    const res = await ctx.request(`/api/files?profile=${profile}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('errors');
    expect(res.status).toBe(201);
    return body;
  };
  const quality = async (user: TestUser) => {
    const res = await t.request('/api/quality', { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { plants: PlantQuality[] }).plants;
  };
  const etsYear = async (user: TestUser) =>
    (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as {
      reported_co2_t: number;
      gap_hours: number;
      substitute_t: number;
    };

  it('reads an EPA hourly file with blank non-operating hours: counts, energy and one substitute', async () => {
    const user = await t.signUp();
    const answer = await upload(t, user, await saveProfile(user, EPA_PROFILE), EPA_FILE);
    await declareInEts(t, user, 3);
    // The start-up hour's quarter load against its little fuel derives over 100 %: kept, counted.
    expect(answer.blankHours).toEqual({
      notOperating: 30,
      missing: 1,
      incomplete: 0,
      efficiencyOutOfRange: 1,
    });

    const notOperating = EPA_HOURS.filter((h) => h.opTime === 0).length;
    const missing = EPA_HOURS.filter((h) => h.opTime > 0 && h.co2 === null).length;
    const operating = EPA_HOURS.length - notOperating - missing;
    const [plant] = await quality(user);
    expect(plant).toMatchObject({
      plant_id: 3,
      hours_operating: operating,
      hours_not_operating: notOperating,
      hours_missing: missing,
      // The whole day off is a day with data: the plant was reported off.
      days_with_data: 3,
      gaps: [{ from: '2025-07-03T10:00:00.000Z', to: '2025-07-03T11:00:00.000Z', hours: 1 }],
    });
    expect([operating, notOperating, missing]).toEqual([41, 30, 1]);

    // Energy is the load over the share of the hour operated, of every hour operated: the one
    // without its CO2 too.
    const kept = EPA_HOURS.filter((h) => h.opTime > 0 && h.co2 !== null);
    const operated = EPA_HOURS.filter((h) => h.opTime > 0);
    const energy = operated.reduce((s, h) => s + h.load! * h.opTime, 0);
    const co2 = kept.reduce((s, h) => s + h.co2! * SHORT_TON_T, 0);
    const analysis = (await (await t.request('/api/analysis', { cookie: user.cookie })).json()) as {
      inventory: { electricityMWh: number; co2Tonnes: number; rows: number; hours: number }[];
    };
    const [inventory] = analysis.inventory;
    expect(inventory!.electricityMWh).toBeCloseTo(energy, 6);
    expect(inventory!.co2Tonnes).toBeCloseTo(co2, 6);
    // The hours not operated are no rows or hours of the plant at work.
    expect([inventory!.rows, inventory!.hours]).toEqual([operating, operating]);

    // Only the one operated hour without CO2 is substituted: mean + 2 sd of the operated hours.
    const values = kept.map((h) => h.co2! * SHORT_TON_T);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
    const year = await etsYear(user);
    expect(year.gap_hours).toBe(1);
    expect(year.reported_co2_t).toBeCloseTo(co2, 6);
    expect(year.substitute_t).toBeCloseTo(mean + 2 * sd, 6);
  });

  it('takes a historian row of blanks for an outage as not operating: no gap, no substitute', async () => {
    const user = await t.signUp();
    await upload(t, user, await saveProfile(user, HISTORIAN_PROFILE), HISTORIAN_FILE.join('\n'));
    await declareInEts(t, user, 11);
    await declareInEts(t, user, 12);
    const plants = await quality(user);
    expect(plants.map((p) => [p.plant_id, p.hours_operating, p.hours_not_operating])).toEqual([
      [11, 36, 12],
      [12, 48, 0],
    ]);
    expect(plants.map((p) => [p.hours_missing, p.gaps])).toEqual([
      [0, []],
      [0, []],
    ]);
    const year = await etsYear(user);
    expect(year.gap_hours).toBe(0);
    expect(year.substitute_t).toBe(0);
  });

  it('takes a row of blanks as a missing hour by default', async () => {
    const user = await t.signUp();
    const missingByDefault = { ...HISTORIAN_PROFILE, empty: undefined };
    await upload(t, user, await saveProfile(user, missingByDefault), HISTORIAN_FILE.join('\n'));
    const [eleven] = await quality(user);
    expect(eleven).toMatchObject({
      hours_operating: 36,
      hours_not_operating: 0,
      hours_missing: 12,
    });
    expect(eleven!.gaps).toEqual([
      { from: '2025-03-02T08:00:00.000Z', to: '2025-03-02T20:00:00.000Z', hours: 12, reason: null },
    ]);
  });
});
