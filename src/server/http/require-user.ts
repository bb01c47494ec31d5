import { createMiddleware } from 'hono/factory';
import { MSG_USER_NOT_AUTHENTICATED } from '../../domain/core/messages';
import type { SessionReader } from '../auth/session-reader';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Lets a request through only with a valid session, and puts its user on the context. */
export function requireUser(sessions: SessionReader) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) throw new ApiError(401, 'unauthorized', MSG_USER_NOT_AUTHENTICATED);
    c.set('user', session.user);
    await next();
  });
}
