import { z } from '@hono/zod-openapi';
import {
  ACTIVITY_DATA_TIERS,
  ACTIVITY_SOURCES,
  FACTOR_TIERS,
  IPCC_FUEL_IDS,
  MSG_STREAM_LIMIT,
  OXIDATION_TIERS,
  STREAM_METHODS,
  sourceStreamSchema,
} from '@domain/source-streams/source-stream-schema';
import {
  FACTOR_PARAMETERS,
  factorEntrySchema,
  MSG_FACTOR_LIMIT,
  MSG_FACTOR_NCV_OF_ENERGY,
} from '@domain/source-streams/factor-entry-schema';
import { FACTOR_LIBRARY_VERSION } from '@domain/factors/ipcc-2006';
import { AppliedValueSchema } from '@domain/source-streams/applied-value-schema';
import { declareRoute } from '../http/declare-route';
import { actorOf, type Caller } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, idText } from '../http/schemas';
import {
  addEntry,
  addStream,
  changeStream,
  plantStreams,
  plantYearCalculation,
  removeEntry,
  removeStream,
  streamEntries,
} from '../plants/source-streams';
import type { Services } from '../services';
import { MSG_ETS_YEAR, YearParams } from './ets';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const factor = z.number().nullable();

const SourceStreamSchema = z
  .object({
    id: z.string(),
    plant_id: z.number().int(),
    unit_id: z.string().nullable().openapi({ description: 'null: the whole plant' }),
    name: z.string(),
    fuel: z.enum(IPCC_FUEL_IDS),
    method: z.enum(STREAM_METHODS),
    activity_data: z.enum(ACTIVITY_SOURCES),
    ncv_gj_per_unit: factor.openapi({ description: "null: the library's, per tonne" }),
    emission_factor_t_per_tj: factor.openapi({ description: "null: the library's" }),
    oxidation_factor: factor.openapi({ description: 'null: 1' }),
    biomass_fraction: factor.openapi({ description: "null: the fuel's, 1 for biomass, else 0" }),
    tier_activity_data: z.enum(ACTIVITY_DATA_TIERS),
    tier_ncv: z.enum(FACTOR_TIERS),
    tier_emission_factor: z.enum(FACTOR_TIERS),
    tier_oxidation_factor: z.enum(OXIDATION_TIERS),
  })
  .openapi('SourceStream');

const AppliedFactorSchema = z.object({
  value: z.number(),
  unit: z.string(),
  basis: z.enum(['declared', 'default']),
  source: z.string().nullable().openapi({ description: "a default's entry in the sources table" }),
});

const FactorEntrySchema = z
  .object({
    id: z.string(),
    stream_id: z.string(),
    parameter: z.enum(FACTOR_PARAMETERS),
    value: z.number().openapi({
      description: 'NCV in GJ per unit of the activity data, emission factor in t CO2/TJ',
    }),
    valid_from: z.string().openapi({ description: 'YYYY-MM-DD, inclusive' }),
    valid_to: z.string().openapi({ description: 'YYYY-MM-DD, inclusive' }),
    source: z.string().openapi({ description: 'e.g. "Laboratory analysis, batch 42"' }),
  })
  .openapi('FactorEntry');

const Co2Schema = z.object({
  energy_tj: z.number(),
  co2_t: z.number().openapi({ description: 'fossil CO2, in the total' }),
  co2_biomass_memo_t: z.number().openapi({ description: 'biomass CO2, a memo item' }),
});

