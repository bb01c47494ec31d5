// Issue 38: fuel in tonnes from an uploaded file, and the factors an organisation enters for a
// source stream over a period (a laboratory NCV per month): each day of the year takes the entry
// valid that day, else the declared value, else the library default.
import { expect, it } from 'vitest';
import { dateToDay, dayToDate } from '@domain/readings/day-number';
import { auditLog, CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { readWorkbook, tableOf } from '../testing/report-workbook';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

/** Plant 1 burns 100 t of coal a day from 1 January to 1 April 2025: 91 days, 9,100 t. */
function coalCsv(): string {
  const rows = [];
  for (let d = dateToDay('2025-01-01'); d <= dateToDay('2025-04-01'); d++) {
    rows.push(`${dayToDate(d)}T10:00:00Z,1,Coal Plant,Coal,700,0,2000,250,1,1,35,100`);
  }
  return [`${CSV_HEADER},fuel_consumption_t`, ...rows].join('\n');
}

const COAL_STREAM = {
  name: 'Hard coal to boiler 1',
  fuel: 'other_bituminous_coal',
  method: 'calculation',
  activity_data: 't',
  tier_activity_data: '3',
  tier_ncv: '3',
  tier_emission_factor: '1',
  tier_oxidation_factor: '1',
};

const labNcv = (value: number, from: string, to: string) => ({
  parameter: 'ncv',
  value,
  valid_from: from,
  valid_to: to,
  source: `Laboratory analysis, ${from.slice(0, 7)}`,
});

interface Applied {
  parameter: 'ncv' | 'emission_factor' | 'oxidation_factor' | 'biomass_fraction';
  value: number;
  basis: string;
  days: number | null;
  entry: { valid_from: string; valid_to: string; source: string } | null;
}

interface Calculation {
  streams: { name: string; amount: number | null; applied: Applied[] }[];
  calculated: { co2_t: number };
  days: { date: string; co2_t: number }[] | null;
}

describeApi('factors an organisation enters for a source stream', (t) => {
  const factorsPath = (streamId: string) => `/api/plants/1/source-streams/${streamId}/factors`;

  async function coalPlant() {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, coalCsv(), 'coal.csv')).status).toBe(201);
    const res = await sendJson(t, user, 'POST', '/api/plants/1/source-streams', COAL_STREAM);
    expect(res.status).toBe(201);
    return { user, stream: (await res.json()) as { id: string } };
  }

  async function calculation(user: TestUser): Promise<Calculation> {
    const res = await t.request('/api/plants/1/calculation?year=2025', { cookie: user.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Calculation;
  }

  const enter = (c: ApiContext, user: TestUser, streamId: string, body: object) =>
    sendJson(c, user, 'POST', factorsPath(streamId), body);

  /** The laboratory's NCV of January (24.1 GJ/t), February (25.3) and March (23.8): the first `months`. */
  async function enterMonthlyNcvs(user: TestUser, streamId: string, months: 2 | 3) {
    const monthly = [
      labNcv(24.1, '2025-01-01', '2025-01-31'),
      labNcv(25.3, '2025-02-01', '2025-02-28'),
      labNcv(23.8, '2025-03-01', '2025-03-31'),
    ];
    for (const entry of monthly.slice(0, months)) {
      expect((await enter(t, user, streamId, entry)).status).toBe(201);
    }
  }

  it("takes a stream's tonnes from the file, at the library's NCV without entries", async () => {
    const { user } = await coalPlant();
    const calc = await calculation(user);
    expect(calc.streams[0]!.amount).toBe(9_100);
    // 9,100 t x 25.8 GJ/t = 234.78 TJ x 94.6 t/TJ = 22,210.188 t.
    expect(calc.calculated.co2_t).toBeCloseTo(22_210.188, 6);
  });

  it("maps an export's fuel mass in kg through an import profile, as tonnes", async () => {
    const user = await t.signUp();
    const columns = Object.fromEntries(CSV_HEADER.split(',').map((c) => [c, c]));
    // Two hours of 100,000 kg: 200 t.
    const csv = [
      `${CSV_HEADER},Kohle (kg)`,
      '2025-01-01T10:00:00Z,1,Coal Plant,Coal,700,0,2000,250,1,1,35,100000',
      '2025-01-01T11:00:00Z,1,Coal Plant,Coal,700,0,2000,250,1,1,35,100000',
    ].join('\n');
    await uploadThroughProfile(
      t,
      user,
      {
        name: 'Coal export',
        columns: { ...columns, fuel_consumption_t: 'Kohle (kg)' },
        units: { fuel_consumption_t: 'kg' },
      },
      csv,
      'export.csv',
    );
    expect(
      (await sendJson(t, user, 'POST', '/api/plants/1/source-streams', COAL_STREAM)).status,
    ).toBe(201);
    expect((await calculation(user)).streams[0]!.amount).toBeCloseTo(200, 9);
  });

  it('a laboratory NCV per month: the year is the sum of the monthly products', async () => {
    const { user, stream } = await coalPlant();
    await enterMonthlyNcvs(user, stream.id, 3);
    const calc = await calculation(user);
    // Jan 31 d x 100 t x 24.1 GJ/t = 74.71 TJ x 94.6 = 7,067.566 t; Feb 28 d x 25.3 = 70.84 TJ,
    // 6,701.464 t; Mar 31 d x 23.8 = 73.78 TJ, 6,979.588 t; 1 April outside every entry takes
    // the library's 25.8 GJ/t: 2.58 TJ, 244.068 t. 20,992.686 t in all.
    expect(calc.calculated.co2_t).toBeCloseTo(7_067.566 + 6_701.464 + 6_979.588 + 244.068, 6);
    // Day by day: 100 t x 24.1 GJ/t x 94.6 t/TJ on a January day, x 25.3 on a February day.
    expect(calc.days).toHaveLength(91);
    expect(calc.days!.find((d) => d.date === '2025-01-15')!.co2_t).toBeCloseTo(227.986, 9);
    expect(calc.days!.find((d) => d.date === '2025-02-15')!.co2_t).toBeCloseTo(239.338, 9);
    const ncv = calc.streams[0]!.applied.filter((a) => a.parameter === 'ncv');
    expect(ncv.map((a) => [a.basis, a.value, a.days])).toEqual([
      ['default', 25.8, 1],
      ['entered', 24.1, 31],
      ['entered', 25.3, 28],
      ['entered', 23.8, 31],
    ]);
    expect(ncv[2]!.entry).toEqual({
      id: expect.any(String),
      valid_from: '2025-02-01',
      valid_to: '2025-02-28',
      source: 'Laboratory analysis, 2025-02',
    });

    const listed = await t.request(factorsPath(stream.id), { cookie: user.cookie });
    const { factors } = (await listed.json()) as { factors: { id: string; value: number }[] };
    expect(factors.map((f) => f.value)).toEqual([24.1, 25.3, 23.8]);

    const library = await t.request('/api/emission-factors', { cookie: user.cookie });
    const { organisation } = (await library.json()) as { organisation: object[] };
    expect(organisation[0]).toEqual({
      id: factors[0]!.id,
      plant_id: 1,
      stream_id: stream.id,
      stream_name: 'Hard coal to boiler 1',
      parameter: 'ncv',
      value: 24.1,
      unit: 'GJ/t',
      valid_from: '2025-01-01',
      valid_to: '2025-01-31',
      source: 'Laboratory analysis, 2025-01',
    });

    // Without February's entry its 28 days take the library's NCV again: 70.84 TJ becomes 72.24.
    const removed = await sendJson(
      t,
      user,
      'DELETE',
      `${factorsPath(stream.id)}/${factors[1]!.id}`,
    );
    expect(removed.status).toBe(204);
    expect((await calculation(user)).calculated.co2_t).toBeCloseTo(
      7_067.566 + 28 * 2.58 * 94.6 + 6_979.588 + 244.068,
      6,
    );
    const again = await sendJson(t, user, 'DELETE', `${factorsPath(stream.id)}/${factors[1]!.id}`);
    expect(again.status).toBe(404);

    const events = (await auditLog(t, user)).filter((e) => e.details.factor_id !== undefined);
    expect(events).toHaveLength(4);
    expect(events[0]!.details).toMatchObject({
      stream_id: stream.id,
      factor_id: factors[1]!.id,
      changes: expect.arrayContaining([{ field: 'value', old: 25.3, new: null }]),
    });
    expect(events[3]!.target).toBe('plant 1 source stream "Hard coal to boiler 1"');
  });

  it('the annual report states each value applied, its period and its days', async () => {
    const { user, stream } = await coalPlant();
    await enterMonthlyNcvs(user, stream.id, 3);
    await declareInEts(t, user, 1);
    const res = await t.request('/api/ets/2025/report.xlsx', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const sheets = await readWorkbook(await res.arrayBuffer());
    // The stream's own NCV (the library's 25.8 GJ/t) served 1 April only: its row says so.
    const [row] = tableOf(sheets, 'Source streams', 'Plant id', 'Plant');
    expect(row!['NCV basis']).toBe(
      'default: IPCC 2006 Guidelines, Vol. 2, Table 1.2, on 1 of 91 days; entered on 90 days (see Values applied)',
    );
    expect(row!['Emission factor basis']).toBe('default: IPCC 2006 Guidelines, Vol. 2, Table 1.4');
    const ncv = tableOf(sheets, 'Source streams', 'Plant id', 'Unit').filter(
      (r) => r.Parameter === 'NCV',
    );
    expect(
      ncv.map((r) => [r.Value, r.Basis, r['Valid from'], r['Valid to'], r.Days, r.Source]),
    ).toEqual([
      [25.8, 'default', '', '', 1, 'IPCC 2006 Guidelines, Vol. 2, Table 1.2'],
      [24.1, 'entered', '2025-01-01', '2025-01-31', 31, 'Laboratory analysis, 2025-01'],
      [25.3, 'entered', '2025-02-01', '2025-02-28', 28, 'Laboratory analysis, 2025-02'],
      [23.8, 'entered', '2025-03-01', '2025-03-31', 31, 'Laboratory analysis, 2025-03'],
    ]);
    const json = await t.request('/api/ets/2025/report.json', { cookie: user.cookie });
    type Cited = { source: string | null };
    type ReportStream = Record<Applied['parameter'], Cited> & { applied: Applied[] };
    type Report = { source_streams: { plants: { streams: ReportStream[] }[] } };
    const [reported] = ((await json.json()) as Report).source_streams.plants[0]!.streams;
    // The calculation's values, a default's source cited as the stream's own factor cites it.
    const cited = (a: Applied) =>
      a.basis === 'default' ? { ...a, source: reported![a.parameter].source } : a;
    expect(reported!.applied).toEqual((await calculation(user)).streams[0]!.applied.map(cited));
  });

  it("counts in the ETS year, the analysis and a file's own year what the calculation gives", async () => {
    const { user, stream } = await coalPlant();
    await enterMonthlyNcvs(user, stream.id, 2);
    // Jan 7,067.566 t, Feb 6,701.464 t; March and 1 April at the library's 25.8 GJ/t: 32 d x 2.58
    // TJ x 94.6 = 7,810.176 t. The file's CO2 column (250 t an hour) is not what is counted.
    const expected = 7_067.566 + 6_701.464 + 32 * 2.58 * 94.6;
    expect((await calculation(user)).calculated.co2_t).toBeCloseTo(expected, 6);
    type Plants = { plants: { plant_id: number; co2_t: number; co2_basis?: string }[] };
    const ets = await t.request('/api/ets/2025', { cookie: user.cookie });
    expect(ets.status).toBe(200);
    const counted = ((await ets.json()) as Plants).plants.find((p) => p.plant_id === 1)!;
    expect(counted.co2_basis).toBe('calculated');
    expect(counted.co2_t).toBeCloseTo(expected, 6);

    const files = await t.request('/api/files', { cookie: user.cookie });
    const [file] = ((await files.json()) as { files: { id: string }[] }).files;
    for (const query of ['year=2025', `year=2025&fileId=${file!.id}`]) {
      const analysis = await t.request(`/api/analysis?${query}`, { cookie: user.cookie });
      expect(analysis.status).toBe(200);
      const { ets: ofScope } = (await analysis.json()) as { ets: Plants };
      expect(ofScope.plants.find((p) => p.plant_id === 1)!.co2_t).toBeCloseTo(expected, 6);
    }
  });

  it('refuses an overlapping period, a value out of range, an NCV of fuel energy, a viewer', async () => {
    const { user, stream } = await coalPlant();
    expect((await enter(t, user, stream.id, labNcv(24.1, '2025-01-01', '2025-01-31'))).status).toBe(
      201,
    );
    const overlap = await enter(t, user, stream.id, labNcv(25, '2025-01-31', '2025-02-27'));
    expect(overlap.status).toBe(409);
    expect(await overlap.json()).toMatchObject({
      error: 'factor_period_overlap',
      message:
        'Another entry of this parameter is valid from 2025-01-01 to 2025-01-31 ("Laboratory analysis, 2025-01"): a day may take one value',
    });
    // Another parameter may share the period.
    const ef = { ...labNcv(95.1, '2025-01-15', '2025-02-15'), parameter: 'emission_factor' };
    expect((await enter(t, user, stream.id, ef)).status).toBe(201);

    const outOfRange = await enter(t, user, stream.id, {
      ...labNcv(1.2, '2025-03-01', '2025-03-31'),
      parameter: 'oxidation_factor',
    });
    expect(outOfRange.status).toBe(400);
    expect(((await outOfRange.json()) as { message: string }).message).toBe(
      'Oxidation factor must be between 0 and 1',
    );
    const backwards = await enter(t, user, stream.id, labNcv(24, '2025-03-31', '2025-03-01'));
    expect(((await backwards.json()) as { message: string }).message).toBe(
      'Valid to must be on or after valid from',
    );

    const gas = await sendJson(t, user, 'POST', '/api/plants/1/source-streams', {
      ...COAL_STREAM,
      name: 'Start-up gas',
      fuel: 'natural_gas',
      activity_data: 'file_fuel_mwh',
    });
    const gasId = ((await gas.json()) as { id: string }).id;
    const ncvOfEnergy = await enter(t, user, gasId, labNcv(48, '2025-01-01', '2025-01-31'));
    expect(ncvOfEnergy.status).toBe(422);
    expect(await ncvOfEnergy.json()).toMatchObject({ error: 'ncv_of_energy' });

    const viewer = await inviteMember(t, user, 'viewer');
    const refused = await enter(t, viewer, stream.id, labNcv(24, '2025-03-01', '2025-03-31'));
    expect(refused.status).toBe(403);
    expect((await t.request(factorsPath(stream.id), { cookie: viewer.cookie })).status).toBe(200);
    expect((await t.request(factorsPath('no-such-stream'), { cookie: user.cookie })).status).toBe(
      404,
    );
  });
});
