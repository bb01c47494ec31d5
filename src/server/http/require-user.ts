import { createMiddleware } from 'hono/factory';
import { MSG_USER_NOT_AUTHENTICATED } from '../../domain/core/messages';
import type { SessionReader } from '../auth/session-reader';
import type { FailureLock } from '../auth/sign-in-lockout';
import type { ApiTokenQueries } from '../db/queries/api-tokens';
import type { Membership, SessionMembership } from '../db/queries/organisations';
import { msgRoleNeeded, roleAllows } from '../../domain/core/access/roles';
import { msgTwoFactorRequired } from '../../domain/core/access/second-factor-policy';
import { clientIp } from '../auth/client-ip';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { routeNeeds } from './route-permissions';
import { tokenMayCall } from './token-scope';

const MSG_NO_ORGANISATION =
  'You are not a member of any organisation: ask an owner for an invitation, or create one.';

const BEARER = /^Bearer\s+(\S+)$/i;

const msgTokenLocked = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many invalid API tokens from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * The routes a session without a second factor still reaches in an organisation requiring one: the
 * ones the web app reads to say why. Better Auth's routes have their own guard
 * (auth/second-factor-guard.ts), which leaves open turning the factor on and switching organisation.
 */
const WITHOUT_SECOND_FACTOR: readonly RegExp[] = [/^\/api\/me\/?$/, /^\/api\/organisation\/?$/];

/** Issue 28 §4: refuses a session without a second factor when its organisation requires one. */
function requireSecondFactor(
  method: string,
  path: string,
  membership: SessionMembership,
  user: { twoFactorEnabled?: boolean | null },
): void {
  if (!membership.requireTwoFactor || user.twoFactorEnabled) return;
  if ((method === 'GET' || method === 'HEAD') && WITHOUT_SECOND_FACTOR.some((p) => p.test(path))) {
    return;
  }
  throw new ApiError(403, 'two_factor_required', msgTwoFactorRequired(membership.orgName));
}

/** Refuses a member whose role lacks what the route needs (route-permissions.ts). */
function requireRole(method: string, path: string, membership: Membership): void {
  const needs = routeNeeds(method, path);
  if (needs && !roleAllows(membership.role, needs.permission)) {
    throw new ApiError(
      403,
      'forbidden',
      msgRoleNeeded(needs.doing, needs.permission, membership.role),
    );
  }
}

/**
 * Lets a request through only with a valid session, or with an API token on the routes a token
 * may call (token-scope.ts), of a member whose role allows the route; puts its user and the
 * caller (caller.ts: the organisation it acts in) on the context.
 */
export function requireUser(
  sessions: SessionReader,
  tokens: ApiTokenQueries,
  tokenFailures: { lock: FailureLock; trustProxy: boolean },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const bearer = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer !== undefined) {
      // Issue 10: wrong tokens are limited per client like wrong passwords, so tokens cannot be guessed.
      const client = `api-token:${clientIp(c, tokenFailures.trustProxy) ?? 'unknown'}`;
      const locked = await tokenFailures.lock.lockedForSeconds(client);
      if (locked !== null) {
        throw new ApiError(
          429,
          'too_many_token_failures',
          msgTokenLocked(locked),
          {},
          {
            'Retry-After': String(locked),
          },
        );
      }
      const presented = await tokens.userOfToken(bearer);
      if (!presented) {
        await tokenFailures.lock.failed(client);
        throw new ApiError(401, 'invalid_token', 'Invalid or revoked API token.');
      }
      if (!tokenMayCall(c.req.method, c.req.path)) {
        throw new ApiError(
          403,
          'token_not_allowed',
          'API tokens can upload and read data; sign in to change the account.',
        );
      }
      const { user, tokenName, membership } = presented;
      requireRole(c.req.method, c.req.path, membership);
      c.set('user', user);
      c.set('caller', {
        ...membership,
        userId: user.id,
        email: user.email,
        token: { name: tokenName },
      });
      return next();
    }
    const session = await sessions.read(c.req.raw.headers);
    if (!session) throw new ApiError(401, 'unauthorized', MSG_USER_NOT_AUTHENTICATED);
    const { membership } = session;
    if (!membership) throw new ApiError(403, 'no_organisation', MSG_NO_ORGANISATION);
    requireSecondFactor(c.req.method, c.req.path, membership, session.user);
    requireRole(c.req.method, c.req.path, membership);
    const { orgId, orgName, role } = membership;
    c.set('user', session.user);
    c.set('caller', {
      orgId,
      orgName,
      role,
      userId: session.user.id,
      email: session.user.email,
      token: null,
    });
    await next();
  });
}
