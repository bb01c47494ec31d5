// The web side of Better Auth's endpoints under /api/auth. Better Auth's own browser client
// (better-auth/react) adds 15 KB gzip to the sign-in page, which has a 120 KB budget for all
// of its JavaScript; these few same-origin calls and a session store cost about 1 KB.
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';
import { callApi, onSessionEnded } from './call-api';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
  /** Whether sign-in asks for a second factor (Better Auth's two-factor plugin). */
  twoFactorEnabled?: boolean | null;
}

export interface AuthSession {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** A refusal from the auth endpoints, with the provider's message when it gave one. */
export interface AuthError {
  status: number;
  message: string | undefined;
  /** The provider's code for the refusal ("INVALID_TOKEN"), when it gave one. */
  code?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

/**
 * Calls one auth endpoint through callApi: a refusal is returned as `error` (with the provider's
 * message when it gave one), no answer at all is thrown (the form shows its fallback).
 */
async function call<T>(
  path: string,
  body?: unknown,
  options?: { unauthorizedEndsSession: boolean },
): Promise<AuthResult<T>> {
  try {
    const response = await callApi(
      () =>
        fetch(`/api/auth${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
        }),
      '',
      options,
    );
    // Better Auth's endpoints are not in the typed API: their bodies are as its documentation says.
    return { data: (await response.json().catch(() => null)) as T, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    const { message, code } = error.body;
    return {
      data: null,
      error: {
        status: error.status,
        message: typeof message === 'string' ? message : undefined,
        ...(typeof code === 'string' ? { code } : {}),
      },
    };
  }
}

// The session as last read from the server: undefined until the first read finishes.
let current: AuthSession | null | undefined;
const listeners = new Set<() => void>();
let reading: Promise<void> | undefined;

function publish(session: AuthSession | null): void {
  current = session;
  for (const listener of listeners) listener();
}

/** Reads the session from the server again and tells every subscriber. */
export function refreshSession(): Promise<void> {
  reading ??= call<AuthSession | null>('/get-session')
    .then((r) => publish(r.data ?? null))
    .catch(() => publish(null))
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

// A 401 from any call: the session was revoked or expired elsewhere. Forgetting it here makes the
// route guard send the user to sign in, remembering where they were (accounts §2).
onSessionEnded(() => publish(null));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (current === undefined) void refreshSession();
  return () => listeners.delete(listener);
}

/** The signed-in session; `isPending` until it has been read once (accounts §4 "Initializing..."). */
export function useSession(): { data: AuthSession | null; isPending: boolean } {
  const session = useSyncExternalStore(subscribe, () => current);
  return { data: session ?? null, isPending: session === undefined };
}

/** Runs an auth call, then re-reads the session when it may have changed. */
async function changingSession<T>(run: Promise<AuthResult<T>>): Promise<AuthResult<T>> {
  const result = await run;
  if (!result.error) await refreshSession();
  return result;
}

/**
 * What a sign-in answers: a session, or (the account has a second factor) no session yet and the
 * second factor's methods; /two-factor/verify-totp or /verify-backup-code then completes it.
 */
export type SignInAnswer =
  | { token: string; twoFactorRedirect?: undefined }
  | { twoFactorRedirect: true; twoFactorMethods: string[] };

/** A code the server can refuse with 401 "Invalid code" while the session stays valid. */
const verifyCode = (path: string, code: string) =>
  changingSession(call<unknown>(path, { code }, { unauthorizedEndsSession: false }));

/**
 * Better Auth's two-factor endpoints (docs/accounts.md "Second factor"), called like the others
 * rather than through its twoFactorClient, which needs its browser client (the budget above).
 */
const twoFactor = {
  /** Sets up a TOTP secret; on only once verifyTotp accepted a first code. */
  enable: (password: string) =>
    call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
  /** A code from the authenticator app: completes a sign-in, or turns the second factor on. */
  verifyTotp: (code: string) => verifyCode('/two-factor/verify-totp', code),
  /** A backup code in place of the app's code; each works once. */
  verifyBackupCode: (code: string) => verifyCode('/two-factor/verify-backup-code', code),
  /** New backup codes in place of the old ones. */
  generateBackupCodes: (password: string) =>
    call<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password }),
  disable: (password: string) =>
    changingSession(call<unknown>('/two-factor/disable', { password })),
};

/** An organisation as Better Auth's organization plugin lists it. */
export interface OrganisationSummary {
  id: string;
  name: string;
  slug: string;
}

export interface OrganisationMember {
  id: string;
  userId: string;
  role: string;
  createdAt: string;
  user: { id: string; name: string; email: string };
}

export interface OrganisationInvitation {
  id: string;
  email: string;
  role: string;
  status: 'pending' | 'accepted' | 'rejected' | 'canceled';
  expiresAt: string;
  organizationId: string;
  organizationName?: string;
  inviterEmail?: string;
}

const get = <T>(path: string, query: Record<string, string> = {}) =>
  call<T>(`${path}?${new URLSearchParams(query).toString()}`);

/**
 * Better Auth's organization endpoints (docs/organisations.md), for issue 28's members screen,
 * header switcher and invitation page.
 */
const organisation = {
  list: () => get<OrganisationSummary[]>('/organization/list'),
  create: (name: string, slug: string) =>
    changingSession(call<OrganisationSummary>('/organization/create', { name, slug })),
  setActive: (organizationId: string) =>
    changingSession(call<unknown>('/organization/set-active', { organizationId })),
  rename: (organizationId: string, name: string) =>
    call<unknown>('/organization/update', { organizationId, data: { name } }),
  listMembers: (organizationId: string) =>
    get<{ members: OrganisationMember[]; total: number }>('/organization/list-members', {
      organizationId,
    }),
  invite: (organizationId: string, email: string, role: string) =>
    call<OrganisationInvitation>('/organization/invite-member', { organizationId, email, role }),
  listInvitations: (organizationId: string) =>
    get<OrganisationInvitation[]>('/organization/list-invitations', { organizationId }),
  cancelInvitation: (invitationId: string) =>
    call<unknown>('/organization/cancel-invitation', { invitationId }),
  getInvitation: (id: string) =>
    get<OrganisationInvitation>('/organization/get-invitation', { id }),
  acceptInvitation: (invitationId: string) =>
    changingSession(call<unknown>('/organization/accept-invitation', { invitationId })),
  rejectInvitation: (invitationId: string) =>
    call<unknown>('/organization/reject-invitation', { invitationId }),
  updateMemberRole: (organizationId: string, memberId: string, role: string) =>
    call<unknown>('/organization/update-member-role', { organizationId, memberId, role }),
  removeMember: (organizationId: string, memberIdOrEmail: string) =>
    call<unknown>('/organization/remove-member', { organizationId, memberIdOrEmail }),
  leave: (organizationId: string) =>
    changingSession(call<unknown>('/organization/leave', { organizationId })),
};

export const authClient = {
  signIn: (email: string, password: string) =>
    changingSession(call<SignInAnswer>('/sign-in/email', { email, password })),
  signUp: (name: string, email: string, password: string) =>
    changingSession(call<{ token: string | null }>('/sign-up/email', { name, email, password })),
  signOut: () => changingSession(call<unknown>('/sign-out', {})),
  requestPasswordReset: (email: string, redirectTo: string) =>
    call<unknown>('/request-password-reset', { email, redirectTo }),
  resetPassword: (newPassword: string, token: string) =>
    call<unknown>('/reset-password', { newPassword, token }),
  changePassword: (currentPassword: string, newPassword: string) =>
    changingSession(
      call<unknown>('/change-password', {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      }),
    ),
  updateUser: (fields: { name?: string; image?: string | null }) =>
    changingSession(call<unknown>('/update-user', fields)),
  sendVerificationEmail: (email: string, callbackURL: string) =>
    call<unknown>('/send-verification-email', { email, callbackURL }),
  /** After the server deleted the account: forget the session here too. */
  forgetSession: () => publish(null),
  twoFactor,
  organisation,
};
