// Issue 38 "The ETS year uses the method the register declares per source stream": a plant whose
// register declares a calculation stream is counted by it, not by its upload's CO2 column; a plant
// without streams or CO2 is calculated from its fuel type. The ETS year, its annual emissions
// report (JSON and the workbook read back) and the ESRS E1-6 datapoints state the same figures,
// and a locked year keeps them through a stream change.
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

// Plant 1 burns 1,000 MWh of coal and its CO2 column says 400 t; plant 2 burns 500 MWh of natural
// gas and its CO2 column holds 0 t every hour. Neither reports CH4 or N2O (0 kg).
const CSV = [
  CSV_HEADER,
  '2025-03-01T10:00:00Z,1,Coal Plant,Coal,300,0,600,240,0,0,40',
  '2025-03-02T10:00:00Z,1,Coal Plant,Coal,200,0,400,160,0,0,40',
  '2025-03-01T10:00:00Z,2,Gas Plant,Natural Gas,200,0,500,0,0,0,40',
].join('\n');

// Coal co-fired with 20 % biomass: 1,000 MWh x 3.6 GJ/MWh x 94.6 kg/GJ = 340.56 t, of which
// 272.448 t fossil, 68.112 t a biomass memo. Gas from its fuel type: 500 x 3.6 x 56.1 / 1000 = 100.98 t.
const COAL_FOSSIL = 272.448;
const COAL_MEMO = 68.112;
const GAS = 100.98;

const COFIRED_STREAM = {
  name: 'Coal co-fired with wood',
  fuel: 'other_bituminous_coal',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  biomass_fraction: 0.2,
  tier_activity_data: '4',
  tier_ncv: '2a',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
};

interface EtsPlant {
  plant_id: number;
  co2_t: number;
  co2_basis: string;
  co2_measured_t: number;
  co2_calculated_t: number;
  co2_biomass_memo_t: number;
  calculation_streams: number;
}

interface EtsJson {
  reported_co2_t: number;
  substitute_t: number | null;
  plants: EtsPlant[];
}

