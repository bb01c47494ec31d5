// Issue 34 §6: a fleet's analysis is folded and completed on a worker thread from the rows of its
// sums, and answers exactly what the event loop's own route answers for the same scope.
import { expect, it, vi } from 'vitest';
import { sendJson } from '../testing/audit-log';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { analysisJson } from './analysis-json';
import { ScopeQuery } from './scope-query';
import { settleScope } from './settle-scope';

const HEADER =
  'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent';

/** Readings at 00:00 and 05:00 of each day and plant (hours missing between), CO2 by `scale`. */
function csv(days: string[], plants: number[], scale: number): string {
  const rows = days.flatMap((day) =>
    ['00', '05'].flatMap((hour) =>
      plants.map(
        (p) =>
          `${day} ${hour}:00:00,${p},Plant ${p},${p % 2 ? 'coal' : 'gas'},${10 * p},1,${30 * p},${scale * p},0.5,0.1,${30 + p}`,
      ),
    ),
  );
  return [HEADER, ...rows].join('\n') + '\n';
}

async function upload(t: ApiContext, user: TestUser, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describeApi('The analysis of a fleet on a worker thread', (t) => {
  it('answers what the event loop answers, for the history, a range, some plants and a file', async () => {
    const user = await t.signUp();
    const days = ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'];
    const first = await upload(t, user, 'fleet.csv', csv(days, [1, 2, 3, 4], 1.5));
    // A newer upload wins plant 2's first day of 2025.
    await upload(t, user, 'again.csv', csv(['2025-01-01'], [2], 7.25));
    await declareInEts(t, user, 1);
    const permit = { permit_year: 2025, active_permits: 0, company_name: 'Fleet', notes: '' };
    expect((await sendJson(t, user, 'POST', '/api/permits', permit)).status).toBe(201);
    const me = (await (await t.request('/api/me', { cookie: user.cookie })).json()) as {
      organisation: { id: string };
    };
    const orgId = me.organisation.id;

    const scopes: [Record<string, string | string[]>, string | null][] = [
      [{}, null],
      [{ from: '2025-01-01', to: '2025-01-02' }, null],
      [{ plant: ['2', '3'], year: '2024' }, null],
      [{ from: '2025-01-01' }, first],
    ];
    const run = vi.spyOn(t.services.work, 'run');
    try {
      for (const [params, fileId] of scopes) {
        const req = await settleScope(t.services, orgId, ScopeQuery.parse(params).scope, fileId);
        run.mockClear();
        const onLoop = await analysisJson(t.services, req, { workerPlants: Infinity });
        expect(run.mock.calls.map(([task]) => task)).not.toContain('fleetAnswer');
        const onWorker = await analysisJson(t.services, req, { workerPlants: 1 });
        expect(run.mock.calls.map(([task]) => task)).toContain('fleetAnswer');
        expect(JSON.parse(onLoop)).toMatchObject({ plantCount: expect.any(Number) as number });
        expect((JSON.parse(onLoop) as { plantCount: number }).plantCount).toBeGreaterThan(1);
        expect(onWorker).toBe(onLoop);
      }
    } finally {
      run.mockRestore();
    }
  });
});
