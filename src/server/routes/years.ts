import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { unlockSchema } from '@domain/validation/year-lock';
import { ApiError } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import { lockYear } from '../annual-report/lock-year';
import type { Services } from '../services';
import { LockedSchema, MSG_ETS_YEAR, YearParams } from './ets';

/** Issue 28 §3 "Locked years": a reporting year frozen once submitted, and unlocked with a reason. */
export function yearsRoutes(services: Services, signedIn: SignedIn) {
  const locks = services.queries.yearLocks;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'post',
        path: '/{year}/lock',
        access: {
          permission: { needs: 'lock_years', doing: 'Locking a year' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          'Lock a year that has ended: its ETS figures, with the register facts, permit record and statement they used, are kept as a frozen copy that GET /api/ets/{year} answers; uploads, deletes and ETS inputs touching the year answer 409 until it is unlocked',
        request: { params: YearParams },
        responses: {
          201: {
            description: 'Locked',
            content: {
              'application/json': {
                schema: z.object({ year: z.number().int(), locked: LockedSchema }),
              },
            },
          },
          400: errorResponse(`${MSG_ETS_YEAR}, or a year not over yet`),
          403: errorResponse('A role other than owner or admin, or an API token'),
          409: errorResponse('The year is locked already (year_locked)'),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        const locked = await lockYear(services, c.var.caller.orgId, year, actorOf(c.var.caller));
        return c.json({ year, locked }, 201);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{year}/lock',
        access: {
          permission: { needs: 'lock_years', doing: 'Unlocking a year' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          'Unlock a year: its figures follow the data again; the reason goes into the audit log',
        request: {
          params: YearParams,
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(unlockSchema) } },
          },
        },
        responses: {
          204: { description: 'Unlocked' },
          400: errorResponse('No reason given'),
          403: errorResponse('A role other than owner or admin, or an API token'),
          404: errorResponse('The year is not locked'),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        const reason = c.req.valid('json').reason.trim();
        if (!(await locks.unlock(c.var.caller.orgId, year, actorOf(c.var.caller), reason))) {
          throw new ApiError(404, 'not_found', `${year} is not locked`);
        }
        return c.body(null, 204);
      },
    );
}
