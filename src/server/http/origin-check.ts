import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from another site: its Origin differs from
 * the app's, or Sec-Fetch-Site says it came from elsewhere. Clients that send neither (curl,
 * scripts with a session cookie of their own) are let through: they are not a browser being misled.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const sameOrigin = c.req.url.startsWith(`${origin}/`);
      if (
        (origin && !allowed.has(origin) && !sameOrigin) ||
        (site && site !== 'same-origin' && site !== 'none')
      ) {
        throw new ApiError(403, 'forbidden_origin', 'Cross-site request refused');
      }
    }
    await next();
  };
}
