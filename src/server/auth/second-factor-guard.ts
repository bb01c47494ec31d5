import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { msgTwoFactorRequired } from '../../domain/core/access/second-factor-policy';
import type { OrganisationQueries } from '../db/queries/organisations';
import {
  organisationOfInvitation,
  organisationRequiringSecondFactor,
} from '../db/queries/second-factor-requirement';
import type { Database } from '../db/schema';

type Context = Parameters<typeof getSessionFromCtx>[0];

/**
 * The POST routes a session without a second factor still reaches where one is required: turning
 * it on or completing it, signing out, reads, switching to another organisation (whose own
 * requirement then holds), and the routes that act without a session.
 */
const EXEMPT = new Set([
  '/sign-out',
  '/get-session',
  '/organization/has-permission',
  '/organization/check-slug',
  '/organization/set-active',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
]);

const exempt = (path: string) => EXEMPT.has(path) || path.startsWith('/two-factor/');

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Issue 34 §2: "require two-factor" holds on Better Auth's changing routes as on the app's
 * (require-user.ts). The organisations a request concerns are the one its session acts in, the one
 * its body names and the one of the invitation it names; if one the user belongs or is invited to
 * requires a second factor and the user has none, the request is refused with the app's 403.
 */
export function createSecondFactorGuard(
  db: Kysely<Database>,
  organisations: Pick<OrganisationQueries, 'membershipOf'>,
) {
  return async (ctx: Context): Promise<void> => {
    if (ctx.request?.method !== 'POST' || exempt(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session || session.user.twoFactorEnabled) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const active = session.session.activeOrganizationId as string | null | undefined;
    const invitationId = text(body.invitationId);
    const concerned = [
      (await organisations.membershipOf(session.user.id, active ?? null))?.orgId,
      text(body.organizationId),
      invitationId && (await organisationOfInvitation(db, invitationId)),
    ].filter((id): id is string => typeof id === 'string');
    const requiring = await organisationRequiringSecondFactor(db, session.user, concerned);
    if (requiring !== null) {
      throw new APIError('FORBIDDEN', {
        code: 'two_factor_required',
        message: msgTwoFactorRequired(requiring),
      });
    }
  };
}