const PlantCalculationSchema = z
  .object({
    plant_id: z.number().int(),
    year: z.number().int(),
    year_locked: z.boolean().openapi({
      description: "locked: the year's ETS figures are the copy kept then, not this calculation",
    }),
    factor_library: z.literal(FACTOR_LIBRARY_VERSION),
    streams_from: z.enum(['register', 'fuel_type', 'none']),
    streams: z.array(
      z.object({
        id: z.string().nullable().openapi({ description: "null: the fuel type's default stream" }),
        name: z.string(),
        unit_id: z.string().nullable(),
        fuel: z.enum(IPCC_FUEL_IDS),
        method: z.enum(STREAM_METHODS),
        activity_data: z.enum(ACTIVITY_SOURCES),
        tiers: z
          .object({
            tier_activity_data: z.string(),
            tier_ncv: z.string(),
            tier_emission_factor: z.string(),
            tier_oxidation_factor: z.string(),
          })
          .nullable(),
        amount: z.number().nullable().openapi({ description: 'null: no activity data' }),
        factors: z.object({
          ncv: AppliedFactorSchema.nullable(),
          emission_factor: AppliedFactorSchema,
          oxidation_factor: AppliedFactorSchema,
          biomass_fraction: AppliedFactorSchema,
        }),
        applied: z.array(AppliedValueSchema).openapi({
          description:
            "Per parameter, each value the year applied and on how many days: the stream's own (declared or default), or an entry valid those days",
        }),
        emissions: Co2Schema.nullable(),
      }),
    ),
    calculated: Co2Schema,
    measured_co2_t: z.number(),
    corroboration: z
      .object({
        measured_co2_t: z.number(),
        calculated_co2_t: z.number(),
        difference_t: z.number(),
        difference_share: z.number().nullable(),
      })
      .nullable(),
    days: z
      .array(Co2Schema.extend({ date: z.string().openapi({ description: 'YYYY-MM-DD' }) }))
      .nullable()
      .openapi({
        description:
          "The calculation streams' CO2 per day with activity data (the plant-day of MRR Art. 24(1)), by date",
      }),
  })
  .openapi('PlantCalculation');

const PlantParams = z.object({ plant_id: idText('plant_id') });
const StreamParams = PlantParams.extend({ stream_id: idText('stream_id') });
const EntryParams = StreamParams.extend({ factor_id: idText('factor_id') });
const body = {
  required: true,
  content: { 'application/json': { schema: fromDomain(sourceStreamSchema) } },
};
const entryBody = {
  required: true,
  content: { 'application/json': { schema: fromDomain(factorEntrySchema) } },
};

/** Reading a plant's streams: any member, an API token that reads. */
const READS = { permission: 'member', apiToken: 'feed', secondFactor: true } as const;

/** Editing them: a member who edits data, never with an API token (403). */
const EDITS = {
  permission: { needs: 'edit_data', doing: 'Editing the plant register' },
  apiToken: 'none',
  secondFactor: true,
} as const;

const REFUSED_VALUE = errorResponse('A value the rules refuse, with its message');
const TOKEN_REFUSED = errorResponse('Called with an API token');
const NO_PLANT = errorResponse('No plant of this id in the user data');
const NO_STREAM = errorResponse('No plant of this id, or no stream of this id of the plant');
const FUEL_ENERGY_TAKEN = errorResponse(
  "Another stream of the plant or unit already takes the file's fuel energy (fuel_energy_taken)",
);

/** An edit the caller makes where the path says: its organisation, the path's ids, its actor. */
const editAt = <P extends { plant_id: string }>(caller: Caller, params: P) => ({
  ...params,
  orgId: caller.orgId,
  actor: actorOf(caller),
});

