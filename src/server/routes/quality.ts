import { PlantPageFields, PlantPageQuery, plantPage } from '../http/plant-page';
import { zoneOf } from '@domain/csv/plant-clock';
import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { rangeQueryWith } from '../scope/scope-query';
import { ApiError } from '../http/api-error';
import { actorOf } from '../http/caller';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, paramText } from '../http/schemas';
import { gapHours } from '../quality/gap-hours';
import { LISTED_FLAGGED_HOURS, LISTED_PARTIAL_HOURS, loadQuality } from '../quality/load-quality';
import type { Services } from '../services';

const REASONS = ['not_operating', 'measurement_missing'] as const;

const GapSchema = z.object({
  from: z.string().openapi({ description: 'the first missing hour, ISO 8601' }),
  to: z.string().openapi({ description: 'the end of the last missing hour (exclusive), ISO 8601' }),
  hours: z.number(),
  reason: z.enum(REASONS).nullable().openapi({ description: 'null until classified' }),
});

const PartialHourSchema = z.object({
  hour: z.string().openapi({ description: "the hour's start, ISO 8601" }),
  readings: z.number().int().openapi({ description: 'readings the file held in the hour' }),
  expected: z
    .number()
    .int()
    .openapi({ description: "readings an hour holds at the plant's interval" }),
});

const PartialHoursSchema = z
  .object({
    total: z.number().int().openapi({ description: 'partial hours of the plant in the range' }),
    first: z.array(PartialHourSchema).openapi({
      description: `the first ${LISTED_PARTIAL_HOURS} of them in time order`,
    }),
  })
  .openapi({
    description:
      'Issue 27 §2: hours of sub-hourly readings left out as missing for holding under 80 % of their expected readings (MRR Art. 44), from the files that still hold their days',
  });

const FlaggedKindSchema = (what: string) =>
  z
    .object({
      total: z.number().int().openapi({ description: 'flagged hours of the plant in the range' }),
      first: z
        .array(
          z.object({
            hour: z.string().openapi({ description: "the hour's start, ISO 8601" }),
            unit_id: z.string().openapi({ description: "the unit; '' for the plant itself" }),
            efficiency: z.number().nullable().openapi({
              description:
                'of an efficiency above 100 %, the efficiency derived for the hour (%), before it was kept at 100 %; else null',
            }),
          }),
        )
        .openapi({ description: `the first ${LISTED_FLAGGED_HOURS} of them in time order` }),
    })
    .openapi({ description: what });

const FlaggedHoursSchema = z
  .object({
    co2_without_fuel_or_load: FlaggedKindSchema(
      'operated hours holding CO2 without any fuel, electricity or heat: kept as the file gives them',
    ),
    efficiency_above_100: FlaggedKindSchema(
      'hours whose efficiency, derived as (electricity + heat) / fuel, passed 100 % (a start-up hour): kept at 100 %, their electricity and fuel as the file gives them',
    ),
  })
  .openapi({
    description:
      'Issue 36: hours kept but flagged, never a reason to refuse a row, from the files that still hold their days',
  });

const UnitQualitySchema = z
  .object({
    unit_id: z
      .string()
      .openapi({ description: "as the plant's files name it; '' for the plant itself" }),
    days_daily: z.number().int().openapi({
      description:
        "days of the unit held as a daily file's totals: their hours count whole, none of them known",
    }),
    hours_operating: z
      .number()
      .int()
      .openapi({ description: 'hours holding a reading of the unit' }),
    hours_not_operating: z.number().int().openapi({
      description: 'hours a file says the unit did not run (none until files state operating time)',
    }),
    hours_missing: z.number().int().openapi({
      description: "hours of the unit's days in the range without a reading",
    }),
    hours_co2_without_fuel_or_load: z
      .number()
      .int()
      .openapi({ description: "the unit's hours of CO2 without fuel or load (flagged)" }),
    hours_efficiency_above_100: z.number().int().openapi({
      description: "the unit's hours whose derived efficiency passed 100 % (flagged)",
    }),
    gaps: z.array(z.object({ from: z.string(), to: z.string(), hours: z.number().int() })),
  })
  .openapi('UnitQuality');

