import { createRoute, z } from '@hono/zod-openapi';
import { apiTokenSchema } from '../../domain/core/validation/api-token';
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
  })
  .openapi('ApiToken');

/** Personal API tokens (issue 10 "Automated feeds"): created and revoked only with a session. */
export function apiTokensRoutes(services: Services, signedIn: SignedIn) {
  const tokens = services.queries.apiTokens;
  return signedInRouter(signedIn)
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
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
          c.var.user.id,
          c.req.valid('json').name,
          actorOf(c.var.caller),
        );
        return c.json({ id, name, token }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        summary: "The user's tokens, newest first (never the tokens themselves)",
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
        const list = await tokens.listTokens(c.var.user.id);
        return c.json({ tokens: list.map((t) => ApiTokenSchema.parse(t)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/',
        summary: "Revoke all of the user's tokens: each answers 401 from then on",
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
          { revoked: await tokens.revokeAllTokens(c.var.user.id, actorOf(c.var.caller)) },
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        summary: 'Revoke a token: it answers 401 from then on',
        request: { params: IdParams },
        responses: {
          204: { description: 'Revoked' },
          404: errorResponse('No such token of this user'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await tokens.revokeToken(c.var.user.id, id, actorOf(c.var.caller)))) {
          throw notFound('Token');
        }
        return c.body(null, 204);
      },
    );
}
