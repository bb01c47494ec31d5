import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header the server sets, replacing any client value, for Better Auth's rate limits. */
export const CLIENT_IP_HEADER = 'x-sid-client-ip';

/**
 * The client's address: the socket's, or the first X-Forwarded-For entry when the server runs
 * behind a proxy (TRUST_PROXY) that sets it. Undefined outside a real connection (in-process tests).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
