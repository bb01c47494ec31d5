import { expect } from 'vitest';
import type { ApiContext, TestUser } from './test-app';

/** Creates an API token with the user's session, as Settings > API tokens does. */
export async function mintToken(
  t: ApiContext,
  user: Pick<TestUser, 'cookie'>,
  name = 'SCADA export',
) {
  const res = await t.request('/api/tokens', {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; token: string };
}

/** The header that presents an API token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
