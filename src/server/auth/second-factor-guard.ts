import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { msgTwoFactorRequired } from '@domain/access/second-factor-policy';
import type { OrganisationQueries } from '../db/queries/organisations';
import {
  organisationOfInvitation,
  organisationOfSlug,
  organisationRequiringSecondFactor,
  organisationsInviting,
} from '../db/queries/second-factor-requirement';
import type { Database } from '../db/schema';

type Context = Parameters<typeof getSessionFromCtx>[0];

/**
 * The routes a session without a second factor still reaches where one is required: turning it on
 * or completing it, signing out, who the user is and which organisations they belong to (the web
 * app's header), the reads that take a POST, switching to another organisation (whose own
 * requirement then holds), and the routes that act without a session.
 */
const EXEMPT = new Set([
  '/sign-out',
  '/get-session',
  '/organization/list',
  '/organization/has-permission',
  '/organization/check-slug',
  '/organization/set-active',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/send-verification-email',
  '/verify-email',
  '/callback/:id',
  '/ok',
  '/error',
]);

const exempt = (path: string) => EXEMPT.has(path) || path.startsWith('/two-factor/');

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

type Fields = Record<string, unknown>;

/**
 * The organisations a request names in its body or query: by id, by slug, by an invitation (the
 * `id` of get-invitation), or every one that invited the user (list-user-invitations).
 */
async function organisationsNamed(
  db: Kysely<Database>,
  path: string,
  fields: Fields,
  email: string,
): Promise<(string | null)[]> {
  const slug = text(fields.organizationSlug);
  const invitationId =
    text(fields.invitationId) ?? (path === '/organization/get-invitation' ? text(fields.id) : null);
  return [
    text(fields.organizationId),
    slug && (await organisationOfSlug(db, slug)),
    invitationId && (await organisationOfInvitation(db, invitationId)),
    ...(path === '/organization/list-user-invitations'
      ? await organisationsInviting(db, email)
      : []),
  ];
}

/**
 * Issue 34 §2: "require two-factor" holds on Better Auth's routes, reads and changes alike, as on
 * the app's (require-user.ts). The organisations a request concerns are the one its session acts
 * in and the ones it names; if one the user belongs or is invited to requires a second factor and
 * the user has none, the request is refused with the app's 403.
 */
export function createSecondFactorGuard(
  db: Kysely<Database>,
  organisations: Pick<OrganisationQueries, 'membershipOf'>,
) {
  return async (ctx: Context): Promise<void> => {
    // The server's own calls (no request) are not a session's.
    if (!ctx.request || exempt(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session || session.user.twoFactorEnabled) return;
    const fields = { ...(ctx.query as Fields | undefined), ...(ctx.body as Fields | undefined) };
    const active = session.session.activeOrganizationId as string | null | undefined;
    const concerned = [
      (await organisations.membershipOf(session.user.id, active ?? null))?.orgId,
      ...(await organisationsNamed(db, ctx.path, fields, session.user.email)),
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
