import { createRoute, z } from '@hono/zod-openapi';
import { EtsYearSchema } from '../../domain/core/ets/ets-schema';
import { ensureHistory } from '../history/ensure-history';
import { loadEtsYear } from '../history/load-ets-year';
import { openApiRouter } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import type { Services } from '../services';

export const MSG_ETS_YEAR = 'Year must be a calendar year from 1990 to 2100';

/** Issue 11 "EU ETS, per compliance year": a calendar year of the user's history under the EU ETS. */
export function etsRoutes(services: Services) {
  return openApiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/{year}',
      summary:
        "A year's verified CO2 (plants in ETS scope), allowances, position, cost, penalty exposure and deadlines",
      request: {
        params: z.object({
          year: z.coerce
            .number({ error: MSG_ETS_YEAR })
            .int(MSG_ETS_YEAR)
            .min(1990, MSG_ETS_YEAR)
            .max(2100, MSG_ETS_YEAR),
        }),
      },
      responses: {
        200: {
          description: 'The year',
          content: { 'application/json': { schema: EtsYearSchema } },
        },
        400: errorResponse(MSG_ETS_YEAR),
      },
    }),
    async (c) => {
      const userId = c.var.user.id;
      // Files stored before the history existed get their plant-days first.
      await ensureHistory(services, userId);
      return c.json(await loadEtsYear(services, userId, c.req.valid('param').year), 200);
    },
  );
}
