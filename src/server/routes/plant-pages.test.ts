// Issue 34 §6: the answers that list every plant of an organisation (the plant register, data
// quality) list LISTED_PLANTS_MAX plants at a time in plant_id order, with the count of all.
import { expect, it } from 'vitest';
import { LISTED_PLANTS_MAX } from '@domain/constants';
import { COVERAGE_BATCH_PLANTS } from '../quality/load-quality';
import { describeApi, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

const fleetCsv = (plants: number) =>
  [
    HEADER,
    ...Array.from(
      { length: plants },
      (_, i) => `2025-01-01 00:00:00,${i + 1},Plant ${i + 1},coal,10,0,30,1,0,0,33`,
    ),
  ].join('\n') + '\n';

interface Page {
  plants: { plant_id: number; hours_present?: number; gaps?: { hours: number }[] }[];
  plantCount: number;
  offset: number;
}

describeApi('Plant lists a page at a time', (t) => {
  const fleet = LISTED_PLANTS_MAX + 2;
  let user: TestUser;

  async function page(path: string): Promise<Page> {
    const res = await t.request(path, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  }

  const ids = (p: Page) => p.plants.map((x) => x.plant_id);

  async function uploadFleet() {
    user = await t.signUp();
    const form = new FormData();
    form.append('file', new File([fleetCsv(fleet)], 'fleet.csv', { type: 'text/csv' }));
    const up = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
    expect(up.status).toBe(201);
  }

  it.each(['/api/plants', '/api/quality'])(
    '%s lists the first plants by plant_id, counts them all, and pages on with offset',
    async (path) => {
      await uploadFleet();

      const first = await page(path);
      expect(first.plantCount).toBe(fleet);
      expect(first.offset).toBe(0);
      expect(ids(first)).toEqual(Array.from({ length: LISTED_PLANTS_MAX }, (_, i) => i + 1));

      const rest = await page(`${path}?offset=${LISTED_PLANTS_MAX}`);
      expect(rest).toMatchObject({ plantCount: fleet, offset: LISTED_PLANTS_MAX });
      expect(ids(rest)).toEqual([LISTED_PLANTS_MAX + 1, LISTED_PLANTS_MAX + 2]);

      const bad = await t.request(`${path}?offset=-1`, { cookie: user.cookie });
      expect(bad.status).toBe(400);
    },
  );

  it.each(['/api/plants', '/api/quality'])(
    '%s?plant_id= answers that one plant, past the first page too',
    async (path) => {
      await uploadFleet();
      const one = await page(`${path}?plant_id=${fleet}`);
      expect(one).toMatchObject({ plantCount: 1, offset: 0 });
      expect(one.plants).toMatchObject([{ plant_id: fleet, plant_name: `Plant ${fleet}` }]);

      const none = await page(`${path}?plant_id=${fleet + 1}`);
      expect(none).toEqual({ plants: [], plantCount: 0, offset: 0 });

      const bad = await t.request(`${path}?plant_id=abc`, { cookie: user.cookie });
      expect(bad.status).toBe(400);
    },
  );

  it('/api/plants?search= finds plants by a part of their name, whatever the case', async () => {
    await uploadFleet();
    const byName = await page(`/api/plants?search=${encodeURIComponent('plant 100')}`);
    expect(ids(byName)).toEqual([100, 1000, 1001, 1002]);
    expect(byName.plantCount).toBe(4);

    const nothing = await page('/api/plants?search=gas');
    expect(nothing).toEqual({ plants: [], plantCount: 0, offset: 0 });
  });

  it('computes the quality and the alerts of a fleet larger than a batch for every plant', async () => {
    user = await t.signUp();
    const large = COVERAGE_BATCH_PLANTS + 2;
    const form = new FormData();
    form.append('file', new File([fleetCsv(large)], 'fleet.csv', { type: 'text/csv' }));
    const up = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
    expect(up.status).toBe(201);

    // Each plant read one hour of its day: 23 hours missing, in the last batch as in the first.
    const last = await page(`/api/quality?offset=${COVERAGE_BATCH_PLANTS}`);
    expect(last.plantCount).toBe(large);
    expect(last.plants.map((p) => [p.plant_id, p.hours_present, p.gaps?.[0]?.hours])).toEqual([
      [COVERAGE_BATCH_PLANTS + 1, 1, 23],
      [COVERAGE_BATCH_PLANTS + 2, 1, 23],
    ]);
    const alerts = await t.request('/api/alerts', { cookie: user.cookie });
    const { alertCount } = (await alerts.json()) as { alertCount: number };
    expect(alertCount).toBeGreaterThanOrEqual(large);
  });
});
