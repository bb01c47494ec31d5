import { expect, it } from 'vitest';
import { declareInEts, describeApi, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();
// Plant 2 (declared in the EU ETS): 300 + 200 t of CO2 in 2025.
const CSV = [
  HEADER,
  '2025-12-31 22:00:00,2,Gas Turbine Beta,natural_gas,100,0,250,300,1,1,40',
  '2025-12-31 23:00:00,2,Gas Turbine Beta,natural_gas,100,0,250,200,1,1,40',
].join('\n');

const STATEMENT = {
  verifier: 'TÜV Nord CERT GmbH',
  verified_on: '2026-01-20',
  verified_co2_t: 512.25,
  opinion: 'satisfactory_with_comments',
};

describeApi(
  "the verifier's statement on an ETS year",
  (t) => {
    const send = (user: TestUser, method: string, path: string, body?: unknown) =>
      t.request(path, {
        method,
        cookie: user.cookie,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });

    it('records a statement, replaces it, and removes it', async () => {
      const user = await t.signUp();
      const first = await send(user, 'PUT', '/api/ets/2025/verification', STATEMENT);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject(STATEMENT);
      const corrected = await send(user, 'PUT', '/api/ets/2025/verification', {
        ...STATEMENT,
        verified_co2_t: 498,
        opinion: 'satisfactory',
      });
      expect(await corrected.json()).toMatchObject({
        verified_co2_t: 498,
        opinion: 'satisfactory',
      });
      expect(
        await t.db
          .selectFrom('ets_verifications')
          .selectAll()
          .where('org_id', '=', user.id)
          .execute(),
      ).toHaveLength(1);

      expect((await send(user, 'DELETE', '/api/ets/2025/verification')).status).toBe(204);
      const again = await send(user, 'DELETE', '/api/ets/2025/verification');
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({
        message: 'A verification statement for 2025 not found',
      });
    });

    it('refuses a statement dated before the year ended or after today, and each bad field by name', async () => {
      const user = await t.signUp();
      const refusal = async (body: unknown) => {
        const res = await send(user, 'PUT', '/api/ets/2025/verification', body);
        expect(res.status).toBe(400);
        return ((await res.json()) as { message: string }).message;
      };
      expect(await refusal({ ...STATEMENT, verified_on: '2025-12-31' })).toBe(
        'verified_on must be after the end of 2025: a year is verified once it is over',
      );
      expect(await refusal({ ...STATEMENT, verified_on: '2026-02-02' })).toBe(
        'verified_on must not be later than today (2026-02-01)',
      );
      expect(await refusal({ ...STATEMENT, verified_on: '2026-02-30' })).toContain(
        'verified_on must be a date (YYYY-MM-DD)',
      );
      expect(await refusal({ ...STATEMENT, verified_co2_t: -1 })).toContain(
        'verified_co2_t must be a number of tonnes, 0 or more',
      );
      expect(await refusal({ ...STATEMENT, opinion: 'fine' })).toContain(
        'opinion must be one of satisfactory, satisfactory_with_comments, not_satisfactory',
      );
      expect(await refusal({ ...STATEMENT, verifier: '  ' })).toContain(
        'verifier must name the verification body',
      );
      expect(
        await t.db
          .selectFrom('ets_verifications')
          .selectAll()
          .where('org_id', '=', user.id)
          .execute(),
      ).toEqual([]);
    });

    it('turns the year from reported to verified on every view, and back when removed', async () => {
      const user = await t.signUp();
      const form = new FormData();
      form.append('file', new File([CSV], 'year.csv', { type: 'text/csv' }));
      const up = await t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
      expect(up.status).toBe(201);
      await declareInEts(t, user, 2);
      const ets = async () =>
        (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as Record<
          string,
          unknown
        >;
      const analysisEts = async () =>
        (
          (await (await t.request('/api/analysis?year=2025', { cookie: user.cookie })).json()) as {
            ets: Record<string, unknown>;
          }
        ).ets;
      const regulator = async () =>
        (await (
          await t.request('/api/analysis/export?format=json&role=regulator&jurisdiction=EU', {
            cookie: user.cookie,
          })
        ).json()) as { etsCompliance: Record<string, unknown> };

      const reported = { reported_co2_t: 500, verified_co2_t: null, status: 'reported' };
      expect(await ets()).toMatchObject({ ...reported, verification: null, position_t: -500 });
      expect(await analysisEts()).toMatchObject(reported);
      expect((await regulator()).etsCompliance).toMatchObject({
        emissionsStatus: 'reported',
        verifiedEmissions: null,
      });

      await send(user, 'PUT', '/api/ets/2025/verification', STATEMENT);
      const verified = { reported_co2_t: 500, verified_co2_t: 512.25, status: 'verified' };
      const { verifier, verified_on, opinion } = STATEMENT;
      expect(await ets()).toMatchObject({
        ...verified,
        verification: { verifier, verified_on, opinion, verified_co2_t: 512.25 },
        position_t: -512.25,
      });
      expect(await analysisEts()).toMatchObject(verified);
      expect((await regulator()).etsCompliance).toMatchObject({
        emissionsStatus: 'verified',
        reportedEmissions: 500,
        verifiedEmissions: 512.25,
      });

      await send(user, 'DELETE', '/api/ets/2025/verification');
      expect(await ets()).toMatchObject(reported);
    });

    it("leaves another user's statement alone", async () => {
      const owner = await t.signUp();
      const other = await t.signUp();
      expect((await send(owner, 'PUT', '/api/ets/2025/verification', STATEMENT)).status).toBe(200);
      expect((await send(other, 'DELETE', '/api/ets/2025/verification')).status).toBe(404);
      expect(
        await t.db
          .selectFrom('ets_verifications')
          .selectAll()
          .where('org_id', '=', owner.id)
          .execute(),
      ).toHaveLength(1);
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
