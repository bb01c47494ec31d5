import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { RegisterEntrySchema } from '@domain/analysis/register-entry-schema';
import { registerPatchSchema } from '@domain/register/register-schema';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { PlantPageFields, PlantPageQuery, plantPage } from '../http/plant-page';
import { errorResponse, idText, paramText } from '../http/schemas';
import { declarePlant, registerPage } from '../plants/plant-register';
import type { Services } from '../services';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Issue 11 "Plant register": each plant of the user's history with what they declared of it. */
export function plantsRoutes(services: Services, signedIn: SignedIn) {
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "The user's plants (from their data) with each register field, whether it is assumed, and whether the entry is confirmed",
        request: {
          query: PlantPageQuery.extend({
            search: paramText('search').max(100).optional().openapi({
              description: 'only the plants whose name holds this text, whatever the case',
            }),
          }),
        },
        responses: {
          200: json(
            z.object({ plants: z.array(RegisterEntrySchema), ...PlantPageFields }),
            'The register, a page of it',
          ),
          400: errorResponse('An offset or plant_id that is not a whole number from 0'),
        },
      }),
      async (c) => {
        const { search, ...page } = c.req.valid('query');
        const needle = search?.trim().toLowerCase();
        const answer = await registerPage(services, c.var.caller.orgId, (plants) =>
          plantPage(
            needle ? plants.filter((p) => p.plant_name.toLowerCase().includes(needle)) : plants,
            page,
          ),
        );
        return c.json(answer, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/{plant_id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Editing the plant register' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          'Declare fields of a plant (a null clears one: its default applies again); confirmed: true writes down the defaults still assumed',
        request: {
          params: z.object({ plant_id: idText('plant_id') }),
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(registerPatchSchema) } },
          },
        },
        responses: {
          200: json(RegisterEntrySchema, 'Saved'),
          400: errorResponse('A value the rules refuse, with its message'),
          403: errorResponse('Called with an API token'),
          404: errorResponse('No plant of this id in the user data'),
          409: errorResponse(
            'The time zone would move readings of the plant into or out of a locked year (year_locked, with plant_id)',
          ),
        },
      }),
      async (c) => {
        const { plant_id } = c.req.valid('param');
        const entry = await declarePlant(
          services,
          c.var.caller.orgId,
          plant_id,
          c.req.valid('json'),
          actorOf(c.var.caller),
        );
        return c.json(entry, 200);
      },
    );
}
