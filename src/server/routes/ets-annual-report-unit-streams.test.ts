// Issue 38 "The annual emissions report", source streams of a plant of two units: each stream is
// listed under its plant and its unit, with the activity data and CO2 of that unit's days alone,
// as GET /api/plants/:plant_id/calculation answers them, in the JSON and in the workbook alike; the
// streams are listed by unit whatever the order they were declared in.
import { expect, it } from 'vitest';
import { UNIT_ID_HEADER } from '@domain/constants';
import { CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { readWorkbook, tableOf } from '../testing/report-workbook';
import { declareInEts, describeApi } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = [1, 2].flatMap((day) =>
  Array.from({ length: 24 }, (_, h) => `2025-03-${pad(day)} ${pad(h)}:00:00`),
);

// Plant 3's two turbines over 1-2 March 2025 (48 hours each): GT1 burns 200 MWh of gas an hour,
// GT2 100 MWh; each makes 40 % of it electricity.
const CSV = [
  `${CSV_HEADER},${UNIT_ID_HEADER}`,
  ...HOURS.flatMap((at) => [
    `${at},3,Twin Turbines,natural_gas,80,0,200,11,1,1,40,GT1`,
    `${at},3,Twin Turbines,natural_gas,40,0,100,5,1,1,40,GT2`,
  ]),
].join('\n');

const stream = (unit_id: string, name: string, emission_factor_t_per_tj: number | null) => ({
  unit_id,
  name,
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  emission_factor_t_per_tj,
  tier_activity_data: '3',
  tier_ncv: 'no_tier',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
});

interface CalculatedStream {
  name: string;
  unit_id: string | null;
  amount: number;
  emissions: { energy_tj: number; co2_t: number };
}

interface ReportJson {
  source_streams: {
    plants: {
      plant_id: number;
      streams: {
        name: string;
        unit_id: string | null;
        activity_data: { amount: number };
        co2_t: number;
      }[];
      calculated_co2_t: number;
    }[];
  };
}

describeApi('the annual report of a plant of two units with a stream each', (t) => {
  it("lists each unit's stream under the plant and the unit, from that unit's data", async () => {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, CSV, 'turbines.csv')).status).toBe(201);
    await declareInEts(t, user, 3);
    for (const body of [stream('GT2', 'Gas to GT2', 55), stream('GT1', 'Gas to GT1', null)]) {
      expect((await sendJson(t, user, 'POST', '/api/plants/3/source-streams', body)).status).toBe(
        201,
      );
    }
    const calc = (await (
      await t.request('/api/plants/3/calculation?year=2025', { cookie: user.cookie })
    ).json()) as { streams: CalculatedStream[]; calculated: { co2_t: number } };

    // GT1: 48 h x 200 MWh = 9,600 MWh x 3.6 GJ/MWh = 34.56 TJ x 56.1 t/TJ (default) = 1,938.816 t.
    // GT2: 48 h x 100 MWh = 4,800 MWh = 17.28 TJ x 55 t/TJ (declared) = 950.4 t.
    const expected = [
      { unit: 'GT1', name: 'Gas to GT1', mwh: 9_600, tj: 34.56, co2: 1_938.816 },
      { unit: 'GT2', name: 'Gas to GT2', mwh: 4_800, tj: 17.28, co2: 950.4 },
    ];
    // The calculation lists them as declared; the report by unit.
    expect(calc.streams.map((s) => [s.unit_id, s.amount])).toEqual([
      ['GT2', 4_800],
      ['GT1', 9_600],
    ]);
    const calculated = (name: string) => calc.streams.find((s) => s.name === name)!;

    const json = (await (
      await t.request('/api/ets/2025/report.json', { cookie: user.cookie })
    ).json()) as ReportJson;
    const [plant] = json.source_streams.plants;
    expect(plant!.plant_id).toBe(3);
    expect(plant!.calculated_co2_t).toBeCloseTo(1_938.816 + 950.4, 6);
    expect(plant!.calculated_co2_t).toBe(calc.calculated.co2_t);
    expected.forEach((e, i) => {
      const s = plant!.streams[i]!;
      const c = calculated(e.name);
      expect([s.unit_id, s.name]).toEqual([e.unit, e.name]);
      expect(s.activity_data.amount).toBe(e.mwh);
      expect(s.activity_data.amount).toBe(c.amount);
      expect(s.co2_t).toBeCloseTo(e.co2, 6);
      expect(s.co2_t).toBe(c.emissions.co2_t);
    });

    const res = await t.request('/api/ets/2025/report.xlsx', { cookie: user.cookie });
    const rows = tableOf(
      await readWorkbook(await res.arrayBuffer()),
      'Source streams',
      'Plant id',
      'Plant',
    );
    expect(rows).toHaveLength(2);
    expected.forEach((e, i) => {
      const row = rows[i]!;
      const c = calculated(e.name);
      expect(row).toMatchObject({
        'Plant id': 3,
        Plant: 'Twin Turbines',
        Unit: e.unit,
        'Source stream': e.name,
        Amount: e.mwh,
        'Amount unit': 'MWh',
      });
      expect(row['Energy (TJ)']).toBeCloseTo(e.tj, 9);
      expect(row['Fossil CO2 (t)']).toBeCloseTo(e.co2, 6);
      expect(row['Energy (TJ)']).toBe(c.emissions.energy_tj);
      expect(row['Fossil CO2 (t)']).toBe(c.emissions.co2_t);
    });
  });
});
