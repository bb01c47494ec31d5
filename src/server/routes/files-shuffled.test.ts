// Issue 36, "Order and odd rows": an export of 15-minute readings of two units, shuffled, uploaded
// through a profile stores what the same export sorted by time stores: the same hours to the last
// digit, the same totals per plant and unit, hours present and partial hours.
import { expect, it } from 'vitest';
import {
  byTime,
  QUARTER_HOUR_PROFILE,
  quarterHourFile,
  quarterHourReadings,
  shuffled,
} from '@domain/testing/quarter-hour-units';
import { uploadThroughProfile } from '../testing/epa-upload';
import { describeApi, type TestUser } from '../testing/test-app';

interface Analysis {
  kpis: Record<string, number>;
  plants: { plant_id: number; total_electricity: number; units: unknown[] }[];
}
interface Quality {
  plants: { hours_present: number; partial_hours: unknown; units: unknown[] }[];
}

describeApi('a shuffled export of 15-minute readings (POST /api/files through a profile)', (t) => {
  const json = async <T>(user: TestUser, path: string) =>
    (await (await t.request(path, { cookie: user.cookie })).json()) as T;

  /** Uploads the readings in the order given; the hours stored, and what the screens answer. */
  async function stored(text: string) {
    const user = await t.signUp();
    const { id } = (await uploadThroughProfile(t, user, QUARTER_HOUR_PROFILE, text, 'h.csv')) as {
      id?: string;
    };
    const content = await t.request(`/api/files/${id}/content`, { cookie: user.cookie });
    const [header, ...hours] = (await content.text()).trim().split('\n');
    const analysis = await json<Analysis>(user, '/api/analysis');
    const quality = await json<Quality>(user, '/api/quality');
    return {
      header,
      // The spec CSV stored of the file: its hours in the order they were read.
      hours: hours.sort(),
      kpis: analysis.kpis,
      plants: analysis.plants.map(({ plant_id, total_electricity, units }) => ({
        plant_id,
        total_electricity,
        units,
      })),
      quality: quality.plants.map(({ hours_present, partial_hours, units }) => ({
        hours_present,
        partial_hours,
        units,
      })),
    };
  }

  it('stores the hours, totals and partial hours of the same export sorted by time', async () => {
    const readings = quarterHourReadings();
    const sorted = await stored(quarterHourFile(byTime(readings)));
    expect(await stored(quarterHourFile(shuffled(readings, 36)))).toEqual(sorted);
    // Of the sorted export: 2 units' 48 hours but A's 03:00 (3 of 4) and B's 10:00 (1 of 4).
    expect(sorted.hours).toHaveLength(2 * 48 - 2);
    expect(sorted.quality[0]!.partial_hours).toMatchObject({ total: 2 });
    const complete = readings.filter(
      (r) => !r.text.startsWith(r.unit === 'A' ? '2025-06-02 03:' : '2025-06-02 10:'),
    );
    const mwh = complete.reduce((s, r) => s + r.mwh, 0);
    expect(sorted.kpis.totalElectricity).toBe(Math.round(mwh));
  });
});
