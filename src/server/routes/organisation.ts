import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { MSG_TWO_FACTOR_FIRST } from '@domain/access/second-factor-policy';
import { OTHER_PLANTS } from '@domain/csv/plant-clock';
import { changeZone } from '../plants/zone-year-moves';
import { ApiError } from '../http/api-error';
import { actorOf } from '../http/caller';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import { fromDomain } from '../http/domain-schema';
import { defaultZoneSchema, MSG_REGISTER_TIMEZONE } from '@domain/register/register-schema';
import {
  MSG_PERSONAL_ORGANISATION,
  msgConfirmOrganisationName,
  organisationDeletionSchema,
} from '@domain/validation/organisation-deletion';
import type { Services } from '../services';

const OrganisationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    default_timezone: z.string().nullable().openapi({
      description:
        "the time zone of the organisation's plants without their own (issue 27); null: none, their days are the days their files write",
    }),
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
  const view = async (orgId: string, name: string) => {
    const [security, zone] = await Promise.all([
      organisations.security(orgId),
      services.queries.plantRegister.defaultZone(orgId),
    ]);
    return {
      id: orgId,
      name,
      default_timezone: zone,
      require_two_factor: security.require_two_factor,
    };
  };
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: false },
        summary: 'The organisation the caller acts in, with its security settings',
        responses: { 200: json('Organisation') },
      }),
      async (c) => {
        const { orgId, orgName } = c.var.caller;
        return c.json(await view(orgId, orgName), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/',
        access: {
          permission: {
            needs: 'manage_members',
            doing: "Changing the organisation's security settings",
          },
          apiToken: 'none',
          secondFactor: true,
        },
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
          {
            ...(await view(caller.orgId, caller.orgName)),
            require_two_factor: saved.require_two_factor,
          },
          200,
        );
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/timezone',
        access: {
          permission: { needs: 'edit_data', doing: 'Changing the default time zone of the plants' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          "Set the time zone of the organisation's plants without their own (null or empty: none); their days are placed again",
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(defaultZoneSchema) } },
          },
        },
        responses: {
          200: json('Saved'),
          400: errorResponse(MSG_REGISTER_TIMEZONE),
          403: errorResponse('A viewer or verifier, or an API token'),
          409: errorResponse(
            'The zone would move readings of a plant into or out of a locked year (year_locked, with plant_id)',
          ),
        },
      }),
      async (c) => {
        const { caller } = c.var;
        const zone = c.req.valid('json').timezone ?? null;
        await changeZone(services, caller.orgId, OTHER_PLANTS, zone, (moves) =>
          services.queries.plantRegister.setDefaultZone(caller.orgId, zone, actorOf(caller), moves),
        );
        return c.json(await view(caller.orgId, caller.orgName), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/',
        access: {
          permission: { needs: 'delete_organisation', doing: 'Deleting the organisation' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          'Delete the organisation with all of its data, invitations and memberships (owner); its name confirms it',
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(organisationDeletionSchema) } },
          },
        },
        responses: {
          204: { description: "Deleted; the members' sessions open their own organisation" },
          400: errorResponse("The name typed is not the organisation's (confirm_name)"),
          403: errorResponse('A role other than owner, or an API token'),
          409: errorResponse("The member's own organisation, which goes with their account"),
        },
      }),
      async (c) => {
        const { caller } = c.var;
        if (caller.orgId === caller.userId) {
          throw new ApiError(409, 'personal_organisation', MSG_PERSONAL_ORGANISATION);
        }
        if (c.req.valid('json').confirm.trim() !== caller.orgName) {
          throw new ApiError(400, 'confirm_name', msgConfirmOrganisationName(caller.orgName));
        }
        const deleted = await services.queries.userData.deleteOrganisation(caller.orgId);
        // The sessions this replica remembers act in it: they read their membership again.
        services.sessions.forgetAll();
        services.logger.info(
          { orgId: caller.orgId, by: caller.userId, ...deleted },
          'organisation deleted',
        );
        return c.body(null, 204);
      },
    );
}
