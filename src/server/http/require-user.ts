import { createMiddleware } from 'hono/factory';
import { MSG_USER_NOT_AUTHENTICATED } from '../../domain/messages';
import type { Auth } from '../auth/create-auth';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Lets a request through only with a valid session, and puts its user on the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, 'unauthorized', MSG_USER_NOT_AUTHENTICATED);
    c.set('user', session.user);
    await next();
  });
}
