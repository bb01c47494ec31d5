import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DataQualityReport } from '@domain/readings/dataset';
import { createFileQueries } from '../queries/files';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { storeFile } from '../testing/stored-file';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0024-partial-hours';

const HOUR = Date.parse('2025-01-02T14:00:00Z');

describeEachBackend('migration 0024 (partial hours)', (t) => {
  const files = () => createFileQueries(t.db);
  const storeShortFile = (user: string, name: string) =>
    storeFile(files(), user, {
      fileName: name,
      content: new TextEncoder().encode(name),
      facts: {
        quality: { rows: 1, plants: 1, firstDate: '', lastDate: '' } as DataQualityReport,
        analysis: {},
        analysisVersion: 1,
        partialHours: [{ plantId: 1, plantName: 'Plant 1', hour: HOUR, readings: 2, expected: 4 }],
      },
    });
  const partialRows = (user: string) =>
    t.db
      .selectFrom('partial_hours')
      .select(['file_id', 'plant_id', 'day', 'hour_start', 'readings', 'expected'])
      .where('org_id', '=', user)
      .execute();
  const userFiles = async (user: string) => ({
    files: await t.db
      .selectFrom('csv_files')
      .select(['id', 'file_name', 'rows'])
      .where('org_id', '=', user)
      .orderBy('id')
      .execute(),
    plantDays: await t.db
      .selectFrom('plant_days')
      .select(['file_id', 'plant_id', 'day', 'wins'])
      .where('org_id', '=', user)
      .orderBy('file_id')
      .orderBy('plant_id')
      .orderBy('day')
      .execute(),
  });
  const tableExists = async () =>
    (
      await sql<{ name: string | null }>`select to_regclass('partial_hours')::text as name`.execute(
        t.db,
      )
    ).rows[0]!.name !== null;

  it('keeps every file and plant-day down and up, keys the table by organisation, and deletes with the file', async () => {
    const user = await uploadOverlappingHistory(t.db);
    const short = await storeShortFile(user, 'short.csv');
    expect(await partialRows(user)).toEqual([
      {
        file_id: short.id,
        plant_id: 1,
        day: Math.floor(HOUR / 86_400_000),
        hour_start: HOUR,
        readings: 2,
        expected: 4,
      },
    ]);
    const before = await userFiles(user);
    expect(before.files).toHaveLength(3);

    await downAndUp(t.db, '0024-partial-hours', { down, up }, async () => {
      expect(await tableExists()).toBe(false);
    });
    expect(await userFiles(user)).toEqual(before);
    expect(await partialRows(user)).toEqual([]);
    const { rows } = await sql<{ key: string }>`
      select pg_get_constraintdef(oid) as key from pg_constraint
      where conname = 'partial_hours_pkey'`.execute(t.db);
    expect(rows[0]!.key).toBe('PRIMARY KEY (org_id, plant_id, hour_start, file_id)');

    const again = await storeShortFile(user, 'short again.csv');
    expect((await partialRows(user)).map((r) => r.file_id)).toEqual([again.id]);
    expect(await files().deleteFile(user, again.id, 'test')).toBe(true);
    expect(await partialRows(user)).toEqual([]);
  });
});
