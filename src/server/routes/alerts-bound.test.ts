// Issue 34 §6: the bell's alerts answer lists at most LISTED_ALERTS_MAX alerts, the critical first,
// with the count of all: a fleet whose every plant misses hours is not one alert per plant.
import { expect, it, vi } from 'vitest';
import { LISTED_ALERTS_MAX, LISTED_PLANTS_MAX } from '@domain/constants';
import { sendJson } from '../testing/audit-log';
import { declareInEts, describeApi } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

/** Each plant's readings at 00:00 and 05:00: four hours missing between them. */
const gappyFleet = (plants: number) =>
  [
    HEADER,
    ...['00', '05'].flatMap((hour) =>
      Array.from(
        { length: plants },
        (_, i) => `2025-01-01 ${hour}:00:00,${i + 1},Plant ${i + 1},coal,10,0,30,1,0,0,33`,
      ),
    ),
  ].join('\n') + '\n';

describeApi('The bound on the alerts the bell lists', (t) => {
  it('lists the first alerts and counts them all', async () => {
    const user = await t.signUp();
    const plants = LISTED_ALERTS_MAX + 5;
    const form = new FormData();
    form.append('file', new File([gappyFleet(plants)], 'fleet.csv', { type: 'text/csv' }));
    const up = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
    expect(up.status).toBe(201);

    const res = await t.request('/api/alerts', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      alerts: { kind: string; tone: string }[];
      alertCount: number;
    };
    expect(body.alerts).toHaveLength(LISTED_ALERTS_MAX);
    expect(body.alertCount).toBeGreaterThanOrEqual(plants);
    const gaps = body.alerts.filter((a) => a.kind === 'data_gap').length;
    expect(gaps).toBeGreaterThan(0);

    // The bell asks again: the same first alerts and the same count, from what the server kept.
    const again = await t.request('/api/alerts', { cookie: user.cookie });
    expect(await again.json()).toEqual(body);
  });
});

describeApi(
  "A fleet's ETS alerts",
  (t) => {
    it('computes the ETS year of a fleet past the listed plants on a worker thread', async () => {
      const user = await t.signUp();
      const form = new FormData();
      const fleet = gappyFleet(LISTED_PLANTS_MAX + 1);
      form.append('file', new File([fleet], 'fleet.csv', { type: 'text/csv' }));
      const up = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
      expect(up.status).toBe(201);
      await declareInEts(t, user, 1);
      await declareInEts(t, user, 2);
      const permit = { permit_year: 2025, active_permits: 0, company_name: 'Fleet', notes: '' };
      expect((await sendJson(t, user, 'POST', '/api/permits', permit)).status).toBe(201);
      const run = vi.spyOn(t.services.work, 'run');
      try {
        const res = await t.request('/api/alerts', { cookie: user.cookie });
        expect(res.status).toBe(200);
        const { alerts } = (await res.json()) as { alerts: { kind: string; title: string }[] };
        // Plants 1 and 2, declared in scope, emit 2 t each; the others' scope is assumed.
        expect(alerts.filter((a) => a.kind !== 'data_gap').map((a) => a.title)).toEqual([
          '2025: 4 t of CO2 more than the allowances held',
          'Verified emissions report for 2025: 15 days left',
        ]);
        expect(run.mock.calls.map(([task]) => task)).toContain('etsYearTotals');
      } finally {
        run.mockRestore();
      }
    });
  },
  { now: () => new Date('2026-03-16T06:00:00Z') },
);