async function getJson<T>(t: ApiContext, user: TestUser, path: string): Promise<T> {
  const res = await t.request(path, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The value beside a label on a sheet of the workbook, read back from its bytes. */
async function workbookValue(bytes: ArrayBuffer, sheet: string, label: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  let value: unknown;
  wb.getWorksheet(sheet)?.eachRow((row) => {
    if (row.getCell(1).value === label) value = row.getCell(2).value;
  });
  return value;
}

describeApi('the ETS year counts CO2 by the method the register declares', (t) => {
  async function withData() {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, CSV, 'plants.csv')).status).toBe(201);
    await declareInEts(t, user, 1);
    await declareInEts(t, user, 2);
    return user;
  }

  it('counts a calculation stream, not the CO2 column, and states the basis everywhere', async () => {
    const user = await withData();
    const etag = async () =>
      (await t.request('/api/analysis?year=2025', { cookie: user.cookie })).headers.get('etag');
    const before = await getJson<EtsJson>(t, user, '/api/ets/2025');
    // No stream: plant 1's 400 t measured; plant 2 holds no CO2, its fuel type's 100.98 t.
    expect(before.plants.map((p) => [p.plant_id, p.co2_basis])).toEqual([
      [1, 'measured'],
      [2, 'fuel_type'],
    ]);
    expect(before.reported_co2_t).toBeCloseTo(400 + GAS, 9);
    const etagBefore = await etag();

    const res = await sendJson(t, user, 'POST', '/api/plants/1/source-streams', COFIRED_STREAM);
    expect(res.status).toBe(201);
    // The stream moves the analysis built on the ETS year: its ETag changes.
    expect(await etag()).not.toBe(etagBefore);

    const ets = await getJson<EtsJson>(t, user, '/api/ets/2025');
    const [coal, gas] = ets.plants;
    expect(coal).toMatchObject({
      plant_id: 1,
      co2_basis: 'calculated',
      co2_measured_t: 0,
      calculation_streams: 1,
    });
    expect(coal!.co2_t).toBeCloseTo(COAL_FOSSIL, 9);
    expect(coal!.co2_calculated_t).toBeCloseTo(COAL_FOSSIL, 9);
    expect(coal!.co2_biomass_memo_t).toBeCloseTo(COAL_MEMO, 9);
    expect(gas).toMatchObject({ plant_id: 2, co2_basis: 'fuel_type', calculation_streams: 1 });
    expect(gas!.co2_t).toBeCloseTo(GAS, 9);
    expect(ets.reported_co2_t).toBeCloseTo(COAL_FOSSIL + GAS, 9);

    // The analysis's ETS year is the same.
    const analysis = await getJson<{ ets: EtsJson }>(t, user, '/api/analysis?year=2025');
    expect(analysis.ets.reported_co2_t).toBe(ets.reported_co2_t);
    expect(analysis.ets.plants.map((p) => p.co2_basis)).toEqual(['calculated', 'fuel_type']);

    // The annual emissions report, as JSON and as the workbook, states the same total.
    const report = await getJson<{
      emissions: { reported_co2_t: number };
      measurement: { plants: unknown[]; sources: unknown[] };
    }>(t, user, '/api/ets/2025/report.json');
    expect(report.emissions.reported_co2_t).toBe(ets.reported_co2_t);
    // Neither plant's counted CO2 is measured: the measurement section lists none.
    expect(report.measurement.plants).toEqual([]);
    expect(report.measurement.sources).toEqual([]);
    const xlsx = await t.request('/api/ets/2025/report.xlsx', { cookie: user.cookie });
    expect(xlsx.status).toBe(200);
    const bytes = await xlsx.arrayBuffer();
    expect(await workbookValue(bytes, 'Emissions', 'Reported CO2 (t)')).toBe(ets.reported_co2_t);

    // ESRS E1-6: Scope 1 CO2 is the counted CO2; both plants are under the ETS, all of Scope 1.
    const e16 = await getJson<{
      scope_1: { co2_t: number; total_t_co2e: number };
      regulated_ets: { t_co2e: number; share_pct: number };
    }>(t, user, '/api/esrs/e1-6?year=2025');
    expect(e16.scope_1.co2_t).toBeCloseTo(ets.reported_co2_t, 9);
    expect(e16.regulated_ets.t_co2e).toBeCloseTo(ets.reported_co2_t, 9);
    expect(e16.regulated_ets.share_pct).toBeCloseTo(100, 9);
  });

  it('corroborates a measured plant and flags the difference beyond the share set', async () => {
    const user = await withData();
    const measured = { ...COFIRED_STREAM, method: 'measurement', biomass_fraction: 0 };
    await sendJson(t, user, 'POST', '/api/plants/1/source-streams', measured);
    type Corroborated = EtsPlant & {
      corroboration: { calculated_co2_t: number; difference_t: number; flagged: boolean };
    };
    const coal = async () =>
      (await getJson<{ plants: Corroborated[] }>(t, user, '/api/ets/2025')).plants[0]!;
    // 400 t measured counted; its calculation 340.56 t: 59.44 t, 14.86 % of the measured.
    const flagged = await coal();
    expect(flagged).toMatchObject({ co2_basis: 'measured', co2_t: 400 });
    expect(flagged.corroboration.calculated_co2_t).toBeCloseTo(340.56, 9);
    expect(flagged.corroboration.difference_t).toBeCloseTo(59.44, 9);
    expect(flagged.corroboration.flagged).toBe(true);
    const saved = await sendJson(t, user, 'PUT', '/api/settings', { corroboration_flag_pct: 15 });
    expect(saved.status).toBe(200);
    expect((await coal()).corroboration.flagged).toBe(false);
    const refused = await sendJson(t, user, 'PUT', '/api/settings', {
      corroboration_flag_pct: 101,
    });
    expect(refused.status).toBe(400);
  });

  it("keeps a locked year's counted CO2 in the ETS year, its report and E1-6 through a stream change", async () => {
    const user = await withData();
    await sendJson(t, user, 'POST', '/api/plants/1/source-streams', COFIRED_STREAM);
    expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
    const figures = async () => ({
      ets: (await getJson<EtsJson>(t, user, '/api/ets/2025')).reported_co2_t,
      report: (
        await getJson<{ emissions: { reported_co2_t: number } }>(
          t,
          user,
          '/api/ets/2025/report.json',
        )
      ).emissions.reported_co2_t,
      e16: (
        await getJson<{ regulated_ets: { t_co2e: number } }>(t, user, '/api/esrs/e1-6?year=2025')
      ).regulated_ets.t_co2e,
    });
    const kept = await figures();
    expect(kept.ets).toBeCloseTo(COAL_FOSSIL + GAS, 9);
    expect(kept.report).toBe(kept.ets);
    expect(kept.e16).toBeCloseTo(kept.ets, 9);
    const streams = await getJson<{ streams: { id: string }[] }>(
      t,
      user,
      '/api/plants/1/source-streams',
    );
    const removed = await sendJson(
      t,
      user,
      'DELETE',
      `/api/plants/1/source-streams/${streams.streams[0]!.id}`,
    );
    expect(removed.status).toBe(204);
    expect(await figures()).toEqual(kept);
  });

  it('takes plant 1 out of the ETS: the E1-6 share is the counted CO2 of plant 2 alone', async () => {
    const user = await withData();
    await sendJson(t, user, 'POST', '/api/plants/1/source-streams', COFIRED_STREAM);
    const out = await sendJson(t, user, 'PUT', '/api/plants/1', { in_ets: false });
    expect(out.status).toBe(200);
    const ets = await getJson<EtsJson>(t, user, '/api/ets/2025');
    expect(ets.reported_co2_t).toBeCloseTo(GAS, 9);
    const e16 = await getJson<{
      scope_1: { co2_t: number };
      regulated_ets: { t_co2e: number; share_pct: number };
    }>(t, user, '/api/esrs/e1-6?year=2025');
    expect(e16.scope_1.co2_t).toBeCloseTo(COAL_FOSSIL + GAS, 9);
    expect(e16.regulated_ets.t_co2e).toBeCloseTo(ets.reported_co2_t, 9);
    // 100.98 / 373.428 = 27.04 %.
    expect(e16.regulated_ets.share_pct).toBeCloseTo((GAS / (COAL_FOSSIL + GAS)) * 100, 9);
  });
});
