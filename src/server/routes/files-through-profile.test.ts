// Issue 27: a plant historian's export, uploaded through the user's import profile, gives the
// figures the test sums itself from the readings it wrote; rows the profile cannot read, or a
// profile that is not the user's, store nothing.
import { expect, it } from 'vitest';
import { saveHistorianProfile } from '../testing/historian-profile';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const HEADER = [
  'Zeitstempel',
  'Anlage',
  'Anlagenname',
  'Brennstoff',
  'Strom [kWh]',
  'Wärme [kWh]',
  'Brennstoffeinsatz [kWh]',
  'CO2 [kg]',
  'CH4 [kg]',
  'N2O [kg]',
  'Wirkungsgrad [%]',
].join(';');

interface Reading {
  /** Berlin wall clock, as the historian writes it. */
  clock: string;
  plant: number;
  kWh: number;
  kgCo2: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const comma = (x: number) => String(x).replace('.', ',');

/**
 * Two plants' 15-minute readings over 13 and 14 January 2025 in Berlin wall-clock time: every
 * value a little different, with decimals, so that a reading lost or read twice shows in a total.
 */
function historianReadings(): Reading[] {
  const out: Reading[] = [];
  let i = 0;
  for (const day of [13, 14]) {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 15, 30, 45]) {
        for (const plant of [101, 102]) {
          out.push({
            clock: `${pad(day)}.01.2025 ${pad(hour)}:${pad(minute)}`,
            plant,
            kWh: 25_000 + (i % 7) * 125.5 + plant,
            kgCo2: 12_000 + (i % 11) * 37.25,
          });
          i++;
        }
      }
    }
  }
  return out;
}

const line = (r: Reading) =>
  [
    r.clock,
    r.plant,
    `Block ${r.plant}`,
    'natural_gas',
    comma(r.kWh),
    '0',
    comma(r.kWh * 2.5),
    comma(r.kgCo2),
    '0,5',
    '0,25',
    '40',
  ].join(';');

const historianFile = (readings: Reading[]) =>
  `${HEADER}\r\n${readings.map(line).join('\r\n')}\r\n`;

describeApi('CSV upload through an import profile', (t) => {
  const saveProfile = (user: TestUser) => saveHistorianProfile(t, user);
  const upload = (user: TestUser, text: string, query = '') => {
    const form = new FormData();
    form.append('file', new File([text], 'historian.csv', { type: 'text/csv' }));
    return t.request(`/api/files${query}`, { method: 'POST', cookie: user.cookie, body: form });
  };
  const storedFiles = async (ctx: ApiContext, user: TestUser) =>
    (await ctx.db.selectFrom('csv_files').select('id').where('org_id', '=', user.id).execute())
      .length;

  it('reads kWh, kg, decimal commas and Berlin wall clocks into MWh and tonnes the history sums', async () => {
    const user = await t.signUp();
    const profile = await saveProfile(user);
    const readings = historianReadings();
    const res = await upload(user, historianFile(readings), `?profile=${profile}`);
    expect(res.status).toBe(201);
    const entry = (await res.json()) as {
      rows: number;
      plants: number;
      firstDate: string;
      lastDate: string;
    };
    // Four readings make an hour: 2 days x 24 hours x 2 plants. Berlin is UTC+1 in January.
    expect(entry).toMatchObject({ rows: 2 * 24 * 2, plants: 2 });
    expect(entry.firstDate).toMatch(/^2025-01-12/);

    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    expect(analysis.status).toBe(200);
    const { kpis } = (await analysis.json()) as {
      kpis: { totalElectricity: number; totalEmissions: number; totalFuelConsumption: number };
    };
    // data §9: the KPIs are whole MWh and tonnes.
    const total = (f: (r: Reading) => number) => Math.round(readings.reduce((s, r) => s + f(r), 0));
    expect(kpis).toMatchObject({
      totalElectricity: total((r) => r.kWh / 1000),
      totalFuelConsumption: total((r) => (r.kWh * 2.5) / 1000),
      totalEmissions: total((r) => r.kgCo2 / 1000),
    });
    // The figures are the readings' own, not a thousand times them.
    expect(kpis.totalEmissions).toBeGreaterThan(2000);
    expect(kpis.totalEmissions).toBeLessThan(5000);

    // The same export through the same profile again is noticed, not stored twice.
    const again = await upload(user, historianFile(readings), `?profile=${profile}`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('already_uploaded');
    expect(await storedFiles(t, user)).toBe(1);
  });

  it('refuses rows the profile cannot read with 422, each with its row and column, and stores nothing', async () => {
    const user = await t.signUp();
    const profile = await saveProfile(user);
    const readings = historianReadings().slice(0, 8);
    const lines = historianFile(readings).split('\r\n');
    // Line 4 of the file: its electricity is no number.
    lines[3] = lines[3]!.replace(/^([^;]*;[^;]*;[^;]*;[^;]*;)[^;]*/, '$1n/a');
    const res = await upload(user, lines.join('\r\n'), `?profile=${profile}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: string;
      message: string;
      problems: { line: number | null; message: string }[];
      problemCount: number;
    };
    expect(body.error).toBe('csv_invalid');
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0]!.line).toBe(4);
    expect(body.problems[0]!.message).toMatch(/^Row 4: Strom \[kWh\] must be a number, got n\/a/);
    expect(body.message).toBe(`CSV validation failed: ${body.problems[0]!.message}`);
    expect(body.problemCount).toBe(1);
    expect(await storedFiles(t, user)).toBe(0);
  });

  it("answers 404 for a profile that is not the user's, and stores nothing", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const profile = await saveProfile(owner);
    const file = historianFile(historianReadings().slice(0, 8));
    for (const id of [profile, 'no-such-profile']) {
      const res = await upload(stranger, file, `?profile=${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'not_found',
        message: 'Import profile not found',
      });
    }
    expect(await storedFiles(t, stranger)).toBe(0);
    expect(await storedFiles(t, owner)).toBe(0);
  });

  it("refuses the historian's file without a profile, naming its headers and the spec's it lacks", async () => {
    const user = await t.signUp();
    const before = await storedFiles(t, user);
    const res = await upload(user, historianFile(historianReadings().slice(0, 8)));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      error: 'csv_invalid',
      found_headers: HEADER.split(';'),
      needed_headers: [
        'date',
        'plant_id',
        'plant_name',
        'fuel_type',
        'electricity_output_MWh',
        'heat_output_MWh',
        'fuel_consumption_MWh',
        'CO2_emissions_tonnes',
        'CH4_emissions_kg',
        'N2O_emissions_kg',
        'efficiency_percent',
      ],
      hint: expect.stringContaining('POST /api/import-profiles'),
    });
    expect(body.message).toBe(
      'CSV validation failed: Missing required headers: date, plant_id, plant_name, fuel_type, electricity_output_MWh, heat_output_MWh, fuel_consumption_MWh, CO2_emissions_tonnes, CH4_emissions_kg, N2O_emissions_kg, efficiency_percent',
    );
    expect(await storedFiles(t, user)).toBe(before);
  });
});
