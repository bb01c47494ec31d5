import { z } from '@hono/zod-openapi';
import { FUEL_TYPES } from '@domain/factors/fuel-types';
import {
  FACTOR_LIBRARY_VERSION,
  IPCC_2006_FUELS,
  type FactorValue,
} from '@domain/factors/ipcc-2006';
import { FACTOR_PARAMETERS, factorUnit } from '@domain/source-streams/factor-entry-schema';
import { SOURCES, type Source } from '@domain/sources/sources';
import { declareRoute } from '../http/declare-route';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import type { Services } from '../services';

const SourceSchema = z
  .object({
    id: z.string(),
    document: z.string(),
    edition: z.string(),
    section: z.string().openapi({ description: 'The table that gives the value' }),
    url: z.string().nullable(),
  })
  .openapi('FactorSource');

const ValueSchema = z
  .object({ value: z.number(), unit: z.string(), source: SourceSchema })
  .openapi('FactorValue');

const LibrarySchema = z
  .object({
    version: z.string().openapi({ description: 'The library version the values belong to' }),
    fuels: z.array(
      z.object({
        id: z.string(),
        name: z.string().openapi({ description: "The fuel's name in the IPCC tables" }),
        biomass: z
          .boolean()
          .openapi({ description: 'Its CO2 is reported as a memo item, outside the total' }),
        ncv: ValueSchema.openapi({ description: 'Net calorific value' }),
        co2: ValueSchema,
        ch4: ValueSchema,
        n2o: ValueSchema,
      }),
    ),
    fuel_types: z
      .array(
        z.object({
          fuel_type: z.string(),
          fuel: z.string().nullable(),
          reason: z.enum(['no_combustion', 'fuel_mix']).optional(),
        }),
      )
      .openapi({
        description:
          'The fuel_type names (case and spacing aside) the library places; a name not listed, one that burns nothing or a fuel mix has no factors',
      }),
    organisation: z
      .array(
        z.object({
          id: z.string(),
          plant_id: z.number().int(),
          stream_id: z.string(),
          stream_name: z.string(),
          parameter: z.enum(FACTOR_PARAMETERS),
          value: z.number(),
          unit: z.string(),
          valid_from: z.string().openapi({ description: 'YYYY-MM-DD, inclusive' }),
          valid_to: z.string().openapi({ description: 'YYYY-MM-DD, inclusive' }),
          source: z.string().openapi({ description: 'The source the organisation names' }),
        }),
      )
      .openapi({
        description:
          "The factors the organisation entered for its source streams (national inventory factors, laboratory analyses), each with its period and source; a day of a period takes it in place of the stream's declared or default value",
      }),
  })
  .openapi('EmissionFactorLibrary');

function valueView({ value, unit, source }: FactorValue) {
  const s: Source = SOURCES[source];
  return {
    value,
    unit,
    source: {
      id: source,
      document: s.document,
      edition: s.edition,
      section: s.section,
      url: s.url ?? null,
    },
  };
}

/** The library as the route answers it: it does not change while the server runs. */
const library = LibrarySchema.omit({ organisation: true }).parse({
  version: FACTOR_LIBRARY_VERSION,
  fuels: Object.entries(IPCC_2006_FUELS).map(([id, f]) => ({
    id,
    name: f.name,
    biomass: f.biomass,
    ncv: valueView(f.ncv),
    co2: valueView(f.co2),
    ch4: valueView(f.ch4),
    n2o: valueView(f.n2o),
  })),
  fuel_types: Object.entries(FUEL_TYPES).map(([fuelType, match]) => ({
    fuel_type: fuelType,
    ...match,
  })),
});

/**
 * Issue 38: the emission-factor library, every value with its source, and the factors the
 * caller's organisation entered with their periods and sources.
 */
export function emissionFactorsRoutes(services: Services, signedIn: SignedIn) {
  return signedInRouter(signedIn).openapi(
    declareRoute({
      method: 'get',
      path: '/',
      access: { permission: 'member', apiToken: 'feed', secondFactor: true },
      summary:
        'The emission-factor library: its version, and per fuel the IPCC 2006 default NCV and CO2, CH4 and N2O factors, each with its unit and source; the fuel types that name each fuel; and the factors the organisation entered, each with its period and source',
      responses: {
        200: {
          description: 'The library',
          content: { 'application/json': { schema: LibrarySchema } },
        },
      },
    }),
    async (c) => {
      const entries = await services.queries.streamFactors.listAll(c.var.caller.orgId);
      const organisation = entries.map((e) => ({
        id: e.id,
        plant_id: e.plant_id,
        stream_id: e.stream_id,
        stream_name: e.stream_name,
        parameter: e.parameter,
        value: e.value,
        unit: factorUnit(e.parameter, e.activity_data),
        valid_from: e.valid_from,
        valid_to: e.valid_to,
        source: e.source,
      }));
      return c.json({ ...library, organisation }, 200);
    },
  );
}
