// Issue 38: a source stream metered by volume. A gas plant's file reports its fuel in Nm3 (or an
// export in thousand Nm3 through an import profile); the stream on Nm3 takes it day by day at its
// NCV per Nm3, and the plant's calculation, the ETS year and the annual report state it in Nm3.
import { expect, it } from 'vitest';
import { CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi, type TestUser } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');

/** Plant 1 burns 1,000 Nm3 of gas an hour on 1 and 2 January 2025; its file measures 12 t CO2 an hour. */
function gasCsv(): string {
  const rows = [];
  for (const d of ['2025-01-01', '2025-01-02']) {
    for (let h = 0; h < 24; h++) {
      rows.push(`${d}T${pad(h)}:00:00Z,1,Gas Plant,natural_gas,100,0,250,12,1,1,40,1000`);
    }
  }
  return [`${CSV_HEADER},fuel_consumption_Nm3`, ...rows].join('\n');
}

const GAS_STREAM = {
  name: 'Natural gas to boiler 1',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'Nm3',
  ncv_gj_per_unit: 0.0346,
  emission_factor_t_per_tj: 56.1,
  oxidation_factor: 1,
  tier_activity_data: '4',
  tier_ncv: '2a',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
};

// A day: 24 h x 1,000 Nm3 = 24,000 Nm3 x 0.0346 GJ/Nm3 = 0.8304 TJ x 56.1 t/TJ x 1 = 46.58544 t.
const DAY_CO2 = 46.58544;

interface Calculation {
  streams: {
    activity_data: string;
    amount: number | null;
    factors: { ncv: { value: number; unit: string } | null };
    applied: { parameter: string; value: number; unit: string; days: number | null }[];
    emissions: { energy_tj: number; co2_t: number } | null;
  }[];
  calculated: { co2_t: number };
}

