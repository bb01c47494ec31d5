import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthUserTable, Database } from '../schema';
import { recordEvent } from './audit-events';
import { roleOf, type Membership } from './organisations';

/** A token as the organisation's members see it listed: never the token itself. */
export interface ApiTokenEntry {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  /** The e-mail of the member who created it. */
  created_by: string;
}

/** Whose tokens a revocation may touch: one member's, or (null) any of the organisation's. */
type TokenCreator = string | null;

// 32 random bytes: guessing one is hopeless, so a plain SHA-256 is a safe way to keep it.
const TOKEN_BYTES = 32;
const TOKEN_PREFIX = 'sid_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * API tokens of an organisation (issue 28 §1), each made by one member and acting with their role
 * at most; each query takes the organisation's id, except the lookup of a presented token.
 */
export function createApiTokenQueries(db: Kysely<Database>) {
  return {
    /**
     * A new token of the organisation made by `userId`, recorded in the audit log as `actor`'s:
     * the token is in the answer once and only its hash is stored.
     */
    async createToken(
      orgId: string,
      userId: string,
      name: string,
      actor: string,
    ): Promise<Omit<ApiTokenEntry, 'created_by'> & { token: string }> {
      const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
      const entry = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('api_tokens')
          .values({ org_id: orgId, user_id: userId, name, token_hash: hashOf(token) })
          .returning(['id', 'name', 'created_at', 'last_used_at'])
          .executeTakeFirstOrThrow();
        await recordEvent(trx, orgId, { actor, action: 'token_create', target: name });
        return created;
      });
      return { ...entry, token };
    },

    /** The organisation's tokens, newest first, with who made each. */
    async listTokens(orgId: string): Promise<ApiTokenEntry[]> {
      return db
        .selectFrom('api_tokens')
        .leftJoin('user', 'user.id', 'api_tokens.user_id')
        .select(({ fn, val }) => [
          'api_tokens.id',
          'api_tokens.name',
          'api_tokens.created_at',
          'api_tokens.last_used_at',
          fn.coalesce('user.email', val('(deleted account)')).as('created_by'),
        ])
        .where('api_tokens.org_id', '=', orgId)
        .orderBy('api_tokens.created_at', 'desc')
        .orderBy('api_tokens.id', 'desc')
        .execute();
    },

    /**
     * Revokes one of the organisation's tokens made by `creator` (null: by anyone), audited;
     * false when there is no such token.
     */
    async revokeToken(
      orgId: string,
      id: string,
      creator: TokenCreator,
      actor: string,
    ): Promise<boolean> {
      return (await revoke(db, { orgId, id, creator }, actor)) > 0;
    },

    /**
     * Revokes every token `creator` made in the organisation, or in every organisation (orgId
     * null: account recovery), each recorded in the audit log; how many there were.
     */
    async revokeAllTokens(orgId: string | null, creator: string, actor: string): Promise<number> {
      return revoke(db, { orgId, id: null, creator }, actor);
    },

    /**
     * The creator of a presented token, the token's name and the creator's membership of its
     * organisation, marking it used now; null for an unknown or revoked token, or one whose creator
     * is no longer a member.
     */
    async userOfToken(token: string): Promise<{
      user: Selectable<AuthUserTable>;
      tokenName: string;
      membership: Membership;
    } | null> {
      const used = await db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date() })
        .where('token_hash', '=', hashOf(token))
        .returning(['org_id', 'user_id', 'name'])
        .executeTakeFirst();
      if (!used) return null;
      const found = await db
        .selectFrom('user')
        .innerJoin('member', (j) =>
          j.onRef('member.userId', '=', 'user.id').on('member.organizationId', '=', used.org_id),
        )
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .selectAll('user')
        .select(['member.role', 'organization.name as orgName'])
        .where('user.id', '=', used.user_id)
        .executeTakeFirst();
      if (!found) return null;
      const { role, orgName, ...user } = found;
      return {
        user,
        tokenName: used.name,
        membership: { orgId: used.org_id, orgName, role: roleOf(role) },
      };
    },
  };
}

/** Which tokens to revoke: null matches any organisation, token or creator. */
export interface RevokedTokens {
  orgId: string | null;
  id: string | null;
  creator: TokenCreator;
}

const revoke = (db: Kysely<Database>, which: RevokedTokens, actor: string) =>
  db.transaction().execute((trx) => revokeTokensIn(trx, which, actor));

/**
 * Deletes the tokens `which` names and records each in its organisation's log, in the caller's
 * transaction; how many.
 */
export async function revokeTokensIn(
  trx: Kysely<Database>,
  which: RevokedTokens,
  actor: string,
): Promise<number> {
  let query = trx.deleteFrom('api_tokens');
  if (which.orgId !== null) query = query.where('org_id', '=', which.orgId);
  if (which.id !== null) query = query.where('id', '=', which.id);
  if (which.creator !== null) query = query.where('user_id', '=', which.creator);
  const revoked = await query.returning(['org_id', 'name']).execute();
  for (const { org_id, name } of revoked) {
    await recordEvent(trx, org_id, { actor, action: 'token_revoke', target: name });
  }
  return revoked.length;
}

export type ApiTokenQueries = ReturnType<typeof createApiTokenQueries>;
