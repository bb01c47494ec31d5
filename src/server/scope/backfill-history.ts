// Issue 35 §5: the history is whole whenever a request reads it. Its backfill runs when the server
// starts (files stored before the history, or under another HISTORY_VERSION) and when a time zone
// change has marked the files whose days it moves; no read path runs it.
import type { Services } from '../services';
import { NO_CELL_ROWS } from '../db/cell-rows';

/**
 * Gives every file of an organisation (null: of every one) that lacks its plant-day cells, or holds
 * those of another HISTORY_VERSION, its cells, computed from its bytes on the worker pool; returns
 * how many it computed. A file that no longer passes validation gets none: it holds no plant-day of
 * the history.
 */
export async function backfillHistory(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string | null,
): Promise<number> {
  const { files } = services.queries;
  const stale = await files.filesWithoutHistory(orgId);
  for (const { orgId: owner, id } of stale) {
    const file = await files.getFileContent(owner, id);
    if (!file) continue;
    const checked = await services.work.run('checkUpload', {
      bytes: file.content,
      zones: file.zones,
      notReported: file.notReported,
    });
    await files.storeCells(owner, id, checked.ok ? checked.cells : NO_CELL_ROWS);
  }
  return stale.length;
}
