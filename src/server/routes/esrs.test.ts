import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { csvHeader } from '@domain/testing/csv-header';
import { uploadCsv } from '../testing/audit-log';
import { HISTORIAN_WITHOUT_GASES, saveHistorianProfile } from '../testing/historian-profile';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

// Plant 2 (Germany: in EU ETS by default) and plant 1 (US: outside) either side of New Year. In
// 2025 plant 2 emits 1,000 t CO2 + 10,000 kg CH4 x 25 + 1,000 kg N2O x 298 = 1,548 t CO2e (AR4),
// plant 1 452 t CO2: gross Scope 1 2,000 t CO2e; plant 2's 40 t are of 2026.
const row = (date: string, plant: number, co2: number, ch4: number, n2o: number) =>
  `${date},${plant},${plant === 1 ? 'Coal Plant Alpha' : 'Gas Turbine Beta'},${plant === 1 ? 'coal' : 'natural_gas'},100,0,250,${co2},${ch4},${n2o},40`;
const CSV = [
  csvHeader(),
  row('2025-12-31 22:00:00', 2, 1000, 10_000, 1000),
  row('2025-12-31 23:00:00', 1, 452, 0, 0),
  row('2026-01-01 00:00:00', 2, 40, 1, 1),
].join('\n');

interface E16 {
  scope_1: {
    co2_t: number;
    ch4_t_co2e: number;
    n2o_t_co2e: number;
    total_t_co2e: number;
    co2e_note: string | null;
  };
  regulated_ets: { share_pct: number; t_co2e: number; scope_assumed: { plant_ids: number[] } };
  basis: { text: string };
  datapoints: { id: string; paragraph: string | null; text: string; basis: string | null }[];
}
interface Inventory {
  inventory: { co2Tonnes: number; ch4CO2e: number; n2oCO2e: number; totalCO2e: number }[];
}

async function upload(t: ApiContext, user: TestUser) {
  expect((await uploadCsv(t, user, CSV, 'new-year.csv')).status).toBe(201);
}

