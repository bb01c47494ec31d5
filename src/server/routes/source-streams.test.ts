// Issue 38 "Source streams in the register": a plant's streams through the API, each change in the
// audit log, and the calculation of a year from them; a locked year keeps its ETS figures.
import { expect, it } from 'vitest';
import { auditLog, CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

// Plant 1 burns natural gas: 1,000 MWh of fuel and 210 t of CO2 measured in 2025.
const CSV = [
  CSV_HEADER,
  '2025-03-01T10:00:00Z,1,Gas Plant,Natural Gas,200,0,600,126,1,1,40',
  '2025-03-02T10:00:00Z,1,Gas Plant,Natural Gas,150,0,400,84,1,1,40',
].join('\n');

const GAS_STREAM = {
  name: 'Natural gas to the boiler',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  tier_activity_data: '4',
  tier_ncv: '2a',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
};

interface Stream {
  id: string;
  name: string;
  biomass_fraction: number | null;
}

interface Calculation {
  year_locked: boolean;
  streams_from: string;
  streams: {
    name: string;
    amount: number | null;
    factors: { emission_factor: { basis: string } };
  }[];
  calculated: { co2_t: number; co2_biomass_memo_t: number };
  measured_co2_t: number;
  corroboration: { difference_t: number; difference_share: number | null } | null;
}

const streamsPath = (plant = 1) => `/api/plants/${plant}/source-streams`;

async function calculation(t: ApiContext, user: TestUser, year = 2025): Promise<Calculation> {
  const res = await t.request(`/api/plants/1/calculation?year=${year}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Calculation;
}

async function create(t: ApiContext, user: TestUser, body: object): Promise<Stream> {
  const res = await sendJson(t, user, 'POST', streamsPath(), body);
  expect(res.status).toBe(201);
  return (await res.json()) as Stream;
}

describeApi('source streams of a plant', (t) => {
  async function withData() {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, CSV, 'gas.csv')).status).toBe(201);
    return user;
  }

  it('calculates a plant without streams from its fuel type: MWh x 3.6 x 56.1 / 1000', async () => {
    const user = await withData();
    const calc = await calculation(t, user);
    expect(calc.streams_from).toBe('fuel_type');
    // 1,000 MWh x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 = 201.96 t, beside 210 t measured.
    expect(calc.calculated.co2_t).toBeCloseTo(201.96, 9);
    expect(calc.measured_co2_t).toBeCloseTo(210, 9);
    expect(calc.streams[0]!.factors.emission_factor.basis).toBe('default');
    expect(calc.corroboration).toBeNull();
    expect((await calculation(t, user, 2024)).streams[0]!.amount).toBeNull();
  });

  it('adds, changes and deletes a stream, each change in the audit log as a register edit', async () => {
    const user = await withData();
    const stream = await create(t, user, { ...GAS_STREAM, method: 'measurement' });
    const listed = await t.request(streamsPath(), { cookie: user.cookie });
    expect(((await listed.json()) as { streams: Stream[] }).streams).toEqual([stream]);

    // Measured 210 t against 201.96 t calculated: 8.04 t, 3.83 % of the measured.
    const measured = await calculation(t, user);
    expect(measured.streams_from).toBe('register');
    expect(measured.calculated.co2_t).toBe(0);
    expect(measured.corroboration!.difference_t).toBeCloseTo(8.04, 9);
    expect(measured.corroboration!.difference_share).toBeCloseTo(8.04 / 210, 12);

    const changed = await sendJson(t, user, 'PUT', `${streamsPath()}/${stream.id}`, {
      ...GAS_STREAM,
      biomass_fraction: 0.2,
    });
    expect(changed.status).toBe(200);
    // 201.96 t: 80 % fossil, 161.568 t; 20 % biomass, 40.392 t, a memo item.
    const cofired = await calculation(t, user);
    expect(cofired.calculated.co2_t).toBeCloseTo(161.568, 9);
    expect(cofired.calculated.co2_biomass_memo_t).toBeCloseTo(40.392, 9);
    expect(cofired.corroboration).toBeNull();

    const deleted = await sendJson(t, user, 'DELETE', `${streamsPath()}/${stream.id}`);
    expect(deleted.status).toBe(204);
    expect((await sendJson(t, user, 'DELETE', `${streamsPath()}/${stream.id}`)).status).toBe(404);
    expect((await calculation(t, user)).streams_from).toBe('fuel_type');

    const events = (await auditLog(t, user)).filter((e) => e.target.includes('source stream'));
    expect(events.map((e) => e.action)).toEqual([
      'register_edit',
      'register_edit',
      'register_edit',
    ]);
    expect(events[1]!.details).toMatchObject({
      plant_id: 1,
      stream_id: stream.id,
      changes: [
        { field: 'method', old: 'measurement', new: 'calculation' },
        { field: 'biomass_fraction', old: null, new: 0.2 },
      ],
    });
    expect(events[0]!.target).toBe('plant 1 source stream "Natural gas to the boiler"');
  });

  it('refuses a stream the rules refuse, a second one on the same fuel energy, and a viewer', async () => {
    const user = await withData();
    const invalid = await sendJson(t, user, 'POST', streamsPath(), {
      ...GAS_STREAM,
      oxidation_factor: 1.5,
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toBe(
      'Oxidation factor must be between 0 and 1',
    );
    await create(t, user, GAS_STREAM);
    const twice = await sendJson(t, user, 'POST', streamsPath(), { ...GAS_STREAM, name: 'Again' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      error: 'fuel_energy_taken',
      message:
        '"Natural gas to the boiler" already takes the file\'s fuel energy of this plant or unit: its fuel would be counted twice',
    });
    // A quantity takes none of the file's energy; this file holds no tonnes.
    await create(t, user, {
      ...GAS_STREAM,
      name: 'Gas oil',
      fuel: 'gas_diesel_oil',
      activity_data: 't',
    });
    const calc = await calculation(t, user);
    expect(calc.streams.map((s) => [s.name, s.amount])).toEqual([
      ['Natural gas to the boiler', 1000],
      ['Gas oil', null],
    ]);

    const viewer = await inviteMember(t, user, 'viewer');
    expect((await sendJson(t, viewer, 'POST', streamsPath(), GAS_STREAM)).status).toBe(403);
    expect((await t.request(streamsPath(), { cookie: viewer.cookie })).status).toBe(200);
    expect((await t.request(streamsPath(7), { cookie: user.cookie })).status).toBe(404);
  });

  it("leaves a locked year's ETS figures as they were kept", async () => {
    const user = await withData();
    expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
    const ets = async () => {
      const res = await t.request('/api/ets/2025', { cookie: user.cookie });
      expect(res.status).toBe(200);
      return res.json();
    };
    const kept = await ets();
    const stream = await create(t, user, { ...GAS_STREAM, emission_factor_t_per_tj: 60 });
    await sendJson(t, user, 'PUT', `${streamsPath()}/${stream.id}`, {
      ...GAS_STREAM,
      biomass_fraction: 0.5,
    });
    expect(await ets()).toEqual(kept);
    const calc = await calculation(t, user);
    expect(calc.year_locked).toBe(true);
    expect(calc.calculated.co2_t).toBeCloseTo(100.98, 9);
  });
});
