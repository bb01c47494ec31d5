import type { OrganisationQueries, SessionMembership } from '../db/queries/organisations';
import type { Auth } from './create-auth';

/**
 * A session, with the organisation it acts in, the member's role there and what the organisation
 * requires of sessions (null: none).
 */
export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>> & {
  membership: SessionMembership | null;
};

/**
 * Reads the session of a request through Better Auth, and the membership it acts with, remembering
 * a valid one for a second:
 * checking the signed cookie and reading the session and user costs CPU that a dashboard's burst
 * of API calls would otherwise pay on every call (docs/benchmarks.md, "API"). Anything that
 * can end or change a session on this replica (every auth POST, account deletion) forgets them
 * all at once; another replica notices a revoked session within the second.
 */
export function createSessionReader(
  auth: Auth,
  organisations: Pick<OrganisationQueries, 'membershipOf'>,
  ttlMs = 1_000,
  maxEntries = 10_000,
) {
  const remembered = new Map<string, { session: Session; until: number }>();
  return {
    async read(headers: Headers): Promise<Session | null> {
      const key = headers.get('cookie');
      if (!key) return null;
      const now = Date.now();
      const hit = remembered.get(key);
      if (hit && hit.until > now) return hit.session;
      const found = await auth.api.getSession({ headers });
      if (!found) {
        remembered.delete(key);
        return null;
      }
      const active = found.session.activeOrganizationId ?? null;
      const session = {
        ...found,
        membership: await organisations.membershipOf(found.user.id, active),
      };
      if (remembered.size >= maxEntries) remembered.clear();
      const expires = new Date(session.session.expiresAt).getTime();
      remembered.set(key, { session, until: Math.min(now + ttlMs, expires) });
      return session;
    },
    forgetAll(): void {
      remembered.clear();
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
