import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins/organization';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import {
  avatarUrlSchema,
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
} from '@domain/validation/account';
import { MSG_NEW_PASSWORD_REQUIRED, MSG_PASSWORD_REQUIRED } from '@domain/messages';
import { SECOND_FACTOR_LOCK_MINUTES } from '@domain/auth-messages';
import { TOTP_DIGITS } from '@domain/validation/second-factor';
import { msgControlCharacters } from '@domain/validation/plain-text';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@domain/constants';
import type { Config } from '../config';
import { createApiTokenQueries } from '../db/queries/api-tokens';
import { createOrganisationQueries } from '../db/queries/organisations';
import { revokeResetLinks } from '../db/queries/reset-links';
import { createSignInFailureQueries } from '../db/queries/sign-in-failures';
import type { Database } from '../db/schema';
import { errorSummary, type Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { CLIENT_IP_HEADER } from './client-ip';
import { passwordResetNotice } from './password-reset-notice';
import { fieldWithControlCharacters } from './control-characters';
import { createSignInLockout, type SignInLockout } from './sign-in-lockout';
import { accessControl, organisationRoles } from './access-control';
import { invitationMail, INVITATION_DAYS } from './invitation-mail';
import { isMembershipChange, organisationChanged } from './organisation-events';
import { organisationAuditHooks } from './organisation-audit-hooks';
import { createConfirmationMailLimit } from './confirmation-mail-limit';
import { asksToTrustDevice, MSG_DEVICE_TRUST_OFF } from './device-trust';
import { organisationInputProblem } from './organisation-input';
import { createSecondFactorGuard } from './second-factor-guard';

/** Requests per window (seconds) per client address on the endpoints worth guessing at. */
export interface AuthRateLimits {
  /** Sign-in, and change password (it checks the current one). */
  signIn: { window: number; max: number };
  signUp: { window: number; max: number };
  /** Recovery requests, and resending the confirmation mail. */
  recovery: { window: number; max: number };
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  recovery: { window: 300, max: 5 },
};

/** How passwords are hashed and checked; Better Auth's scrypt unless given. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthDeps {
  config: Pick<
    Config,
    'appUrl' | 'trustedOrigins' | 'authSecret' | 'requireEmailVerification' | 'trustDevices'
  >;
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  rateLimits?: AuthRateLimits;
  /** The current instant, for sign-in locks (tests fix it). */
  now?: () => Date;
  /** The in-process API tests pass a cheaper hashing: they sign up hundreds of accounts. */
  passwordHashing?: PasswordHashing;
}

/** The name authenticator apps list the account under, and Better Auth's app name. */
export const APP_NAME = 'Sustainability Intelligence Dashboard';

/** Where a confirmation link leads once followed: the sign-in form, saying the address is confirmed. */
export const CONFIRMED_PATH = '/auth/login?confirmed=1';

const refuse = (message: string) =>
  new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });

/** The first message of a failed check, as the spec words it (accounts §5). */
function check(schema: z.ZodMiniType, value: unknown): void {
  const result = z.safeParse(schema, value);
  if (!result.success) throw refuse(result.error.issues[0]?.message ?? 'Invalid request');
}

type Body = Record<string, unknown> | undefined;

// accounts §5: the register rules hold on the server too, whatever the client sent. Returns the
// body to use instead, or nothing.
function validateBody(path: string, body: Body) {
  switch (path) {
    case '/sign-up/email':
      check(fullNameSchema, body?.name);
      check(emailSchema, body?.email);
      check(newPasswordSchema(MSG_PASSWORD_REQUIRED), body?.password);
      if (body?.image != null) check(avatarUrlSchema, body.image);
      return;
    case '/reset-password':
      check(newPasswordSchema(MSG_PASSWORD_REQUIRED), body?.newPassword);
      return;
    case '/change-password':
      check(newPasswordSchema(MSG_NEW_PASSWORD_REQUIRED), body?.newPassword);
      // Changing the password signs out every other session.
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    case '/update-user':
      if (body && 'name' in body) check(fullNameSchema, body.name);
      if (body && 'image' in body && body.image !== null) check(avatarUrlSchema, body.image);
      return;
  }
}

