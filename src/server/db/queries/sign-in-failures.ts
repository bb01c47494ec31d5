import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';

/** Failed sign-ins per e-mail address and their locks, shared by every replica. */
export function createSignInFailureQueries(db: Kysely<Database>) {
  return {
    /** The end of the address's lock, or null when it is not locked at `now`. */
    async lockedUntil(email: string, now: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select('locked_until')
        .where('email', '=', email)
        .where('locked_until', '>', now)
        .executeTakeFirst();
      return row?.locked_until ?? null;
    },

    /**
     * Counts one failure at `now` and returns the failures in a row. The count starts anew when
     * the last failure and the lock both ended more than `windowMs` ago; such rows of other
     * addresses (an attacker's guesses) are removed, so they do not pile up.
     */
    async recordFailure(email: string, now: Date, windowMs: number): Promise<number> {
      const stale = new Date(now.getTime() - windowMs);
      const { failures } = await db
        .insertInto('sign_in_failures')
        .values({ email, failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures: sql<number>`case
              when greatest(sign_in_failures.locked_until, sign_in_failures.last_failure_at) < ${stale}
              then 1 else sign_in_failures.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('sign_in_failures')
        .where(sql<boolean>`greatest(locked_until, last_failure_at) < ${stale}`)
        .execute();
      return failures;
    },

    /** Locks the address until the given instant. */
    async lock(email: string, until: Date): Promise<void> {
      await db
        .updateTable('sign_in_failures')
        .set({ locked_until: until })
        .where('email', '=', email)
        .execute();
    },

    /**
     * Locks an address after `failures` failed sign-ins, and records the burst in the audit log of
     * the account with that address, if there is one, in the same transaction (issue 28 §2).
     */
    async lockAccount(email: string, until: Date, failures: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sign_in_failures')
          .set({ locked_until: until })
          .where('email', '=', email)
          .execute();
        const account = await trx
          .selectFrom('user')
          .select('id')
          .where(sql<string>`lower(email)`, '=', email)
          .executeTakeFirst();
        if (!account) return;
        await recordEvent(trx, account.id, {
          actor: 'sign-in attempts',
          action: 'sign_in_lockout',
          target: email,
          details: { failures, locked_until: until.toISOString() },
        });
      });
    },

    /** Forgets the address's failures and lock. */
    async clear(email: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
    },
  };
}

export type SignInFailureQueries = ReturnType<typeof createSignInFailureQueries>;