const PlantQualitySchema = z
  .object({
    plant_id: z.number().int(),
    plant_name: z.string(),
    first_reading: z.string().openapi({ description: "the plant's first reading in the history" }),
    last_reading: z.string().openapi({ description: "the plant's last reading in the history" }),
    days_in_range: z.number().int(),
    days_with_data: z.number().int(),
    hours_expected: z.number().int().openapi({
      description:
        'hours of the days from the later of the range start and the first reading to the earlier of the range end and the last reading',
    }),
    hours_present: z.number().int(),
    hours_operating: z.number().int().openapi({
      description: 'hours present of the plant operating (the whole hour or a share of it)',
    }),
    hours_not_operating: z.number().int().openapi({
      description:
        'hours present that the files report the plant not operating: covered, never a gap or substituted',
    }),
    hours_missing: z.number().int().openapi({
      description:
        'hours expected without a reading: the gaps, and operated hours without their CO2',
    }),
    duplicate_hours: z.number().int().openapi({
      description: 'hours a file repeated (the later row counts)',
    }),
    days_daily: z.number().int().openapi({
      description:
        "days of the range held as a daily file's totals (issue 36): covered whole, operated or not, with no hour of them known",
    }),
    gaps: z.array(GapSchema),
    partial_hours: PartialHoursSchema,
    flagged_hours: FlaggedHoursSchema,
    units: z.array(UnitQualitySchema).openapi({ description: "the plant's units, ascending" }),
  })
  .openapi('PlantQuality');

const QualitySchema = z
  .object({ plants: z.array(PlantQualitySchema), ...PlantPageFields })
  .openapi('Quality');

const GapBody = z.object({
  plant_id: z.number().int().min(0),
  from: paramText('from')
    .max(40)
    .openapi({ description: 'YYYY-MM-DD (inclusive) or an ISO instant' }),
  to: paramText('to')
    .max(40)
    .openapi({ description: 'YYYY-MM-DD (inclusive) or an ISO instant (exclusive)' }),
});

const badRange = errorResponse(
  'A date that does not read as YYYY-MM-DD, or a range that starts after it ends',
);
const badGap = errorResponse(
  'A bound that is neither a date nor an instant on a whole hour, or from not before to',
);

/** The hours a request's body names, whole days being the plant's local days; or 400. */
async function hoursOf(services: Services, orgId: string, body: z.infer<typeof GapBody>) {
  const zones = new Map(await services.queries.plantRegister.zones(orgId));
  const hours = gapHours(body.from, body.to, zoneOf(zones, body.plant_id));
  if (!hours.ok) throw new ApiError(400, 'invalid_request', hours.message);
  return { plant_id: body.plant_id, from: hours.from, to: hours.to };
}

/** Issue 26: what the figures rest on, per plant: coverage, gaps and repeated hours. */
export function qualityRoutes(services: Services, signedIn: SignedIn) {
  const { coverage } = services.queries;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "Each plant's hours present against hours expected within a range (inclusive; none: all of the history), its gaps, repeated hours, partial hours and flagged hours",
        request: { query: rangeQueryWith(PlantPageQuery.shape) },
        responses: {
          200: {
            description: 'Per plant',
            content: { 'application/json': { schema: QualitySchema } },
          },
          400: badRange,
        },
      }),
      async (c) => {
        const { scope, ...page } = c.req.valid('query');
        // Only the page's plants are computed: a fleet's count and order need only their spans.
        const spans = plantPage(await coverage.plantSpans(c.var.caller.orgId), page);
        const plants = await loadQuality(services, c.var.caller.orgId, scope.filter, spans.plants);
        return c.json({ ...spans, plants }, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/gaps',
        access: {
          permission: { needs: 'edit_data', doing: 'Classifying a gap' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          "Classify a plant's missing hours: the gaps inside them carry the reason, across re-uploads",
        request: {
          body: {
            required: true,
            content: {
              'application/json': { schema: GapBody.extend({ reason: z.enum(REASONS) }) },
            },
          },
        },
        responses: {
          204: { description: 'Classified, in place of any earlier reason of those hours' },
          400: badGap,
          409: errorResponse('The hours are in a locked year (year_locked)'),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const gap = { ...(await hoursOf(services, c.var.caller.orgId, body)), reason: body.reason };
        await coverage.classify(c.var.caller.orgId, gap, actorOf(c.var.caller));
        return c.body(null, 204);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/gaps',
        access: {
          permission: { needs: 'edit_data', doing: 'Removing a gap classification' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: "Remove the classification of a plant's hours",
        request: { body: { required: true, content: { 'application/json': { schema: GapBody } } } },
        responses: {
          204: { description: 'Removed' },
          400: badGap,
          404: errorResponse('None of those hours was classified'),
          409: errorResponse('The hours are in a locked year (year_locked)'),
        },
      }),
      async (c) => {
        const hours = await hoursOf(services, c.var.caller.orgId, c.req.valid('json'));
        if (!(await coverage.unclassify(c.var.caller.orgId, hours, actorOf(c.var.caller)))) {
          throw new ApiError(404, 'not_found', 'No classified hours in that span');
        }
        return c.body(null, 204);
      },
    );
}