const emailOf = (body: Body) => (typeof body?.email === 'string' ? body.email : null);

/** What the before hook checks besides the bodies. */
interface BeforeChecks {
  lockout: SignInLockout;
  confirmationMails: ReturnType<typeof createConfirmationMailLimit>;
  secondFactorRequired: ReturnType<typeof createSecondFactorGuard>;
  trustDevices: boolean;
}

/**
 * Before an endpoint: an organisation's second-factor requirement, bodies validated, the text of
 * any request refused if it holds a control character (after the rules with their own messages),
 * device trust refused unless turned on, a locked address refused before its password is checked,
 * and confirmation mails counted per address.
 */
const beforeHook = (checks: BeforeChecks) =>
  createAuthMiddleware(async (ctx) => {
    await checks.secondFactorRequired(ctx);
    const body = ctx.body as Body;
    const instead = validateBody(ctx.path, body);
    const problem = organisationInputProblem(ctx.path, body);
    if (problem !== null) throw refuse(problem);
    for (const text of [ctx.params, ctx.query, body]) {
      const field = fieldWithControlCharacters(text);
      if (field !== null) throw refuse(msgControlCharacters(field));
    }
    if (!checks.trustDevices && asksToTrustDevice(ctx.path, body)) {
      throw refuse(MSG_DEVICE_TRUST_OFF);
    }
    const email = emailOf(body);
    if (ctx.path === '/sign-in/email' && email) await checks.lockout.refuseIfLocked(email);
    if (ctx.path === '/send-verification-email' && email) {
      await checks.confirmationMails.count(email);
    }
    return instead;
  });

/**
 * After an endpoint: sign-in failures counted, a changed password ends the user's reset links, a
 * membership change goes into the organisation's audit log.
 */
const afterHook = (lockout: SignInLockout, db: Kysely<Database>) =>
  createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    if (isMembershipChange(ctx.path)) {
      // The plugin's routes leave no session on the hook's context: read it from the request.
      const actor = failed ? undefined : (await getSessionFromCtx(ctx))?.user.email;
      if (actor) await organisationChanged(db, ctx.path, actor, returned);
    } else if (ctx.path === '/sign-in/email') {
      const email = emailOf(ctx.body as Body);
      if (!email) return;
      // 401 is a wrong password or an unknown address alike: both count, so neither stands out.
      if (!failed) await lockout.cleared(email);
      else if (returned.statusCode === 401) await lockout.failed(email);
    } else if (ctx.path === '/change-password' && !failed) {
      await revokeResetLinks(db, (returned as { user: { id: string } }).user.id);
    }
  });

