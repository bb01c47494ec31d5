import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { validationHook } from './validation-hook';

/** A route group whose zod schemas validate requests and document them in /api/openapi.json. */
export const openApiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The guard that lets only a signed-in user through (require-user.ts), built once per app. */
export type SignedIn = MiddlewareHandler<AppEnv>;

/**
 * A route group every route of which needs a signed-in user: the guard is declared here once, and
 * also covers any path under the group that names no route.
 */
export function signedInRouter(signedIn: SignedIn) {
  const router = openApiRouter();
  router.use('*', signedIn);
  return router;
}
