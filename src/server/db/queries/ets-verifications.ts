// Issue 26: the verifier's statement recorded for a user's ETS year; it moves the year's figures
// ("verified" instead of "reported"), so each write raises the user's data version.
import { sql, type Kysely } from 'kysely';
import type { VerificationStatement } from '@domain/validation/ets-verification';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { refuseLockedYears } from './year-locks';

/** A recorded statement and when it was recorded. */
export interface RecordedStatement extends VerificationStatement {
  recorded_at: Date;
}

const COLUMNS = ['verifier', 'verified_on', 'verified_co2_t', 'opinion', 'recorded_at'] as const;

export function createEtsVerificationQueries(db: Kysely<Database>) {
  return {
    /** The statement on the user's year, or null. */
    async get(orgId: string, year: number): Promise<RecordedStatement | null> {
      const row = await db
        .selectFrom('ets_verifications')
        .select(COLUMNS)
        .where('org_id', '=', orgId)
        .where('year', '=', year)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Records the statement on the user's year, in place of any earlier one (audited as `actor`'s). */
    save(
      orgId: string,
      year: number,
      s: VerificationStatement,
      actor: string,
    ): Promise<RecordedStatement> {
      const fields = {
        verifier: s.verifier,
        verified_on: s.verified_on,
        verified_co2_t: s.verified_co2_t,
        opinion: s.opinion,
      };
      return writeFigures(db, orgId, async (trx) => {
        await refuseLockedYears(trx, orgId, [year]);
        const row = await trx
          .insertInto('ets_verifications')
          .values({ org_id: orgId, year, ...fields })
          .onConflict((oc) =>
            oc.columns(['org_id', 'year']).doUpdateSet({ ...fields, recorded_at: sql`now()` }),
          )
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordEvent(trx, orgId, {
          actor,
          action: 'verification_record',
          target: String(year),
          details: { year, ...fields },
        });
        return row;
      });
    },

    /** Removes the statement on the user's year (audited as `actor`'s); false when there was none. */
    remove(orgId: string, year: number, actor: string): Promise<boolean> {
      return writeFigures(db, orgId, async (trx) => {
        await refuseLockedYears(trx, orgId, [year]);
        const removed = await trx
          .deleteFrom('ets_verifications')
          .where('org_id', '=', orgId)
          .where('year', '=', year)
          .returning(['verifier', 'verified_on', 'verified_co2_t', 'opinion'])
          .executeTakeFirst();
        if (!removed) return false;
        await recordEvent(trx, orgId, {
          actor,
          action: 'verification_remove',
          target: String(year),
          details: { year, ...removed },
        });
        return true;
      });
    },
  };
}
