import { roleAllows } from '@domain/access/roles';
import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { apiTokenSchema } from '@domain/validation/api-token';
import { notFound } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, IdParams, Timestamp } from '../http/schemas';
import type { Services } from '../services';

const ApiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    created_by: z.string(),
  })
  .openapi('ApiToken');

/** Personal API tokens (issue 10 "Automated feeds"): created and revoked only with a session. */
export function apiTokensRoutes(services: Services, signedIn: SignedIn) {
  const tokens = services.queries.apiTokens;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'post',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: 'Create a token; the token is in this answer once and never again',
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(apiTokenSchema) } },
          },
        },
        responses: {
          201: {
            description: 'Created',
            content: {
              'application/json': {
                schema: z.object({ id: z.string(), name: z.string(), token: z.string() }),
              },
            },
          },
          400: errorResponse('No name, or one over 100 characters'),
          403: errorResponse('Called with an API token'),
        },
      }),
      async (c) => {
        const { id, name, token } = await tokens.createToken(
          c.var.caller.orgId,
          c.var.caller.userId,
          c.req.valid('json').name,
          actorOf(c.var.caller),
        );
        return c.json({ id, name, token }, 201);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary:
          "The organisation's tokens, newest first, with who made each (never the tokens themselves)",
        responses: {
          200: {
            description: 'Tokens',
            content: {
              'application/json': { schema: z.object({ tokens: z.array(ApiTokenSchema) }) },
            },
          },
        },
      }),
      async (c) => {
        const list = await tokens.listTokens(c.var.caller.orgId);
        return c.json({ tokens: list.map((t) => ApiTokenSchema.parse(t)) }, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary:
          'Revoke every token the signed-in user made, in every organisation: each answers 401 from then on',
        description:
          'Settings > Password offers it with a password change; a password reset does it itself.',
        responses: {
          200: {
            description: 'Revoked; how many tokens there were',
            content: { 'application/json': { schema: z.object({ revoked: z.number().int() }) } },
          },
        },
      }),
      async (c) =>
        c.json(
          {
            revoked: await tokens.revokeAllTokens(null, c.var.caller.userId, actorOf(c.var.caller)),
          },
          200,
        ),
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{id}',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: 'Revoke a token: it answers 401 from then on',
        description:
          'A member revokes the tokens they made; owners and admins any of the organisation.',
        request: { params: IdParams },
        responses: {
          204: { description: 'Revoked' },
          404: errorResponse('No such token that the caller may revoke'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { caller } = c.var;
        const creator = roleAllows(caller.role, 'manage_members') ? null : caller.userId;
        if (!(await tokens.revokeToken(caller.orgId, id, creator, actorOf(caller)))) {
          throw notFound('Token');
        }
        return c.body(null, 204);
      },
    );
}
