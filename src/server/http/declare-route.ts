import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { accessGuard, type RouteAccess } from './route-access';

/**
 * A route of the API with its access stated where it is defined: createRoute's definition plus
 * `access`, which a guard before its validators enforces (route-access.ts). The access stays out of
 * /api/openapi.json, and a route without one does not compile.
 */
export function declareRoute<
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P; access: RouteAccess },
>({ access, ...route }: R) {
  return createRoute({ ...route, middleware: accessGuard(access) });
}
