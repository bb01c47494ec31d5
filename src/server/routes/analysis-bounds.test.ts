// Issue 34 §6: an analysis answer lists at most LISTED_PLANTS_MAX plants, the largest CO2 emitters,
// with the count of all of them, while every total (KPIs, EU ETS) stays the sum over every plant;
// a fleet within the bound is listed whole.
import { expect, it } from 'vitest';
import { LISTED_PLANTS_MAX } from '@domain/constants';
import { describeApi, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

/** One hour of each plant 1..plants; plant k emits k tonnes of CO2 (plant 1 the least). */
function fleetCsv(plants: number): string {
  const rows = Array.from(
    { length: plants },
    (_, i) => `2025-01-01 00:00:00,${i + 1},Plant ${i + 1},coal,10,0,30,${i + 1},0,0,33`,
  );
  return [HEADER, ...rows].join('\n') + '\n';
}

interface Bounded {
  plantCount: number;
  listedPlantCount: number;
  kpis: { totalEmissions: number; totalElectricity: number };
  ets: {
    plants: { plant_id: number }[];
    scope_not_declared: { plant_ids: number[]; co2_t: number };
  };
  plants: { plant_id: number }[];
  factories: { id: number }[];
  inventory: { plant_id: number }[];
  register: { plant_id: number }[];
  sec: { facilities: { plant_id: number }[] };
  etsBasis: { plants: { plant_id: number }[] }[];
  views: { factoryBars: unknown[]; factoryRankCounts: Record<string, number> };
  scope: { available: { plants: { plant_id: number }[]; plantCount: number } };
}

/** The sum of 1..n. */
const triangle = (n: number) => (n * (n + 1)) / 2;

describeApi('The bound on the plants an analysis answer lists', (t) => {
  async function analysisOf(user: TestUser, plants: number): Promise<Bounded> {
    const form = new FormData();
    form.append('file', new File([fleetCsv(plants)], 'fleet.csv', { type: 'text/csv' }));
    const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
    expect(res.status).toBe(201);
    const answer = await t.request('/api/analysis', { cookie: user.cookie });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Bounded;
  }

  const ids = (list: { plant_id: number }[]) => list.map((p) => p.plant_id).sort((a, b) => a - b);

  it('lists the largest emitters up to the bound, counts every plant and keeps totals exact', async () => {
    const user = await t.signUp();
    const fleet = LISTED_PLANTS_MAX + 2;
    const a = await analysisOf(user, fleet);
    expect(a.plantCount).toBe(fleet);
    expect(a.listedPlantCount).toBe(LISTED_PLANTS_MAX);
    // Plants 1 and 2 emit the least: the answer lists plants 3..fleet.
    const listed = Array.from({ length: LISTED_PLANTS_MAX }, (_, i) => i + 3);
    expect(ids(a.plants)).toEqual(listed);
    expect(a.factories.map((f) => f.id).sort((x, y) => x - y)).toEqual(listed);
    expect(a.views.factoryBars).toHaveLength(LISTED_PLANTS_MAX);
    expect(ids(a.inventory)).toEqual(listed);
    expect(ids(a.register)).toEqual(listed);
    expect(ids(a.ets.plants)).toEqual(listed);
    expect(ids(a.etsBasis[0]!.plants)).toEqual(listed);
    expect(ids(a.scope.available.plants)).toEqual(listed);
    expect(a.scope.available.plantCount).toBe(fleet);
    expect(a.sec.facilities.length).toBeLessThanOrEqual(LISTED_PLANTS_MAX);
    expect(a.ets.scope_not_declared.plant_ids.length).toBeLessThanOrEqual(LISTED_PLANTS_MAX);
    // Totals over every plant, the unlisted ones included.
    expect(a.kpis.totalEmissions).toBe(triangle(fleet));
    expect(a.kpis.totalElectricity).toBe(10 * fleet);
    expect(a.ets.scope_not_declared.co2_t).toBe(triangle(fleet));
    const ranked = Object.values(a.views.factoryRankCounts).reduce((s, n) => s + n, 0);
    expect(ranked).toBe(fleet);
  });

  it('lists the plants chosen of a large fleet as what the scope holds, and counts the fleet', async () => {
    const user = await t.signUp();
    const fleet = LISTED_PLANTS_MAX + 2;
    await analysisOf(user, fleet);
    const res = await t.request('/api/analysis?plant=1&plant=1002', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const a = (await res.json()) as Bounded;
    expect(a.plantCount).toBe(2);
    expect(ids(a.scope.available.plants)).toEqual([1, 1002]);
    expect(a.scope.available.plantCount).toBe(fleet);
  });

  it('lists a fleet within the bound whole', async () => {
    const user = await t.signUp();
    const a = await analysisOf(user, 3);
    expect(a.plantCount).toBe(3);
    expect(a.listedPlantCount).toBe(3);
    expect(ids(a.plants)).toEqual([1, 2, 3]);
    expect(a.factories).toHaveLength(3);
    expect(a.kpis.totalEmissions).toBe(6);
  });
});
