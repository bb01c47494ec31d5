// Issue 35 §5: the history's backfill runs when the server starts and when a time zone change marks
// files, never on a read: a read of a marked file's scope computes no plant-days.
import { expect, it, vi } from 'vitest';
import { readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { describeApi } from '../testing/test-app';
import { backfillHistory } from './backfill-history';

describeApi('the history backfill', (t) => {
  it('runs at start and on a time zone change, not on a read', async () => {
    const user = await t.signUp();
    const upload = await uploadCsv(t, user, readingsCsv('2025-03-01 10:00:00'), 'a.csv');
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const { organisation } = (await (await sendJson(t, user, 'GET', '/api/me')).json()) as {
      organisation: { id: string };
    };
    const stale = () => t.services.queries.files.filesWithoutHistory(organisation.id);
    await t.db.updateTable('csv_files').set({ history_version: 0 }).where('id', '=', id).execute();

    const run = vi.spyOn(t.services.work, 'run');
    try {
      for (const path of ['/api/analysis', '/api/quality', '/api/plants', '/api/ets/2025']) {
        expect((await sendJson(t, user, 'GET', path)).status, path).toBe(200);
      }
      expect(run.mock.calls.map(([task]) => task)).not.toContain('checkUpload');
      expect(await stale()).toEqual([{ orgId: organisation.id, id }]);

      // As at the server's start: the file gets its plant-days.
      expect(await backfillHistory(t.services, null)).toBeGreaterThanOrEqual(1);
      expect(await stale()).toEqual([]);

      // A time zone change marks the plant's files and places their days again before it answers.
      const zoned = await sendJson(t, user, 'PUT', '/api/plants/2', { timezone: 'Europe/Berlin' });
      expect(zoned.status).toBe(200);
      expect(run.mock.calls.map(([task]) => task)).toContain('checkUpload');
      expect(await stale()).toEqual([]);
    } finally {
      run.mockRestore();
    }
  });
});