describeApi('a source stream metered in Nm3', (t) => {
  async function calculation(user: TestUser): Promise<Calculation> {
    const res = await t.request('/api/plants/1/calculation?year=2025', { cookie: user.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Calculation;
  }

  async function gasPlant() {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, gasCsv(), 'gas.csv')).status).toBe(201);
    const res = await sendJson(t, user, 'POST', '/api/plants/1/source-streams', GAS_STREAM);
    expect(res.status).toBe(201);
    return { user, stream: (await res.json()) as { id: string } };
  }

  it('takes the file’s Nm3 day by day at its NCV per Nm3', async () => {
    const { user } = await gasPlant();
    const calc = await calculation(user);
    const [stream] = calc.streams;
    expect(stream!.activity_data).toBe('Nm3');
    expect(stream!.amount).toBe(48_000);
    expect(stream!.factors.ncv).toMatchObject({ value: 0.0346, unit: 'GJ/Nm3' });
    expect(stream!.emissions!.energy_tj).toBeCloseTo(1.6608, 9);
    expect(calc.calculated.co2_t).toBeCloseTo(2 * DAY_CO2, 9);
  });

  it('applies an NCV entered for a day to that day only', async () => {
    const { user, stream } = await gasPlant();
    const entered = await sendJson(
      t,
      user,
      'POST',
      `/api/plants/1/source-streams/${stream.id}/factors`,
      {
        parameter: 'ncv',
        value: 0.035,
        valid_from: '2025-01-02',
        valid_to: '2025-01-02',
        source: 'Gas chromatograph, 2 January',
      },
    );
    expect(entered.status).toBe(201);
    const calc = await calculation(user);
    // 2 January: 24,000 Nm3 x 0.035 GJ/Nm3 = 0.84 TJ x 56.1 = 47.124 t.
    expect(calc.calculated.co2_t).toBeCloseTo(DAY_CO2 + 47.124, 9);
    const ncv = calc.streams[0]!.applied.filter((a) => a.parameter === 'ncv');
    expect(ncv.map((a) => [a.value, a.unit, a.days])).toEqual([
      [0.0346, 'GJ/Nm3', 1],
      [0.035, 'GJ/Nm3', 1],
    ]);
  });

  it('counts the calculation in the ETS year and states it in Nm3 in the annual report', async () => {
    const { user } = await gasPlant();
    await declareInEts(t, user, 1);
    type Plant = {
      plant_id: number;
      co2_t: number;
      co2_basis?: string;
      streams_without_data?: string[];
    };
    const ets = await t.request('/api/ets/2025', { cookie: user.cookie });
    expect(ets.status).toBe(200);
    const plant = ((await ets.json()) as { plants: Plant[] }).plants.find((p) => p.plant_id === 1)!;
    // The file's measured 48 h x 12 t = 576 t is not what is counted.
    expect(plant.co2_basis).toBe('calculated');
    expect(plant.co2_t).toBeCloseTo(2 * DAY_CO2, 9);
    expect(plant.streams_without_data ?? []).toEqual([]);

    const report = await t.request('/api/ets/2025/report.json', { cookie: user.cookie });
    expect(report.status).toBe(200);
    const json = (await report.json()) as {
      source_streams: {
        plants: {
          plant_id: number;
          streams: {
            activity_data: { source: string; amount: number; unit: string };
            ncv: { value: number; unit: string } | null;
            co2_t: number;
          }[];
        }[];
      };
    };
    const [stream] = json.source_streams.plants.find((p) => p.plant_id === 1)!.streams;
    expect(stream!.activity_data).toEqual({ source: 'Nm3', amount: 48_000, unit: 'Nm3' });
    expect(stream!.ncv).toMatchObject({ value: 0.0346, unit: 'GJ/Nm3' });
    expect(stream!.co2_t).toBeCloseTo(2 * DAY_CO2, 9);
  });

  it('names a stream on m3 that no file reports, and does not read the Nm3 for it', async () => {
    const { user } = await gasPlant();
    const res = await sendJson(t, user, 'POST', '/api/plants/1/source-streams', {
      ...GAS_STREAM,
      name: 'Gas at metered conditions',
      activity_data: 'm3',
      ncv_gj_per_unit: 0.0371,
    });
    expect(res.status).toBe(201);
    const calc = await calculation(user);
    expect(calc.streams.map((s) => [s.activity_data, s.amount])).toEqual([
      ['Nm3', 48_000],
      ['m3', null],
    ]);
    const ets = await t.request('/api/ets/2025', { cookie: user.cookie });
    const { plants } = (await ets.json()) as {
      plants: { plant_id: number; streams_without_data?: string[] }[];
    };
    expect(plants.find((p) => p.plant_id === 1)!.streams_without_data).toEqual([
      'Gas at metered conditions',
    ]);
  });

  it("maps an export's gas in thousand Nm3 through an import profile, as Nm3", async () => {
    const user = await t.signUp();
    const columns = Object.fromEntries(CSV_HEADER.split(',').map((c) => [c, c]));
    // Two hours of 1.2 thousand Nm3: 2,400 Nm3.
    const csv = [
      `${CSV_HEADER},Erdgas (1000 Nm3)`,
      '2025-01-01T10:00:00Z,1,Gas Plant,natural_gas,100,0,250,12,1,1,40,1.2',
      '2025-01-01T11:00:00Z,1,Gas Plant,natural_gas,100,0,250,12,1,1,40,1.2',
    ].join('\n');
    await uploadThroughProfile(
      t,
      user,
      {
        name: 'Gas export',
        columns: { ...columns, fuel_consumption_Nm3: 'Erdgas (1000 Nm3)' },
        units: { fuel_consumption_Nm3: 'thousand_Nm3' },
      },
      csv,
      'export.csv',
    );
    expect(
      (await sendJson(t, user, 'POST', '/api/plants/1/source-streams', GAS_STREAM)).status,
    ).toBe(201);
    expect((await calculation(user)).streams[0]!.amount).toBeCloseTo(2_400, 9);

    const refused = await sendJson(t, user, 'POST', '/api/import-profiles', {
      name: 'Gas export at metered conditions read as Nm3',
      columns: { ...columns, fuel_consumption_Nm3: 'Erdgas (m3)' },
      units: { fuel_consumption_Nm3: 'm3' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      'units.fuel_consumption_Nm3 must be one of Nm3, thousand_Nm3',
    );
  });
});
