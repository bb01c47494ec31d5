import type { Services } from '../services';
import { NO_CELL_ROWS } from '../db/cell-rows';

/**
 * Gives every file of the user stored before the history (or with cells of another
 * HISTORY_VERSION) its plant-day cells, computed from its bytes on the worker pool. A file that no
 * longer passes validation gets none: it holds no plant-day of the history.
 */
export async function ensureHistory(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string,
): Promise<void> {
  const { files } = services.queries;
  for (const id of await files.filesWithoutHistory(orgId)) {
    const file = await files.getFileContent(orgId, id);
    if (!file) continue;
    const checked = await services.work.run('checkUpload', {
      bytes: file.content,
      zones: file.zones,
      notReported: file.notReported,
    });
    await files.storeCells(orgId, id, checked.ok ? checked.cells : NO_CELL_ROWS);
  }
}