/** Issue 38 "Source streams in the register": a plant's streams, and a year calculated from them. */
export function sourceStreamsRoutes(services: Services, signedIn: SignedIn) {
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{plant_id}/source-streams',
        access: READS,
        summary: "A plant's source streams, as declared",
        request: { params: PlantParams },
        responses: {
          200: json(z.object({ streams: z.array(SourceStreamSchema) }), 'The streams'),
          404: NO_PLANT,
        },
      }),
      async (c) => {
        const { plant_id } = c.req.valid('param');
        const streams = await plantStreams(services, c.var.caller.orgId, plant_id);
        return c.json({ streams }, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'post',
        path: '/{plant_id}/source-streams',
        access: EDITS,
        summary: "Add a source stream to a plant; a factor left empty takes the library's default",
        request: { params: PlantParams, body },
        responses: {
          201: json(SourceStreamSchema, 'Saved'),
          400: REFUSED_VALUE,
          403: TOKEN_REFUSED,
          404: NO_PLANT,
          409: FUEL_ENERGY_TAKEN,
          422: errorResponse(MSG_STREAM_LIMIT),
        },
      }),
      async (c) => {
        const at = editAt(c.var.caller, c.req.valid('param'));
        return c.json(await addStream(services, at, c.req.valid('json')), 201);
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/{plant_id}/source-streams/{stream_id}',
        access: EDITS,
        summary: 'Replace a source stream with the one sent',
        request: { params: StreamParams, body },
        responses: {
          200: json(SourceStreamSchema, 'Saved'),
          400: REFUSED_VALUE,
          403: TOKEN_REFUSED,
          404: NO_STREAM,
          409: FUEL_ENERGY_TAKEN,
        },
      }),
      async (c) => {
        const at = editAt(c.var.caller, c.req.valid('param'));
        return c.json(await changeStream(services, at, c.req.valid('json')), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{plant_id}/source-streams/{stream_id}',
        access: EDITS,
        summary: 'Delete a source stream',
        request: { params: StreamParams },
        responses: { 204: { description: 'Deleted' }, 403: TOKEN_REFUSED, 404: NO_STREAM },
      }),
      async (c) => {
        await removeStream(services, editAt(c.var.caller, c.req.valid('param')));
        return c.body(null, 204);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{plant_id}/source-streams/{stream_id}/factors',
        access: READS,
        summary:
          'The factors the organisation entered for a source stream, each with its period and source',
        request: { params: StreamParams },
        responses: {
          200: json(z.object({ factors: z.array(FactorEntrySchema) }), 'The entries'),
          404: NO_STREAM,
        },
      }),
      async (c) => {
        const { plant_id, stream_id } = c.req.valid('param');
        const factors = await streamEntries(services, c.var.caller.orgId, plant_id, stream_id);
        return c.json({ factors }, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'post',
        path: '/{plant_id}/source-streams/{stream_id}/factors',
        access: EDITS,
        summary:
          'Enter a factor for a source stream over a period (a laboratory NCV of a month, a national factor): each day of it takes this value',
        request: { params: StreamParams, body: entryBody },
        responses: {
          201: json(FactorEntrySchema, 'Saved'),
          400: REFUSED_VALUE,
          403: TOKEN_REFUSED,
          404: NO_STREAM,
          409: errorResponse(
            'Another entry of the parameter is valid on a day of the period (factor_period_overlap)',
          ),
          422: errorResponse(`${MSG_FACTOR_NCV_OF_ENERGY} (ncv_of_energy); ${MSG_FACTOR_LIMIT}`),
        },
      }),
      async (c) => {
        const at = editAt(c.var.caller, c.req.valid('param'));
        return c.json(await addEntry(services, at, c.req.valid('json')), 201);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{plant_id}/source-streams/{stream_id}/factors/{factor_id}',
        access: EDITS,
        summary: "Delete a factor entry: its days take the stream's own value again",
        request: { params: EntryParams },
        responses: {
          204: { description: 'Deleted' },
          403: TOKEN_REFUSED,
          404: errorResponse('No plant, stream or entry of this id'),
        },
      }),
      async (c) => {
        await removeEntry(services, editAt(c.var.caller, c.req.valid('param')));
        return c.body(null, 204);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{plant_id}/calculation',
        access: READS,
        summary:
          "A calendar year of a plant calculated from its source streams (none declared: from its fuel type), day by day with the factors valid each day: each stream's CO2 and the values it applied, the fossil total, the biomass memo, and beside measured CO2 the difference",
        request: { params: PlantParams, query: YearParams },
        responses: {
          200: json(PlantCalculationSchema, 'The calculation'),
          400: errorResponse(MSG_ETS_YEAR),
          404: NO_PLANT,
        },
      }),
      async (c) => {
        const { plant_id } = c.req.valid('param');
        const { year } = c.req.valid('query');
        const answer = await plantYearCalculation(services, c.var.caller.orgId, plant_id, year);
        return c.json(answer, 200);
      },
    );
}