describeApi(
  'ESRS E1-6 datapoints route',
  (t) => {
    const get = (user: TestUser, query: string) =>
      t.request(`/api/esrs/e1-6?${query}`, { cookie: user.cookie });
    const declare = async (user: TestUser, plant: number, in_ets: boolean) => {
      const res = await t.request(`/api/plants/${plant}`, {
        method: 'PUT',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ in_ets }),
      });
      expect(res.status).toBe(200);
    };

    it("states the year's Scope 1 as the analysis of the year does, and the share under the ETS", async () => {
      const user = await t.signUp();
      await upload(t, user);
      // Nothing declared: both plants' scope is assumed, so no tonne is in the regulated share.
      const assumed = (await (await get(user, 'year=2025')).json()) as E16;
      expect(assumed.regulated_ets.share_pct).toBe(0);
      expect(assumed.regulated_ets.scope_assumed.plant_ids).toEqual([1, 2]);

      await declare(user, 1, false);
      await declare(user, 2, true);
      const res = await get(user, 'year=2025');
      expect(res.status).toBe(200);
      const e = (await res.json()) as E16;
      const analysis = (await (
        await t.request('/api/analysis?from=2025-01-01&to=2025-12-31', { cookie: user.cookie })
      ).json()) as Inventory;
      const sum = (f: keyof Inventory['inventory'][number]) =>
        analysis.inventory.reduce((s, p) => s + p[f], 0);
      expect(e.scope_1.co2_t).toBeCloseTo(sum('co2Tonnes'), 9);
      expect(e.scope_1.ch4_t_co2e).toBeCloseTo(sum('ch4CO2e'), 9);
      expect(e.scope_1.n2o_t_co2e).toBeCloseTo(sum('n2oCO2e'), 9);
      expect(e.scope_1.total_t_co2e).toBeCloseTo(sum('totalCO2e'), 9);
      expect(e.scope_1.total_t_co2e).toBeCloseTo(2000, 9);
      // Plant 2's 1,548 of 2,000 t CO2e.
      expect(e.regulated_ets.t_co2e).toBeCloseTo(1548, 9);
      expect(e.regulated_ets.share_pct).toBeCloseTo(77.4, 9);
      expect(e.regulated_ets.scope_assumed.plant_ids).toEqual([]);
      expect(e.basis.text).toBe('1 of 365 days of 2025 with data');
      expect(e.datapoints.find((d) => d.id === 'scope_2_gross')).toMatchObject({
        paragraph: 'ESRS E1-6 §44(b)',
        text: 'not assessed',
      });
    });

    it('gives the same datapoints as a CSV download', async () => {
      const user = await t.signUp();
      await upload(t, user);
      const res = await get(user, 'year=2025&format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain('esrs_e1-6_2025.csv');
      const rows = Papa.parse<string[]>(await res.text()).data;
      expect(rows.find((r) => r[0] === 'scope_1_gross')!.slice(2, 5)).toEqual([
        'ESRS E1-6 §44(a)',
        '2000',
        't CO2e',
      ]);
    });

    it('estimates CH4 and N2O a file lacks from the fuel, and labels them, as the analysis does', async () => {
      const user = await t.signUp();
      const profile = await saveHistorianProfile(t, user, HISTORIAN_WITHOUT_GASES);
      // Plant 7 (coal) on 10 June 2025, Berlin time: 10 hours x 100,000 kWh = 1,000 MWh of fuel,
      // 1 t CO2 an hour. 3.6 TJ: CH4 3.6 kg x 25 = 0.09 t, N2O 1.5 kg/TJ = 5.4 kg x 298 = 1.6092 t.
      const lines = Array.from(
        { length: 10 },
        (_, h) =>
          `10.06.2025 ${String(h + 8).padStart(2, '0')}:00;7;Block 7;coal;40000;0;100000;1000;40`,
      );
      const file = [
        'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];CO2 [kg];Wirkungsgrad [%]',
        ...lines,
      ].join('\r\n');
      const form = new FormData();
      form.append('file', new File([file], 'historian.csv', { type: 'text/csv' }));
      const up = await t.request(`/api/files?profile=${profile}`, {
        method: 'POST',
        cookie: user.cookie,
        body: form,
      });
      expect(up.status).toBe(201);

      const e = (await (await get(user, 'year=2025')).json()) as E16;
      expect(e.scope_1.co2_t).toBeCloseTo(10, 9);
      expect(e.scope_1.ch4_t_co2e).toBeCloseTo(0.09, 9);
      expect(e.scope_1.n2o_t_co2e).toBeCloseTo(1.6092, 9);
      expect(e.scope_1.total_t_co2e).toBeCloseTo(11.6992, 9);
      expect(e.scope_1.co2e_note).toBe(
        'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 10 of 10 hours',
      );
      expect(e.datapoints.find((d) => d.id === 'scope_1_n2o')).toMatchObject({
        basis: 'estimated (IPCC 2006 Tier 1)',
        text: '1.6 t CO2e, estimated (IPCC 2006 Tier 1)',
      });
      expect(e.datapoints.find((d) => d.id === 'scope_1_gross')!.basis).toBe(
        'reported and estimated (IPCC 2006 Tier 1)',
      );
      const csv = Papa.parse<string[]>(await (await get(user, 'year=2025&format=csv')).text()).data;
      expect(csv.find((r) => r[0] === 'scope_1_ch4')!.at(-1)).toBe('estimated (IPCC 2006 Tier 1)');

      // The analysis of the year gives the same figures, with the estimate beside the reported kg.
      const analysis = (await (
        await t.request('/api/analysis?from=2025-01-01&to=2025-12-31', { cookie: user.cookie })
      ).json()) as {
        inventory: {
          ch4Kg: number;
          n2oCO2e: number;
          totalCO2e: number;
          gasEstimates: { n2o: { kg: number; label: string } };
        }[];
        ghgReporting: { n2o: { estimatedHours: number } };
      };
      const [plant] = analysis.inventory;
      expect(plant!.ch4Kg).toBe(0);
      expect(plant!.gasEstimates.n2o.kg).toBeCloseTo(5.4, 9);
      expect(plant!.gasEstimates.n2o.label).toBe('estimated (IPCC 2006 Tier 1)');
      expect(plant!.n2oCO2e).toBeCloseTo(e.scope_1.n2o_t_co2e, 9);
      expect(plant!.totalCO2e).toBeCloseTo(e.scope_1.total_t_co2e, 9);
      expect(analysis.ghgReporting.n2o.estimatedHours).toBe(10);
    });

    it('refuses a year out of range and a format it does not write', async () => {
      const user = await t.signUp();
      expect((await get(user, 'year=1800')).status).toBe(400);
      expect((await get(user, 'year=2025&format=pdf')).status).toBe(400);
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
