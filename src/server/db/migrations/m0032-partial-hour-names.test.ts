import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DataQualityReport } from '@domain/readings/dataset';
import { createFileQueries } from '../queries/files';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { storeFile } from '../testing/stored-file';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0032-partial-hour-names';

const HOUR = Date.parse('2025-01-02T14:00:00Z');

describeEachBackend('migration 0032 (partial hour names)', (t) => {
  const names = (org: string) =>
    t.db
      .selectFrom('partial_hours')
      .select(['plant_id', 'plant_name'])
      .where('org_id', '=', org)
      .orderBy('plant_id')
      .execute();
  const hasColumn = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_name = 'partial_hours' and column_name = 'plant_name'`.execute(t.db)
    ).rows[0]!.n === 1;

  it("names a partial hour stored before after its plant's newest file, and keeps every hour", async () => {
    const org = await uploadOverlappingHistory(t.db);
    const partial = (plantId: number) => ({
      plantId,
      plantName: 'as read',
      hour: HOUR,
      readings: 2,
      expected: 4,
    });
    await storeFile(createFileQueries(t.db), org, {
      fileName: 'short.csv',
      content: new TextEncoder().encode('short.csv'),
      facts: {
        quality: { rows: 1, plants: 2, firstDate: '', lastDate: '' } as DataQualityReport,
        analysis: {},
        analysisVersion: 1,
        partialHours: [partial(1), partial(99)],
      },
    });
    expect(await names(org)).toEqual([
      { plant_id: 1, plant_name: 'as read' },
      { plant_id: 99, plant_name: 'as read' },
    ]);

    await downAndUp(t.db, '0032-partial-hour-names', { down, up }, async () => {
      expect(await hasColumn()).toBe(false);
    });
    // Plant 1's newest upload calls it "Alpha II"; plant 99 has no day to be named after.
    expect(await names(org)).toEqual([
      { plant_id: 1, plant_name: 'Alpha II' },
      { plant_id: 99, plant_name: '' },
    ]);
  });
});
