// Issue 36: odd hours of real plant data are kept as the file gives them and flagged on the
// data-quality screen, never refused: a start-up hour whose efficiency, derived from a partial
// hour's load against its fuel, passes 100 %, and an operated hour of CO2 without fuel or load.
// The flags are stored with the file: GET /api/quality gives them per plant and unit.
import { expect, it } from 'vitest';
import { EPA_HOURLY_PROFILE, epaHourlyFile, type EpaHour } from '@domain/testing/epa-hourly';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const TONNES_PER_SHORT_TON = 0.90718474;
const MWH_PER_MMBTU = 1055.05585262 / 3600;
const DATE = '07-04-1995';

/** Facility 116's units 1 and 2, 118's unit 1, one day; unit 116/2 starts at 06 for a quarter. */
function hours(): EpaHour[] {
  const out: EpaHour[] = [];
  for (let hour = 0; hour < 24; hour++) {
    for (const [facility, unit] of [
      [116, '1'],
      [116, '2'],
      [118, '1'],
    ] as const) {
      const off = facility === 116 && unit === '2' && hour < 6;
      const startUp = facility === 116 && unit === '2' && hour === 6;
      const co2Only = facility === 118 && (hour === 3 || hour === 4);
      out.push({
        facility,
        unit,
        date: DATE,
        hour,
        opTime: off ? 0 : startUp ? 0.25 : 1,
        // A quarter of an hour at 300 MW is 75 MWh against 100 mmBtu (29.3 MWh) of fuel.
        loadMw: off || co2Only ? null : startUp ? 300 : 60 + hour,
        heatMmbtu: off || co2Only ? null : startUp ? 100 : 700 + hour * 2,
        co2ShortTons: off ? null : 40 + (hour % 5),
      });
    }
  }
  return out;
}

interface FlagKind {
  total: number;
  first: { hour: string; unit_id: string; efficiency: number | null }[];
}
interface PlantFlags {
  plant_id: number;
  flagged_hours: { co2_without_fuel_or_load: FlagKind; efficiency_above_100: FlagKind };
  units: {
    unit_id: string;
    hours_co2_without_fuel_or_load: number;
    hours_efficiency_above_100: number;
  }[];
}

async function quality(t: ApiContext, user: TestUser): Promise<PlantFlags[]> {
  const res = await t.request('/api/quality', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { plants: PlantFlags[] }).plants;
}

async function upload(t: ApiContext, user: TestUser, text: string, profile?: string) {
  const form = new FormData();
  form.append('file', new File([text], 'plant.csv', { type: 'text/csv' }));
  const query = profile === undefined ? '' : `?profile=${profile}`;
  const res = await t.request(`/api/files${query}`, {
    method: 'POST',
    cookie: user.cookie,
    body: form,
  });
  expect(res.status).toBe(201);
  return res.json() as Promise<{ blankHours: Record<string, number> }>;
}

describeApi('flagged hours on the data-quality screen', (t) => {
  it("flags a start-up hour's efficiency above 100 % and CO2 without fuel or load, keeping both", async () => {
    const user = await t.signUp();
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EPA_HOURLY_PROFILE),
    });
    const { id } = (await saved.json()) as { id: string };
    const rows = hours();
    const answer = await upload(t, user, epaHourlyFile(rows), id);
    expect(answer.blankHours).toMatchObject({ efficiencyOutOfRange: 1, incomplete: 2 });

    const plants = await quality(t, user);
    const [p116, p118] = [116, 118].map((f) => plants.find((p) => p.plant_id === f)!);
    const efficiency = (75 / (100 * MWH_PER_MMBTU)) * 100;
    expect(p116!.flagged_hours.efficiency_above_100.total).toBe(1);
    const [startUp] = p116!.flagged_hours.efficiency_above_100.first;
    expect(startUp).toMatchObject({ hour: '1995-07-04T13:00:00.000Z', unit_id: '2' });
    expect(startUp!.efficiency).toBeCloseTo(efficiency, 9);
    expect(p116!.flagged_hours.co2_without_fuel_or_load.total).toBe(0);
    expect(p116!.units.map((u) => [u.unit_id, u.hours_efficiency_above_100])).toEqual([
      ['1', 0],
      ['2', 1],
    ]);
    expect(p118!.flagged_hours.co2_without_fuel_or_load).toEqual({
      total: 2,
      first: [
        { hour: '1995-07-04T10:00:00.000Z', unit_id: '1', efficiency: null },
        { hour: '1995-07-04T11:00:00.000Z', unit_id: '1', efficiency: null },
      ],
    });
    expect(p118!.units[0]).toMatchObject({ hours_co2_without_fuel_or_load: 2 });

    // The totals stay the file's sums: the start-up hour's whole energy, the CO2-only hours' CO2.
    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    const figures = (await analysis.json()) as {
      plants: { plant_id: number; total_electricity: number; total_emissions: number }[];
    };
    for (const facility of [116, 118]) {
      const own = rows.filter((r) => r.facility === facility && r.opTime !== 0);
      const electricity = own.reduce((s, r) => s + (r.loadMw ?? 0) * r.opTime!, 0);
      const co2 = own.reduce((s, r) => s + r.co2ShortTons! * TONNES_PER_SHORT_TON, 0);
      const plant = figures.plants.find((p) => p.plant_id === facility)!;
      expect([plant.total_electricity, plant.total_emissions]).toEqual([
        Math.round(electricity),
        Math.round(co2),
      ]);
    }
  });

  it('keeps and flags a row of CO2 without fuel or load in a spec CSV', async () => {
    const user = await t.signUp();
    const header =
      'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent';
    const lines = Array.from({ length: 24 }, (_, h) => {
      const at = `2025-03-01T${String(h).padStart(2, '0')}:00:00Z`;
      return h === 5 ? `${at},7,Kiln,Gas,0,0,0,12,0,0,0` : `${at},7,Kiln,Gas,50,0,120,30,0,0,41.7`;
    });
    await upload(t, user, [header, ...lines].join('\n'));
    const [plant] = await quality(t, user);
    expect(plant!.flagged_hours.co2_without_fuel_or_load).toEqual({
      total: 1,
      first: [{ hour: '2025-03-01T05:00:00.000Z', unit_id: '', efficiency: null }],
    });
    expect(plant!.flagged_hours.efficiency_above_100.total).toBe(0);
    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    const { plants } = (await analysis.json()) as { plants: { total_emissions: number }[] };
    expect(plants[0]!.total_emissions).toBe(23 * 30 + 12);
  });
});
