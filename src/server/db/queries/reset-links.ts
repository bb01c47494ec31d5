import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// Better Auth stores a reset link as a verification row `reset-password:{token}` whose value is
// the user's id.
const RESET_LINK_PREFIX = 'reset-password:';

/** Every password-reset link a user was sent and has not used is made unusable. */
export async function revokeResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_LINK_PREFIX}%`)
    .where('value', '=', userId)
    .execute();
}
