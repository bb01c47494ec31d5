// Deleting a stored file: its entry, its bytes and its plant-days, the history settled again.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { cellSpan, lockHistory, settleWinners } from './plant-days';
import { refuseLockedYears } from './year-locks';
import { yearsOfDates, yearsOfDays } from './year-span';

export function createDeleteFileQueries(db: Kysely<Database>) {
  return {
    /**
     * Deletes one of the user's files, recorded in the audit log as `actor`'s; each plant-day it won
     * falls back to the next newest upload holding it. False when the file does not exist or is
     * not the user's.
     */
    async deleteFile(orgId: string, id: string, actor: string): Promise<boolean> {
      return writeFigures(db, orgId, async (trx) => {
        await lockHistory(trx, orgId);
        const span = await cellSpan(trx, id);
        const deleted = await trx
          .deleteFrom('csv_files')
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .returning(['file_name', 'rows', 'plants', 'first_date', 'last_date'])
          .executeTakeFirst();
        if (!deleted) return false;
        // Checked once the file is known to be the user's: the refusal rolls the delete back.
        const { first_date, last_date, ...file } = deleted;
        const years = span ? yearsOfDays(span) : yearsOfDates(first_date, last_date);
        await refuseLockedYears(trx, orgId, years);
        await trx.deleteFrom('file_contents').where('id', '=', id).execute();
        if (span) await settleWinners(trx, orgId, span);
        await recordEvent(trx, orgId, {
          actor,
          action: 'delete_file',
          target: file.file_name,
          details: { file_id: id, ...file, years },
        });
        return true;
      });
    },
  };
}
