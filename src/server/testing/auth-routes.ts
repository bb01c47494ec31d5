import type { Auth } from '../auth/create-auth';

/** A route the auth handler answers: its path under /api/auth and one method it takes. */
export interface MountedRoute {
  path: string;
  method: 'GET' | 'POST';
}

interface Endpoint {
  path?: string;
  options?: { method?: string | string[] };
}

/**
 * Every route Better Auth mounts for the app, the plugins' included, read from its endpoints (an
 * endpoint without a path is for the server only and has no route).
 */
export function mountedAuthRoutes(auth: Pick<Auth, 'api'>): MountedRoute[] {
  return Object.values(auth.api as Record<string, Endpoint>).flatMap(({ path, options }) => {
    if (!path) return [];
    const methods = [options?.method ?? []].flat();
    return methods
      .filter((m): m is MountedRoute['method'] => m === 'GET' || m === 'POST')
      .map((method) => ({ path, method }));
  });
}
