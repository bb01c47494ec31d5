import { expect } from 'vitest';
import type { MailMessage } from '../mail/mailer';
import type { ApiContext, TestUser } from './test-app';

function post(t: ApiContext, path: string, body: unknown, cookie?: string) {
  return t.request(`/api/auth${path}`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Asks for a reset link and returns its token, read from the mail sent: to `inbox`, the app's
 * collecting mailer unless the suite has a mailer of its own.
 */
export async function requestResetToken(
  t: ApiContext,
  user: Pick<TestUser, 'email'>,
  inbox: readonly MailMessage[] = t.mail,
): Promise<string> {
  const sent = inbox.length;
  const res = await post(t, '/request-password-reset', {
    email: user.email,
    redirectTo: '/reset-password',
  });
  expect(res.status).toBe(200);
  const mail = inbox.slice(sent).find((m) => m.to === user.email);
  const token = /reset-password\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** Sets a new password with a reset link's token, as the reset screen does. */
export const resetPassword = (t: ApiContext, token: string, newPassword: string) =>
  post(t, '/reset-password', { token, newPassword });

/** Changes the password in the user's session, as Settings > Password does. */
export const changePassword = (t: ApiContext, user: TestUser, newPassword: string) =>
  post(
    t,
    '/change-password',
    { currentPassword: user.password, newPassword, revokeOtherSessions: true },
    user.cookie,
  );
