import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginPolicy {
  /** Origins whose pages may change state. */
  trustedOrigins: readonly string[];
  /**
   * Also the origin the request's own Host names. Only without APP_URL, when the server does not
   * know its public address (opened by a LAN name); with APP_URL a forged Host must change nothing.
   */
  acceptHostOrigin: boolean;
}

/**
 * Refuses a state-changing request that a browser sent from another site: its Origin is not a
 * trusted one, or Sec-Fetch-Site says it came from elsewhere. Clients that send neither (curl,
 * scripts with a session cookie of their own) are let through: they are not a browser being misled.
 */
export function originCheck({ trustedOrigins, acceptHostOrigin }: OriginPolicy): MiddlewareHandler {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const trusted =
        origin === undefined ||
        allowed.has(origin) ||
        (acceptHostOrigin && c.req.url.startsWith(`${origin}/`));
      if (!trusted || (site && site !== 'same-origin' && site !== 'none')) {
        throw new ApiError(403, 'forbidden_origin', 'Cross-site request refused');
      }
    }
    await next();
  };
}
