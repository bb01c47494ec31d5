// Test helpers for issue 28: a member invited into an organisation, and a second factor turned on.
import { expect } from 'vitest';
import type { Role } from '@domain/access/roles';
import { sendJson } from './audit-log';
import { sessionCookie } from './spawn-server';
import type { ApiContext, TestUser } from './test-app';
import { totpCode } from './totp';

/**
 * A new account invited into the owner's organisation (their personal one unless named) with the
 * role, having accepted: its session acts in that organisation.
 */
export async function inviteMember(
  t: ApiContext,
  owner: TestUser,
  role: Role,
  organizationId = owner.id,
): Promise<TestUser> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const invited = await sendJson(t, owner, 'POST', '/api/auth/organization/invite-member', {
    email,
    role,
    organizationId,
  });
  expect(invited.status).toBe(200);
  const invitation = t.mail.at(-1)!;
  expect(invitation.to).toBe(email);
  const id = /\/invitations\/([^\s]+)/.exec(invitation.text)![1]!;
  const user = await t.signUp({ email });
  const accepted = await sendJson(t, user, 'POST', '/api/auth/organization/accept-invitation', {
    invitationId: decodeURIComponent(id),
  });
  expect(accepted.status).toBe(200);
  return user;
}

/**
 * Turns on the user's TOTP second factor through Better Auth (password, then a first code), as a
 * user would; the user with the session that replaced theirs, and the otpauth URI of its codes.
 */
export async function turnOnSecondFactor(
  t: ApiContext,
  user: TestUser,
): Promise<TestUser & { uri: string }> {
  const enabled = await sendJson(t, user, 'POST', '/api/auth/two-factor/enable', {
    password: user.password,
  });
  expect(enabled.status).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await sendJson(t, user, 'POST', '/api/auth/two-factor/verify-totp', {
    code: totpCode(totpURI),
  });
  expect(verified.status).toBe(200);
  return { ...user, cookie: sessionCookie(verified)!, uri: totpURI };
}
