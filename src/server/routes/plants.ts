import { createRoute, z } from '@hono/zod-openapi';
import type { PlantIdentity } from '../../domain/core/analysis/plant-profile';
import { confirmedValues, registerEntry } from '../../domain/core/register/register';
import { type RegisterEntry } from '../../domain/core/analysis/register-entry-schema';
import { RegisterEntrySchema } from '../../domain/core/analysis/register-entry-schema';
import { registerPatchSchema } from '../../domain/core/register/register-schema';
import type { RegisterWrite } from '../db/queries/plant-register';
import { ensureHistory } from '../scope/ensure-history';
import { notFound } from '../http/api-error';
import { fromDomain } from '../http/domain-schema';
import { openApiRouter } from '../http/open-api-router';
import { errorResponse, idText } from '../http/schemas';
import type { Services } from '../services';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const plantNotFound = () => notFound('Plant');

/** Issue 11 "Plant register": each plant of the user's history with what they declared of it. */
export function plantsRoutes(services: Services) {
  const register = services.queries.plantRegister;

  /** The user's plant of this id, after their files' plant-days are in the history; 404 otherwise. */
  async function ownPlant(userId: string, rawId: string): Promise<PlantIdentity> {
    // Anything but a plant_id the user has data for is a plant that does not exist for them.
    if (!/^\d{1,9}$/.test(rawId)) throw plantNotFound();
    await ensureHistory(services, userId);
    const plant = (await register.plants(userId)).find((p) => p.plant_id === Number(rawId));
    if (!plant) throw plantNotFound();
    return plant;
  }

  return openApiRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        summary:
          "The user's plants (from their data) with each register field, whether it is assumed, and whether the entry is confirmed",
        responses: {
          200: json(z.object({ plants: z.array(RegisterEntrySchema) }), 'The register'),
        },
      }),
      async (c) => {
        const userId = c.var.user.id;
        await ensureHistory(services, userId);
        const [plants, rows] = await Promise.all([register.plants(userId), register.list(userId)]);
        const byId = new Map(rows.map((r) => [r.plant_id, r]));
        const entries: RegisterEntry[] = plants.map((p) => registerEntry(p, byId.get(p.plant_id)));
        return c.json({ plants: entries }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/{plant_id}',
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
        },
      }),
      async (c) => {
        const userId = c.var.user.id;
        const plant = await ownPlant(userId, c.req.valid('param').plant_id);
        const patch = c.req.valid('json');
        let write: RegisterWrite = { ...patch };
        if (patch.confirmed === true) {
          const before = (await register.get(userId, plant.plant_id)) ?? {};
          const given = Object.fromEntries(
            Object.entries(patch).filter(([, v]) => v !== undefined),
          );
          write = { ...write, ...confirmedValues(plant, { ...before, ...given }) };
        }
        const saved = await register.save(userId, plant.plant_id, write);
        return c.json(registerEntry(plant, saved), 200);
      },
    );
}
