import { createMiddleware } from 'hono/factory';
import { MSG_USER_NOT_AUTHENTICATED } from '@domain/messages';
import type { SessionReader } from '../auth/session-reader';
import type { FailureLock } from '../auth/sign-in-lockout';
import type { ApiTokenQueries } from '../db/queries/api-tokens';
import { clientIp } from '../auth/client-ip';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

const MSG_NO_ORGANISATION =
  'You are not a member of any organisation: ask an owner for an invitation, or create one.';

const BEARER = /^Bearer\s+(\S+)$/i;

const msgTokenLocked = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many invalid API tokens from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Lets a request through only with a valid session of a member, or with a valid API token; puts
 * its user and the caller (caller.ts: the organisation it acts in) on the context. What the route
 * then asks of the caller (role, token scope, second factor) its definition states and its guard
 * checks (route-access.ts).
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
      const { user, tokenName, membership } = presented;
      c.set('user', user);
      c.set('secondFactorMissing', false);
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
    const { orgId, orgName, role } = membership;
    c.set('user', session.user);
    // Issue 28 §4: refused on the routes that need the factor when the organisation requires it.
    c.set('secondFactorMissing', membership.requireTwoFactor && !session.user.twoFactorEnabled);
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
