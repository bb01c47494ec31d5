import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { describeApi } from '../testing/test-app';

interface Value {
  value: number;
  unit: string;
  source: { id: string; document: string; section: string; url: string | null };
}
interface Library {
  version: string;
  fuels: {
    id: string;
    name: string;
    biomass: boolean;
    ncv: Value;
    co2: Value;
    ch4: Value;
    n2o: Value;
  }[];
  fuel_types: { fuel_type: string; fuel: string | null; reason?: string }[];
}

const VOLUME_2 =
  'IPCC, 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 2: Energy';

describeApi('GET /api/emission-factors', (t) => {
  it('answers the IPCC 2006 defaults per fuel, each value with its unit, table and URL', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/emission-factors', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const library = (await res.json()) as Library;
    expect(library.version).toBe('ipcc-2006-v1');

    const gas = library.fuels.find((f) => f.id === 'natural_gas')!;
    expect(gas).toMatchObject({
      name: 'Natural Gas',
      biomass: false,
      ncv: {
        value: 48,
        unit: 'TJ/Gg',
        source: { document: VOLUME_2, section: 'Chapter 1 Introduction, Table 1.2' },
      },
      co2: {
        value: 56_100,
        unit: 'kg/TJ',
        source: { document: VOLUME_2, section: 'Chapter 1 Introduction, Table 1.4' },
      },
      ch4: {
        value: 1,
        unit: 'kg/TJ',
        source: { section: 'Chapter 2 Stationary Combustion, Table 2.2' },
      },
      n2o: {
        value: 0.1,
        unit: 'kg/TJ',
        source: { section: 'Chapter 2 Stationary Combustion, Table 2.2' },
      },
    });
    expect(gas.ch4.source.url).toBe(
      'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/V2_2_Ch2_Stationary_Combustion.pdf',
    );
    const coal = library.fuels.find((f) => f.id === 'other_bituminous_coal')!;
    expect([coal.ncv.value, coal.co2.value, coal.ch4.value, coal.n2o.value]).toEqual([
      25.8, 94_600, 1, 1.5,
    ]);
    expect(library.fuels.filter((f) => f.biomass).map((f) => f.id)).toEqual(['wood_wood_waste']);
    expect(library.fuel_types).toContainEqual({ fuel_type: 'coal', fuel: 'other_bituminous_coal' });
    expect(library.fuel_types).toContainEqual({
      fuel_type: 'solar',
      fuel: null,
      reason: 'no_combustion',
    });
  });

  it('lets an API token read it', async () => {
    const user = await t.signUp();
    const { token } = await mintToken(t, user);
    const res = await t.request('/api/emission-factors', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Library).fuels.length).toBe(6);
  });

  it('refuses a request without a session: 401', async () => {
    const res = await t.request('/api/emission-factors');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'User not authenticated' });
  });
});
