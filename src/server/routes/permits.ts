import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { MSG_PERMIT_YEAR_RANGE } from '@domain/messages';
import {
  permitFieldsSchema,
  permitPatchSchema,
  permitSchema,
  permitYearSchema,
} from '@domain/validation/permit';
import { PermitConflictError, PermitInvalidError, type Permit } from '../db/queries/permits';
import { ApiError, notFound } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, IdParams, Timestamp } from '../http/schemas';
import { currentYear } from '../clock';
import type { Services } from '../services';

const PermitSchema = z
  .object({
    id: z.string(),
    permit_year: z.number().int(),
    active_permits: z.number().int(),
    company_name: z.string().nullable(),
    notes: z.string().nullable(),
    permit_number: z
      .string()
      .nullable()
      .openapi({ description: 'as the competent authority issued it; null: not recorded' }),
    monitoring_plan_version: z
      .string()
      .nullable()
      .openapi({ description: "the approved monitoring plan's version; null: not recorded" }),
    allowances_eua: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "the year's allowances in EUAs; null: counted from the permits" }),
    free_allocation: z.number().int().openapi({ description: 'EUAs allocated free of charge' }),
    purchased: z.number().int().openapi({ description: 'EUAs bought for the year' }),
    sold: z.number().int().openapi({ description: 'EUAs sold' }),
    surrendered: z.number().int().openapi({ description: "EUAs surrendered for the year's CO2" }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('Permit');

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The record without its owner's id. */
const view = (p: Permit) => PermitSchema.parse(p);

/** Database refusals as the spec words them (accounts §8): duplicate year 409, a check 400. */
async function saving<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof PermitConflictError) {
      throw new ApiError(409, 'permit_year_exists', error.message);
    }
    if (error instanceof PermitInvalidError) {
      throw new ApiError(400, 'invalid_request', error.message, { field: error.field });
    }
    throw error;
  }
}

const permitNotFound = () => notFound('Permit');

/** The user's yearly EU permit records (accounts §3, §5, §7, §8; table eu_permits). */
export function permitsRoutes(services: Services, signedIn: SignedIn) {
  const permits = services.queries.permits;
  const app = signedInRouter(signedIn);

  return app
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: "The user's permit records, newest year first",
        responses: { 200: json(z.object({ permits: z.array(PermitSchema) }), 'Records') },
      }),
      async (c) =>
        c.json({ permits: (await permits.listPermits(c.var.caller.orgId)).map(view) }, 200),
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/current',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: "The user's record for the current year, or null",
        responses: { 200: json(z.object({ permit: PermitSchema.nullable() }), 'The record') },
      }),
      async (c) => {
        const year = currentYear(services);
        const permit = await permits.getPermitByYear(c.var.caller.orgId, year);
        return c.json({ permit: permit ? view(permit) : null }, 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'post',
        path: '/',
        access: {
          permission: { needs: 'edit_data', doing: 'Recording a permit' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Create a record for a year',
        request: { body: body(fromDomain(permitSchema)) },
        responses: {
          201: json(PermitSchema, 'Created'),
          400: errorResponse('A value the rules refuse'),
          409: errorResponse(
            'A permit record for this year already exists, or the year is locked (year_locked)',
          ),
        },
      }),
      async (c) => {
        const created = await saving(
          permits.createPermit(c.var.caller.orgId, c.req.valid('json'), actorOf(c.var.caller)),
        );
        return c.json(view(created), 201);
      },
    )

    .openapi(
      declareRoute({
        method: 'put',
        path: '/year/{year}',
        access: {
          permission: { needs: 'edit_data', doing: 'Changing a permit record' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: "Create or update the user's record for a year",
        request: {
          // A year that is not a number ("abc") gets the spec's message too, not zod's own.
          params: z.object({
            year: z.coerce.number({ error: MSG_PERMIT_YEAR_RANGE }).pipe(permitYearSchema),
          }),
          body: body(fromDomain(permitFieldsSchema)),
        },
        responses: {
          200: json(PermitSchema, 'Saved'),
          400: errorResponse('A value the rules refuse'),
          409: errorResponse('The year is locked (year_locked)'),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        const saved = await saving(
          permits.upsertPermitForYear(
            c.var.caller.orgId,
            year,
            c.req.valid('json'),
            actorOf(c.var.caller),
          ),
        );
        return c.json(view(saved), 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'put',
        path: '/{id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Changing a permit record' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Change fields of a record',
        request: { params: IdParams, body: body(fromDomain(permitPatchSchema)) },
        responses: {
          200: json(PermitSchema, 'Saved'),
          400: errorResponse('A value the rules refuse'),
          404: errorResponse('No such record of this user'),
          409: errorResponse(
            'A permit record for this year already exists, or the year is locked (year_locked)',
          ),
        },
      }),
      async (c) => {
        const patch = c.req.valid('json');
        const saved = await saving(
          permits.updatePermit(
            c.var.caller.orgId,
            c.req.valid('param').id,
            patch,
            actorOf(c.var.caller),
          ),
        );
        if (!saved) throw permitNotFound();
        return c.json(view(saved), 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Deleting a permit record' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Delete a record',
        request: { params: IdParams },
        responses: {
          204: { description: 'Deleted' },
          404: errorResponse('No such record of this user'),
          409: errorResponse('The year is locked (year_locked)'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await permits.deletePermit(c.var.caller.orgId, id, actorOf(c.var.caller)))) {
          throw permitNotFound();
        }
        return c.body(null, 204);
      },
    );
}
