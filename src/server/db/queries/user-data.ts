import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** How many rows of each kind were removed. */
export interface DeletedUserData {
  files: number;
  permits: number;
}

/** Queries over everything a user owns across tables. */
export function createUserDataQueries(db: Kysely<Database>) {
  return {
    /**
     * Removes all the user's files and permits in one transaction (DESIGN.md: account deletion
     * leaves nothing). Pass the caller's transaction to make it part of a larger one.
     */
    async deleteUserData(
      userId: string,
      executor: Kysely<Database> = db,
    ): Promise<DeletedUserData> {
      const remove = async (trx: Kysely<Database>): Promise<DeletedUserData> => {
        const files = await trx
          .deleteFrom('csv_files')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const permits = await trx
          .deleteFrom('eu_permits')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return { files: Number(files.numDeletedRows), permits: Number(permits.numDeletedRows) };
      };
      return executor.isTransaction ? remove(executor) : executor.transaction().execute(remove);
    },
  };
}

export type UserDataQueries = ReturnType<typeof createUserDataQueries>;
