import { createRoute, z } from '@hono/zod-openapi';
import { DATA_YEARS } from '../../domain/core/constants';
import { EtsYearSchema } from '../../domain/core/analysis/ets-schema';
import { ensureHistory } from '../scope/ensure-history';
import { loadEtsYear } from '../scope/load-ets-year';
import { openApiRouter } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import type { Services } from '../services';

export const MSG_ETS_YEAR = `Year must be a calendar year from ${DATA_YEARS.first} to ${DATA_YEARS.last}`;

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
            .min(DATA_YEARS.first, MSG_ETS_YEAR)
            .max(DATA_YEARS.last, MSG_ETS_YEAR),
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
