import { z } from '@hono/zod-openapi';
import { EsrsE16Schema, esrsE16Csv } from '@domain/report/esrs-e1-6';
import { declareRoute } from '../http/declare-route';
import { attachment } from '../http/content-disposition';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import { loadEsrsE16 } from '../scope/load-esrs-e1-6';
import type { Services } from '../services';
import { MSG_ETS_YEAR, YearParams } from './ets';

/** Issue 38 "ESRS E1-6 datapoints": a year's gross Scope 1 and its regulated share, for CSRD. */
export function esrsRoutes(services: Services, signedIn: SignedIn) {
  return signedInRouter(signedIn).openapi(
    declareRoute({
      method: 'get',
      path: '/e1-6',
      access: { permission: 'member', apiToken: 'feed', secondFactor: true },
      summary:
        "A year's ESRS E1-6 datapoints: gross Scope 1 by gas in t CO2e, the percentage from regulated emission trading schemes, the GWP set; Scope 2 and 3 not assessed",
      request: {
        query: YearParams.extend({
          format: z
            .enum(['json', 'csv'])
            .default('json')
            .openapi({ description: 'csv: the datapoints as a CSV download' }),
        }),
      },
      responses: {
        200: {
          description: 'The datapoints of the year',
          content: {
            'application/json': { schema: EsrsE16Schema },
            'text/csv': { schema: z.string() },
          },
        },
        400: errorResponse(`${MSG_ETS_YEAR}, or a format other than json or csv`),
      },
    }),
    async (c) => {
      const { year, format } = c.req.valid('query');
      const e16 = await loadEsrsE16(services, c.var.caller.orgId, year);
      if (format === 'json') return c.json(e16, 200);
      return c.body(esrsE16Csv(e16), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(`esrs_e1-6_${year}.csv`),
        'Cache-Control': 'no-store',
      });
    },
  );
}
