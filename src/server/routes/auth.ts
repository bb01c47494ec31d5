import { Hono } from 'hono';
import type { Services } from '../services';
import { noSuchApiRoute } from '../http/api-error';
import { declaredPublic } from '../http/route-access';
import { CLIENT_IP_HEADER, clientIp } from '../auth/client-ip';
import { withoutTrustCookie } from '../auth/device-trust';

// Better Auth's codes whose messages the web app's friendly mapping expects in the
// auth provider's words (accounts §8 "Authentication messages").
const PROVIDER_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Email not confirmed',
  USER_ALREADY_EXISTS: 'User already registered',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already registered',
};

/** Better Auth's standard endpoints, told the client's address for its rate limits. */
export function authRoutes({ auth, sessions, config }: Services) {
  const app = new Hono();
  const own = declaredPublic("Better Auth's endpoints: each checks the session it needs itself");
  app.on(['GET', 'POST'], '/*', own, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // Without TRUST_DEVICES a browser trusted while it was on is asked for a code like any other.
    const cookie = headers.get('cookie');
    if (cookie && !config.trustDevices) headers.set('cookie', withoutTrustCookie(cookie));
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: c.req.method === 'POST' ? await c.req.raw.arrayBuffer() : undefined,
    });
    const response = await auth.handler(request);
    // Sign-out, password changes and resets end sessions: nothing remembered may outlive them.
    if (c.req.method === 'POST') sessions.forgetAll();
    // Better Auth answers a path it does not serve with an empty 404; the API's is JSON.
    if (response.status === 404 && !isJson(response)) throw noSuchApiRoute();
    return renameProviderMessage(response);
  });
  return app;
}

const isJson = (response: Response) =>
  response.headers.get('content-type')?.includes('application/json') === true;

async function renameProviderMessage(response: Response): Promise<Response> {
  // Only errors carry a message; a redirect (e-mail confirmation) may say JSON with no body.
  if (response.status < 400 || !isJson(response)) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const message = body?.code ? PROVIDER_MESSAGES[body.code] : undefined;
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}
