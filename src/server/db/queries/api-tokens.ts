import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthUserTable, Database } from '../schema';

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
    /** A new token for the user: the token is in the answer once and only its hash is stored. */
    async createToken(userId: string, name: string): Promise<ApiTokenEntry & { token: string }> {
      const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
      const entry = await db
        .insertInto('api_tokens')
        .values({ user_id: userId, name, token_hash: hashOf(token) })
        .returning(['id', 'name', 'created_at', 'last_used_at'])
        .executeTakeFirstOrThrow();
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

    /** Revokes one of the user's tokens; false when it does not exist or is not the user's. */
    async revokeToken(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('api_tokens')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Revokes every token of the user (account recovery, or at their request); how many there were. */
    async revokeAllTokens(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('api_tokens')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The owner of a presented token, marking it used now; null for an unknown or revoked token. */
    async userOfToken(token: string): Promise<Selectable<AuthUserTable> | null> {
      const used = await db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date() })
        .where('token_hash', '=', hashOf(token))
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return null;
      const user = await db
        .selectFrom('user')
        .selectAll()
        .where('id', '=', used.user_id)
        .executeTakeFirst();
      return user ?? null;
    },
  };
}

export type ApiTokenQueries = ReturnType<typeof createApiTokenQueries>;
