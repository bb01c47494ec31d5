import { createRoute, z } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { deleteAccount } from '../account/delete-account';
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
  })
  .openapi('Me');

/** The signed-in user (accounts §3 "User") and the deletion of their account. */
export function meRoutes(services: Services, signedIn: SignedIn) {
  const app = signedInRouter(signedIn);

  return app
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        summary: 'The signed-in user',
        responses: {
          200: { description: 'User', content: { 'application/json': { schema: MeSchema } } },
        },
      }),
      (c) => {
        const u = c.var.user;
        return c.json(
          {
            id: u.id,
            email: u.email,
            full_name: u.name,
            // accounts §5: an empty avatar URL means none.
            avatar_url: u.image || null,
            email_verified: u.emailVerified,
            created_at: u.createdAt.toISOString(),
          },
          200,
        );
      },
    )

    .openapi(
      createRoute({
        method: 'delete',
        path: '/',
        summary: 'Delete the account: the user, sessions, files and permits, in one transaction',
        responses: { 204: { description: 'Deleted; the session cookie is cleared' } },
      }),
      async (c) => {
        await deleteAccount(services, c.var.user.id);
        const { authCookies } = await services.auth.$context;
        for (const cookie of Object.values(authCookies)) {
          deleteCookie(c, cookie.name, cookie.attributes);
        }
        return c.body(null, 204);
      },
    );
}