/** Better Auth for the app: e-mail and password, sessions in the database, recovery by e-mail. */
export function createAuth({
  config,
  db,
  mailer,
  logger,
  rateLimits = DEFAULT_AUTH_RATE_LIMITS,
  now = () => new Date(),
  passwordHashing,
}: AuthDeps) {
  const secure = config.appUrl.startsWith('https://');
  const failures = createSignInFailureQueries(db);
  const lockout = createSignInLockout(failures, now);
  const tokens = createApiTokenQueries(db);
  const organisations = createOrganisationQueries(db);
  const before = beforeHook({
    lockout,
    confirmationMails: createConfirmationMailLimit(failures, now),
    secondFactorRequired: createSecondFactorGuard(db, organisations),
    trustDevices: config.trustDevices,
  });
  return betterAuth({
    appName: APP_NAME,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    // Better Auth's own messages go to the structured log with everything else; an error among
    // their details is logged by its summary (a database error holds the query's parameters).
    logger: {
      log: (level, message, ...args) =>
        logger[level](
          { auth: true, details: args.map((a) => (a instanceof Error ? errorSummary(a) : a)) },
          message,
        ),
    },
    trustedOrigins: config.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_CHARS,
      maxPasswordLength: PASSWORD_MAX_CHARS,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      // A used reset link ends the user's API tokens (an intruder's must not outlive the owner's
      // recovery) and other links, and lifts a sign-in lock: that is how a locked-out user gets
      // back in. Better Auth calls this before it answers, after the sessions were revoked.
      onPasswordReset: async ({ user }) => {
        const revoked = await tokens.revokeAllTokens(null, user.id, user.email);
        await revokeResetLinks(db, user.id);
        await lockout.cleared(user.email);
        // The password is already reset: a failed notice is logged, not answered as a failed reset.
        await mailer
          .send(passwordResetNotice(config.appUrl, user.email, revoked))
          .catch((error: unknown) =>
            logger.error({ err: error, userId: user.id }, 'password reset notice not sent'),
          );
      },
      password: passwordHashing,
      // accounts §7: the link leads to {APP_URL}/reset-password, the web app's screen.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your password',
          text:
            `Someone asked to reset the password of your Sustainability Intelligence Dashboard account.\n\n` +
            `Choose a new password here (the link works once, for one hour):\n${link}\n\n` +
            `If it was not you, ignore this message: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      // Issue 34 §1: a link from the mailbox is not a password: it confirms the address, then
      // leads to the sign-in form (the web app's /auth/login), where the password and code follow.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        const link =
          `${config.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}` +
          `&callbackURL=${encodeURIComponent(CONFIRMED_PATH)}`;
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail address',
          text: `Confirm the e-mail address of your Sustainability Intelligence Dashboard account:\n${link}\n`,
        });
      },
    },
    rateLimit: {
      enabled: true,
      // In the database, so the limits hold across replicas.
      storage: 'database',
      customRules: {
        '/sign-in/email': rateLimits.signIn,
        '/sign-up/email': rateLimits.signUp,
        '/request-password-reset': rateLimits.recovery,
        // Guessing the current password is guessing a password; a resend sends mail like recovery.
        '/change-password': rateLimits.signIn,
        '/send-verification-email': rateLimits.recovery,
        // A code at /two-factor/verify-totp or /verify-backup-code is guessed like a password, and
        // enabling, disabling or new backup codes check the password: limited like sign-in, per path.
        '/two-factor/*': rateLimits.signIn,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    // An unexpected error (the database unreachable) reaches the app's error handler, which logs
    // it safely and answers JSON (503 for an outage), instead of Better Auth's bare 500.
    onAPIError: { throw: true },
    hooks: { before, after: afterHook(lockout, db) },
    databaseHooks: {
      // Issue 28 §1: every account gets its own organisation; a new session opens where the
      // user's last one acted, else in it (membershipOf checks the user is still a member).
      user: {
        create: {
          after: async (user) => {
            await organisations.createPersonalOrganisations(user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => ({
            data: {
              ...session,
              activeOrganizationId:
                session.activeOrganizationId ??
                (await organisations.lastActiveOrganisation(session.userId)) ??
                session.userId,
            },
          }),
        },
      },
    },
    plugins: [
      // Organisations, members, invitations and roles (docs/organisations.md): the roles of
      // domain/access, checked here for the plugin's routes and by the app for its own.
      organization({
        ac: accessControl,
        roles: organisationRoles,
        creatorRole: 'owner',
        // An organisation's data is keyed by it; deleting one is not offered yet.
        disableOrganizationDeletion: true,
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        organizationHooks: organisationAuditHooks(db),
        sendInvitationEmail: async (data) => {
          await mailer.send(invitationMail(config.appUrl, data));
        },
      }),
      // A TOTP second factor with backup codes (docs/accounts.md). A sign-in of a user who has it
      // answers { twoFactorRedirect } and no session; /two-factor/verify-* completes it.
      twoFactor({
        issuer: APP_NAME,
        totpOptions: { digits: TOTP_DIGITS },
        accountLockout: { maxFailedAttempts: 10, durationSeconds: SECOND_FACTOR_LOCK_MINUTES * 60 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
