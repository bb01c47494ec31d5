import { createRoute, z } from '@hono/zod-openapi';
import { MSG_TWO_FACTOR_FIRST } from '../../domain/core/access/second-factor-policy';
import { ApiError } from '../http/api-error';
import { actorOf } from '../http/caller';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import type { Services } from '../services';

const OrganisationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    require_two_factor: z.boolean().openapi({
      description:
        'members signed in without a second factor are refused (403 two_factor_required) on every route but GET /api/me and GET /api/organisation',
    }),
  })
  .openapi('Organisation');

const SecurityPatch = z.object({ require_two_factor: z.boolean() }).openapi('OrganisationPatch');

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: OrganisationSchema } },
});

/** Issue 28 §4: the active organisation and its security settings. */
export function organisationRoutes(services: Services, signedIn: SignedIn) {
  const { organisations } = services.queries;
  return signedInRouter(signedIn)
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        summary: 'The organisation the caller acts in, with its security settings',
        responses: { 200: json('Organisation') },
      }),
      async (c) => {
        const { orgId, orgName } = c.var.caller;
        const security = await organisations.security(orgId);
        return c.json(
          { id: orgId, name: orgName, require_two_factor: security.require_two_factor },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/',
        summary: 'Require a second factor of every member, or stop requiring it (owner, admin)',
        request: {
          body: { required: true, content: { 'application/json': { schema: SecurityPatch } } },
        },
        responses: {
          200: json('Saved'),
          403: errorResponse('A role other than owner or admin, or an API token'),
          409: errorResponse(
            'Requiring it while the caller has no second factor themselves (two_factor_first)',
          ),
        },
      }),
      async (c) => {
        const { require_two_factor: required } = c.req.valid('json');
        const { caller, user } = c.var;
        // The caller would be refused everywhere right after; they turn their own on first.
        if (required && !user.twoFactorEnabled) {
          throw new ApiError(409, 'two_factor_first', MSG_TWO_FACTOR_FIRST);
        }
        const saved = await organisations.setRequireTwoFactor(
          caller.orgId,
          required,
          actorOf(caller),
        );
        // The sessions this replica remembers carry the setting: they read it again now.
        services.sessions.forgetAll();
        return c.json(
          { id: caller.orgId, name: caller.orgName, require_two_factor: saved.require_two_factor },
          200,
        );
      },
    );
}
