// A stored file's plant-days in the history: which files lack them (or hold an older version's),
// and replacing them.
import type { Kysely, Transaction } from 'kysely';
import { HISTORY_VERSION } from '@domain/history/history-version';
import type { CellRows } from '../cell-rows';
import type { Database } from '../schema';
import { writeFigures } from './data-versions';
import { cellSpan, insertCells, lockHistory, settleWinners } from './plant-days';

/** Replaces a file's cells (of any age) and settles the winners over the days they and the old ones span. */
async function replaceCells(
  trx: Transaction<Database>,
  orgId: string,
  file: { id: string; upload_seq: number },
  cells: CellRows,
): Promise<void> {
  const old = await cellSpan(trx, file.id);
  await trx.deleteFrom('plant_days').where('file_id', '=', file.id).execute();
  await insertCells(trx, orgId, file, cells);
  const spans = [old, cells.span].filter((s) => s !== null);
  if (spans.length === 0) return;
  const first = Math.min(...spans.map((s) => s.first));
  const last = Math.max(...spans.map((s) => s.last));
  await settleWinners(trx, orgId, { first, last });
}

export function createFileCellQueries(db: Kysely<Database>) {
  return {
    /**
     * The files of an organisation (null: of every one) whose plant-days are missing or of another
     * HISTORY_VERSION, in upload order.
     */
    async filesWithoutHistory(orgId: string | null): Promise<{ orgId: string; id: string }[]> {
      let query = db
        .selectFrom('csv_files')
        .select(['org_id', 'id'])
        .where('history_version', '<>', HISTORY_VERSION);
      if (orgId !== null) query = query.where('org_id', '=', orgId);
      const rows = await query.orderBy('upload_seq').execute();
      return rows.map((r) => ({ orgId: r.org_id, id: r.id }));
    },

    /** Replaces one file's plant-days (none for a file that no longer passes validation). */
    async storeCells(orgId: string, id: string, cells: CellRows): Promise<void> {
      await writeFigures(db, orgId, async (trx) => {
        await lockHistory(trx, orgId);
        const file = await trx
          .selectFrom('csv_files')
          .select(['id', 'upload_seq'])
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .executeTakeFirst();
        if (!file) return null;
        await replaceCells(trx, orgId, file, cells);
        await trx
          .updateTable('csv_files')
          .set({ history_version: HISTORY_VERSION })
          .where('id', '=', id)
          .execute();
      });
    },
  };
}
