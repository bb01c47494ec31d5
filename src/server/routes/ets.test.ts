import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

// Plant 2 (Germany: in EU ETS by default) and plant 1 (US: outside) either side of New Year.
const HEADER = csvHeader();
const row = (date: string, plant: number, co2: number) =>
  `${date},${plant},${plant === 1 ? 'Coal Plant Alpha' : 'Gas Turbine Beta'},${plant === 1 ? 'coal' : 'natural_gas'},100,0,250,${co2},1,1,40`;
const CSV = [
  HEADER,
  row('2025-12-31 22:00:00', 2, 300),
  row('2025-12-31 23:00:00', 2, 200),
  row('2025-12-31 23:00:00', 1, 1000),
  row('2026-01-01 00:00:00', 2, 40),
].join('\n');

const MSG_EUA_PRICE = 'EUA price must be above 0 and at most 10,000 EUR';
const MSG_ETS_YEAR = 'Year must be a calendar year from 1990 to 2100';

async function upload(t: ApiContext, user: TestUser) {
  const form = new FormData();
  form.append('file', new File([CSV], 'new-year.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
  expect(res.status).toBe(201);
}

describeApi(
  'EU ETS year and settings routes',
  (t) => {
    const send = (user: TestUser, method: string, path: string, body: unknown) =>
      t.request(path, {
        method,
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ets = async (user: TestUser, year: number | string) => {
      const res = await t.request(`/api/ets/${year}`, { cookie: user.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };

    it("answers a year's reported CO2 of the plants in scope, its allowances, position and deadlines", async () => {
      const user = await t.signUp();
      await upload(t, user);
      const put = await send(user, 'PUT', '/api/permits/year/2025', {
        active_permits: 0,
        allowances_eua: 300,
        free_allocation: 100,
        surrendered: 150,
      });
      expect(put.status).toBe(200);
      // Nothing declared: plant 2 (Germany) is only assumed in the ETS, plant 1 (US) outside. No
      // tonne moves the position; the 1,500 t are listed apart.
      expect(await ets(user, 2025)).toMatchObject({
        plants: [
          { plant_id: 1, co2_t: 1000, in_ets: false, in_ets_assumed: true, share_pct: null },
          { plant_id: 2, co2_t: 500, in_ets: true, in_ets_assumed: true, share_pct: null },
        ],
        reported_co2_t: 0,
        scope_not_declared: { plant_ids: [1, 2], co2_t: 1500 },
        position_t: 400,
        cost_to_cover_eur: 0,
        penalty_exposure_eur: 0,
      });
      expect((await send(user, 'PUT', '/api/plants/1', { in_ets: false })).status).toBe(200);
      expect((await send(user, 'PUT', '/api/plants/2', { in_ets: true })).status).toBe(200);
      // 2025: plant 2's 300 + 200 t; plant 1 is outside the ETS. 300 + 100 EUAs = 400: a deficit of
      // 100 t at 85 EUR; 500 - 150 surrendered = 350 t outstanding x 100 EUR penalty.
      expect(await ets(user, 2025)).toMatchObject({
        year: 2025,
        plants: [
          { plant_id: 1, co2_t: 1000, in_ets: false, in_ets_assumed: false, share_pct: null },
          { plant_id: 2, co2_t: 500, in_ets: true, in_ets_assumed: false, share_pct: 100 },
        ],
        reported_co2_t: 500,
        scope_not_declared: { plant_ids: [], co2_t: 0 },
        verified_co2_t: null,
        status: 'reported',
        allowances_t: 400,
        allowance_basis: 'euas',
        position_t: -100,
        price_eur_per_t: 85,
        cost_to_cover_eur: 8_500,
        penalty_exposure_eur: 35_000,
        report_due: '2026-03-31',
        surrender_due: '2026-09-30',
        days_with_data: 1,
        // "Today" is 2026-02-01.
        days_to_report_due: 58,
      });
      // 2026 holds only the 40 t of New Year's Day, and no record.
      expect(await ets(user, 2026)).toMatchObject({
        reported_co2_t: 40,
        allowances_t: 0,
        allowance_basis: 'none',
        report_due: '2027-03-31',
      });
    });

    it('follows the register, the EUA price and the penalty the user sets, in the analysis too', async () => {
      const user = await t.signUp();
      await upload(t, user);
      expect((await send(user, 'PUT', '/api/plants/1', { in_ets: true })).status).toBe(200);
      expect((await send(user, 'PUT', '/api/plants/2', { in_ets: true })).status).toBe(200);
      const saved = await send(user, 'PUT', '/api/settings', {
        eua_price_eur_per_t: 70,
        penalty_eur_per_t: 114.2,
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({
        eua_price_eur_per_t: 70,
        permit_block_t: 100_000,
        gwp_set: 'AR4',
        penalty_eur_per_t: 114.2,
      });
      const year = await ets(user, 2025);
      expect(year).toMatchObject({
        reported_co2_t: 1500,
        price_eur_per_t: 70,
        penalty_eur_per_t: 114.2,
      });
      expect(year.cost_to_cover_eur).toBe(1500 * 70);
      expect(year.penalty_exposure_eur).toBeCloseTo(1500 * 114.2, 6);
      const res = await t.request('/api/analysis?year=2025', { cookie: user.cookie });
      const analysis = (await res.json()) as { ets: Record<string, unknown> };
      // The ETS route says also whether the year is locked (issue 28 §3).
      const { locked, ...figures } = year;
      expect(locked).toBeNull();
      expect(analysis.ets).toEqual(figures);
    });

    it('converts CH4 and N2O with the GWP set the user chose, for the history and for a file', async () => {
      const user = await t.signUp();
      await upload(t, user);
      expect((await send(user, 'PUT', '/api/settings', { gwp_set: 'AR6' })).status).toBe(200);
      const files = (await (await t.request('/api/files', { cookie: user.cookie })).json()) as {
        files: { id: string }[];
      };
      type Inventory = { gwpSet: string; inventory: { plant_id: number; totalCO2e: number }[] };
      for (const path of ['/api/analysis', `/api/files/${files.files[0]!.id}/analysis`]) {
        const a = (await (await t.request(path, { cookie: user.cookie })).json()) as Inventory;
        expect(a.gwpSet, path).toBe('AR6');
        // Plant 2: 540 t CO2, 3 kg CH4 x 29.8 / 1000 = 0.0894 t, 3 kg N2O x 273 / 1000 = 0.819 t.
        expect(a.inventory.find((p) => p.plant_id === 2)!.totalCO2e).toBeCloseTo(540.9084, 9);
      }
    });

    it('has the defaults until changed, and refuses a price out of range or a year that is not one', async () => {
      const user = await t.signUp();
      const res = await t.request('/api/settings', { cookie: user.cookie });
      expect(await res.json()).toEqual({
        eua_price_eur_per_t: 85,
        permit_block_t: 100_000,
        gwp_set: 'AR4',
        penalty_eur_per_t: 100,
        corroboration_flag_pct: 5,
        updated_at: null,
      });
      const refused = await send(user, 'PUT', '/api/settings', { eua_price_eur_per_t: 0 });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(MSG_EUA_PRICE);
      for (const year of ['20x5', '1850']) {
        const bad = await t.request(`/api/ets/${year}`, { cookie: user.cookie });
        expect(bad.status).toBe(400);
        expect(JSON.stringify(await bad.json())).toContain(MSG_ETS_YEAR);
      }
      // A year without data is a year of nothing, not an error.
      expect(await ets(user, 2024)).toMatchObject({ reported_co2_t: 0, plants: [] });
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
