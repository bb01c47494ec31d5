import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { AUDIT_ACTIONS } from '@domain/audit/audit-actions';
import { parseScopeFilter } from '@domain/history/date-range';
import { dateToDay, dayToDate } from '@domain/readings/day-number';
import { ApiError } from '../http/api-error';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, paramText, Timestamp } from '../http/schemas';
import type { Services } from '../services';

/** How many events a page holds unless the request asks for fewer, and the most it may ask for. */
export const AUDIT_PAGE = { default: 100, max: 500 } as const;

const AuditEventSchema = z
  .object({
    at: Timestamp,
    actor: z.string().openapi({
      description: "who acted: their e-mail, with the API token's name when a token acted",
    }),
    action: z.enum(AUDIT_ACTIONS),
    target: z
      .string()
      .openapi({ description: 'what the change concerns: a file, a plant, a year' }),
    details: z.record(z.string(), z.unknown()).openapi({
      description:
        'what it moved: for an edit, `changes` lists each field with its old and new value',
    }),
  })
  .openapi('AuditEvent');

const AuditQuery = z.object({
  from: paramText('from')
    .max(10)
    .optional()
    .openapi({ description: 'first day, YYYY-MM-DD (UTC)' }),
  to: paramText('to')
    .max(10)
    .optional()
    .openapi({ description: 'last day, YYYY-MM-DD (UTC, inclusive)' }),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: paramText('actor')
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: "part of the actor's name, any case" }),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.max).default(AUDIT_PAGE.default),
  before: z
    .string()
    .max(19)
    .regex(/^\d+$/)
    .optional()
    .openapi({ description: '`next` of the previous page' }),
});

/** Issue 28 §2: the tenant's audit log, newest first. */
export function auditRoutes(services: Services, signedIn: SignedIn) {
  const { audit } = services.queries;
  return signedInRouter(signedIn).openapi(
    declareRoute({
      method: 'get',
      path: '/',
      access: {
        permission: { needs: 'read_audit', doing: 'Reading the audit log' },
        apiToken: 'none',
        secondFactor: true,
      },
      summary:
        'The audit log: who changed what and when, newest first, a page at a time, filtered by date range, action and actor',
      request: { query: AuditQuery },
      responses: {
        200: {
          description: 'One page of events',
          content: {
            'application/json': {
              schema: z.object({
                events: z.array(AuditEventSchema),
                next: z
                  .string()
                  .nullable()
                  .openapi({ description: 'pass as `before` for the next page; null: the last' }),
              }),
            },
          },
        },
        400: errorResponse('A date that does not read as YYYY-MM-DD, or from after to'),
        403: errorResponse('A role other than owner, admin or verifier, or an API token'),
      },
    }),
    async (c) => {
      const { from, to, action, actor, limit, before } = c.req.valid('query');
      const parsed = parseScopeFilter({ from, to });
      if (!parsed.ok) throw new ApiError(400, 'invalid_request', parsed.message);
      const range = parsed.filter;
      const page = await audit.list(c.var.caller.orgId, {
        from: range.from === null ? undefined : new Date(`${range.from}T00:00:00Z`),
        // The whole last day: up to the start of the next.
        to:
          range.to === null
            ? undefined
            : new Date(`${dayToDate(dateToDay(range.to) + 1)}T00:00:00Z`),
        action,
        actor,
        before,
        limit,
      });
      return c.json(
        { events: page.events.map((e) => AuditEventSchema.parse(e)), next: page.next },
        200,
      );
    },
  );
}
