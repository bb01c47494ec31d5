import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthUserTable, Database } from '../schema';
import { recordEvent } from './audit-events';

/** A token as its owner sees it listed: never the token itself. */
export interface ApiTokenEntry {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

// 32 random bytes: guessing one is hopeless, so a plain SHA-256 is a safe way to keep it.
const TOKEN_BYTES = 32;
const TOKEN_PREFIX = 'sid_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Personal API tokens; each query takes the owner's id, except the lookup of a presented token. */
export function createApiTokenQueries(db: Kysely<Database>) {
  return {
    /**
     * A new token for the user, recorded in the audit log as `actor`'s: the token is in the answer
     * once and only its hash is stored.
     */
    async createToken(
      userId: string,
      name: string,
      actor: string,
    ): Promise<ApiTokenEntry & { token: string }> {
      const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
      const entry = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('api_tokens')
          .values({ user_id: userId, name, token_hash: hashOf(token) })
          .returning(['id', 'name', 'created_at', 'last_used_at'])
          .executeTakeFirstOrThrow();
        await recordEvent(trx, userId, { actor, action: 'token_create', target: name });
        return created;
      });
      return { ...entry, token };
    },

    /** The user's tokens, newest first. */
    async listTokens(userId: string): Promise<ApiTokenEntry[]> {
      return db
        .selectFrom('api_tokens')
        .select(['id', 'name', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Revokes one of the user's tokens (audited); false when it does not exist or is not the user's. */
    async revokeToken(userId: string, id: string, actor: string): Promise<boolean> {
      return (await revoke(db, userId, actor, id)) > 0;
    },

    /**
     * Revokes every token of the user (account recovery, or at their request), each recorded in
     * the audit log; how many there were.
     */
    async revokeAllTokens(userId: string, actor: string): Promise<number> {
      return revoke(db, userId, actor, null);
    },

    /**
     * The owner of a presented token and the token's name, marking it used now; null for an
     * unknown or revoked token.
     */
    async userOfToken(
      token: string,
    ): Promise<{ user: Selectable<AuthUserTable>; tokenName: string } | null> {
      const used = await db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date() })
        .where('token_hash', '=', hashOf(token))
        .returning(['user_id', 'name'])
        .executeTakeFirst();
      if (!used) return null;
      const user = await db
        .selectFrom('user')
        .selectAll()
        .where('id', '=', used.user_id)
        .executeTakeFirst();
      return user ? { user, tokenName: used.name } : null;
    },
  };
}

/** Deletes one of the user's tokens (or all: id null) and records each revoked one; how many. */
function revoke(
  db: Kysely<Database>,
  userId: string,
  actor: string,
  id: string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('api_tokens').where('user_id', '=', userId);
    if (id !== null) query = query.where('id', '=', id);
    const revoked = await query.returning('name').execute();
    for (const { name } of revoked) {
      await recordEvent(trx, userId, { actor, action: 'token_revoke', target: name });
    }
    return revoked.length;
  });
}

export type ApiTokenQueries = ReturnType<typeof createApiTokenQueries>;
