import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** How many rows of each kind were removed. */
export interface DeletedAccount {
  users: number;
  sessions: number;
  files: number;
  permits: number;
}

/** Queries over everything a user owns across tables. */
export function createUserDataQueries(db: Kysely<Database>) {
  return {
    /**
     * Removes the user, their sessions, sign-in accounts, pending tokens, API tokens, failed
     * sign-ins, files (and uploads still arriving), permits, import profiles, plant register, settings, ETS verification statements, gap classifications, locked years, audit events and data version in one transaction (DESIGN.md: account deletion leaves nothing;
     * all of it or none of it).
     */
    async deleteAccount(userId: string): Promise<DeletedAccount> {
      return db.transaction().execute(async (trx) => {
        const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
        // Their plant-days go with the files (foreign key); the rollups of the history are the user's.
        const files = await trx
          .deleteFrom('csv_files')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        // The files' bytes, and those of uploads still arriving, go with their contents.
        await trx.deleteFrom('file_contents').where('user_id', '=', userId).execute();
        await trx.deleteFrom('history_days').where('user_id', '=', userId).execute();
        await trx.deleteFrom('history_plant_weeks').where('user_id', '=', userId).execute();
        await trx.deleteFrom('history_plant_months').where('user_id', '=', userId).execute();
        await trx.deleteFrom('history_plant_years').where('user_id', '=', userId).execute();
        const permits = await trx
          .deleteFrom('eu_permits')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        await trx.deleteFrom('import_profiles').where('user_id', '=', userId).execute();
        await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('plant_register').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_settings').where('user_id', '=', userId).execute();
        await trx.deleteFrom('data_versions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('ets_verifications').where('user_id', '=', userId).execute();
        await trx.deleteFrom('gap_classifications').where('user_id', '=', userId).execute();
        await trx.deleteFrom('year_locks').where('user_id', '=', userId).execute();
        await trx.deleteFrom('audit_events').where('user_id', '=', userId).execute();
        const sessions = await trx
          .deleteFrom('session')
          .where('userId', '=', userId)
          .executeTakeFirst();
        await trx.deleteFrom('account').where('userId', '=', userId).executeTakeFirst();
        // Recovery and confirmation tokens store the user's id as their value.
        await trx.deleteFrom('verification').where('value', '=', userId).executeTakeFirst();
        // Failed sign-ins are counted by address (the address is personal data too).
        await trx
          .deleteFrom('sign_in_failures')
          .where('email', 'in', trx.selectFrom('user').select('email').where('id', '=', userId))
          .executeTakeFirst();
        const users = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
        return {
          users: count(users),
          sessions: count(sessions),
          files: count(files),
          permits: count(permits),
        };
      });
    },

    /** Whether the database answers (readiness). */
    async ping(): Promise<void> {
      await db.selectFrom('csv_files').select('id').limit(1).execute();
    },
  };
}

export type UserDataQueries = ReturnType<typeof createUserDataQueries>;
