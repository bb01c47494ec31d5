import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { deleteCookie } from 'hono/cookie';
import { deleteAccount } from '../account/delete-account';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@domain/access/roles';
import { SoleOwnerError } from '../db/queries/user-data';
import { ApiError } from '../http/api-error';
import { errorResponse } from '../http/schemas';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import type { Services } from '../services';

const MeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: z.string().openapi({ format: 'date-time' }),
    organisation: z
      .object({
        id: z.string(),
        name: z.string(),
        role: z.enum(ROLES),
        /** What the role allows beyond reading (domain/access/roles.ts). */
        permissions: z.array(z.enum(PERMISSIONS)),
        /** Issue 28 §4: members without a second factor are refused on other routes. */
        require_two_factor: z.boolean(),
      })
      .openapi('ActiveOrganisation'),
  })
  .openapi('Me');

/** The signed-in user (accounts §3 "User") and the deletion of their account. */
export function meRoutes(services: Services, signedIn: SignedIn) {
  const app = signedInRouter(signedIn);

  return app
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: false },
        summary: 'The signed-in user, and the organisation they act in with their role there',
        responses: {
          200: { description: 'User', content: { 'application/json': { schema: MeSchema } } },
        },
      }),
      async (c) => {
        const u = c.var.user;
        const { orgId, orgName, role } = c.var.caller;
        const security = await services.queries.organisations.security(orgId);
        return c.json(
          {
            id: u.id,
            email: u.email,
            full_name: u.name,
            // accounts §5: an empty avatar URL means none.
            avatar_url: u.image || null,
            email_verified: u.emailVerified,
            created_at: u.createdAt.toISOString(),
            organisation: {
              id: orgId,
              name: orgName,
              role,
              permissions: [...ROLE_PERMISSIONS[role]],
              require_two_factor: security.require_two_factor,
            },
          },
          200,
        );
      },
    )

    .openapi(
      declareRoute({
        method: 'delete',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: 'Delete the account: the user, sessions, files and permits, in one transaction',
        description:
          'Organisations the user was the only member of go with all their data; the user leaves the others, whose audit logs record it.',
        responses: {
          204: { description: 'Deleted; the session cookie is cleared' },
          409: errorResponse(
            'The only owner of an organisation with other members (sole_owner), or the only member of one holding a locked year (year_locked)',
          ),
        },
      }),
      async (c) => {
        try {
          await deleteAccount(services, c.var.user.id);
        } catch (error) {
          if (error instanceof SoleOwnerError) throw new ApiError(409, 'sole_owner', error.message);
          throw error;
        }
        const { authCookies } = await services.auth.$context;
        for (const cookie of Object.values(authCookies)) {
          deleteCookie(c, cookie.name, cookie.attributes);
        }
        return c.body(null, 204);
      },
    );
}
