// Issue 38 "Source streams in the register": what a user declares of a plant's source stream (the
// fuel it burns, how its CO2 is determined, its activity data and factors, the tier of each), the
// rules the register API and the web form share.
import * as z from 'zod/mini';
import { IPCC_2006_FUELS, type IpccFuelId } from '../factors/ipcc-2006';
import { optionalNumber } from '../register/register-schema';
import { singleLineText } from '../validation/plain-text';

export const STREAM_NAME_MAX_CHARS = 100;
export const STREAM_UNIT_MAX_CHARS = 100;

/** How a stream's CO2 is determined: calculated from its fuel, or measured in the stack. */
export const STREAM_METHODS = ['calculation', 'measurement'] as const;
export type StreamMethod = (typeof STREAM_METHODS)[number];

/** A stream's activity data: the file's fuel energy in MWh, or a quantity of fuel in t, m3 or Nm3. */
export const ACTIVITY_SOURCES = ['file_fuel_mwh', 't', 'm3', 'Nm3'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

// The tiers MRR Annex II defines for each parameter of a combustion source stream, and no tier.
export const ACTIVITY_DATA_TIERS = ['1', '2', '3', '4', 'no_tier'] as const;
export const FACTOR_TIERS = ['1', '2a', '2b', '3', 'no_tier'] as const;
export const OXIDATION_TIERS = ['1', '2', '3', 'no_tier'] as const;

export const IPCC_FUEL_IDS = Object.keys(IPCC_2006_FUELS) as [IpccFuelId, ...IpccFuelId[]];

export const MSG_STREAM_NAME = 'Name the source stream';
export const MSG_STREAM_NAME_TOO_LONG = `Name must be at most ${STREAM_NAME_MAX_CHARS} characters`;
export const MSG_STREAM_UNIT_TOO_LONG = `Unit ID must be at most ${STREAM_UNIT_MAX_CHARS} characters`;
export const MSG_STREAM_FUEL = 'Choose a fuel from the emission-factor library';
export const MSG_STREAM_METHOD = 'Method must be calculation or measurement';
export const MSG_STREAM_ACTIVITY =
  "Activity data must be the file's fuel energy (MWh) or a quantity in t, m3 or Nm3";
export const MSG_STREAM_NCV = 'NCV must be a number above 0 and at most 1,000 GJ per unit';
export const MSG_STREAM_NCV_NEEDED =
  'A quantity in m3 or Nm3 needs its NCV: the library gives NCVs per tonne only';
export const MSG_STREAM_NCV_OF_ENERGY =
  "The file's fuel energy is already on a net calorific basis: leave the NCV empty";
export const MSG_STREAM_EF = 'Emission factor must be between 0 and 1,000 t CO2 per TJ';
export const MSG_STREAM_OF = 'Oxidation factor must be between 0 and 1';
export const MSG_STREAM_BIOMASS = 'Biomass fraction must be between 0 and 1';
export const msgStreamTier = (parameter: string, tiers: readonly string[]) =>
  `${parameter} tier must be one of ${tiers.map((t) => (t === 'no_tier' ? 'no tier' : t)).join(', ')}`;

/** A given empty text is null; the schema trims first. */
const emptyIsNull = (v: string | null | undefined) => (v ? v : null);

const tier = <T extends readonly [string, ...string[]]>(parameter: string, tiers: T) =>
  z.enum(tiers, { error: msgStreamTier(parameter, tiers) });

/**
 * A source stream as a user declares it (POST, PUT /api/plants/:plant_id/source-streams). A factor
 * left empty (null) takes the library's default for the fuel; the oxidation factor's default is 1.
 */
export const sourceStreamSchema = z
  .object({
    /** The plant's unit the stream feeds; null: the whole plant. */
    unit_id: z.pipe(
      z.nullish(
        z
          .string({ error: MSG_STREAM_UNIT_TOO_LONG })
          .check(
            z.trim(),
            singleLineText('Unit ID'),
            z.maxLength(STREAM_UNIT_MAX_CHARS, MSG_STREAM_UNIT_TOO_LONG),
          ),
      ),
      z.transform(emptyIsNull),
    ),
    name: z
      .string({ error: MSG_STREAM_NAME })
      .check(
        z.trim(),
        z.minLength(1, MSG_STREAM_NAME),
        z.maxLength(STREAM_NAME_MAX_CHARS, MSG_STREAM_NAME_TOO_LONG),
        singleLineText('Name'),
      ),
    fuel: z.enum(IPCC_FUEL_IDS, { error: MSG_STREAM_FUEL }),
    method: z.enum(STREAM_METHODS, { error: MSG_STREAM_METHOD }),
    activity_data: z.enum(ACTIVITY_SOURCES, { error: MSG_STREAM_ACTIVITY }),
    /** GJ per t, m3 or Nm3 of a quantity; null: the library's (per tonne). */
    ncv_gj_per_unit: optionalNumber(MSG_STREAM_NCV, Number.MIN_VALUE, 1_000),
    /** t CO2 per TJ (= kg per GJ); null: the library's. */
    emission_factor_t_per_tj: optionalNumber(MSG_STREAM_EF, 0, 1_000),
    /** null: 1, all the carbon oxidised. */
    oxidation_factor: optionalNumber(MSG_STREAM_OF, 0, 1),
    /** null: the fuel's (1 for a biomass fuel, else 0). */
    biomass_fraction: optionalNumber(MSG_STREAM_BIOMASS, 0, 1),
    tier_activity_data: tier('Activity data', ACTIVITY_DATA_TIERS),
    tier_ncv: tier('NCV', FACTOR_TIERS),
    tier_emission_factor: tier('Emission factor', FACTOR_TIERS),
    tier_oxidation_factor: tier('Oxidation factor', OXIDATION_TIERS),
  })
  .check(
    z.refine((s) => s.activity_data !== 'file_fuel_mwh' || s.ncv_gj_per_unit == null, {
      message: MSG_STREAM_NCV_OF_ENERGY,
      path: ['ncv_gj_per_unit'],
    }),
    z.refine(
      (s) => (s.activity_data !== 'm3' && s.activity_data !== 'Nm3') || s.ncv_gj_per_unit != null,
      { message: MSG_STREAM_NCV_NEEDED, path: ['ncv_gj_per_unit'] },
    ),
  );

export type SourceStreamInput = z.input<typeof sourceStreamSchema>;
export type SourceStreamFields = z.output<typeof sourceStreamSchema>;

type StoredAsNull =
  | 'unit_id'
  | 'ncv_gj_per_unit'
  | 'emission_factor_t_per_tj'
  | 'oxidation_factor'
  | 'biomass_fraction';

/** A stored source stream: its fields (a factor not declared is null), its id and its plant. */
export interface SourceStream extends Omit<SourceStreamFields, StoredAsNull> {
  id: string;
  plant_id: number;
  unit_id: string | null;
  ncv_gj_per_unit: number | null;
  emission_factor_t_per_tj: number | null;
  oxidation_factor: number | null;
  biomass_fraction: number | null;
}

/** How many source streams a plant may have: plenty for any installation's fuels and materials. */
export const MAX_STREAMS_PER_PLANT = 20;

export const MSG_STREAM_LIMIT = `A plant may have at most ${MAX_STREAMS_PER_PLANT} source streams`;

export const msgFuelEnergyTaken = (other: string) =>
  `"${other}" already takes the file's fuel energy of this plant or unit: its fuel would be counted twice`;

/**
 * The plant's other stream that already takes the file's fuel energy `fields` would take (the same
 * unit's, or the whole plant's, which holds every unit's); undefined when there is none.
 */
export function fuelEnergyTakenBy(
  streams: readonly SourceStream[],
  fields: Pick<SourceStreamFields, 'activity_data' | 'unit_id'>,
  id: string | null,
): SourceStream | undefined {
  if (fields.activity_data !== 'file_fuel_mwh') return undefined;
  const unit = fields.unit_id ?? null;
  return streams.find(
    (s) =>
      s.id !== id &&
      s.activity_data === 'file_fuel_mwh' &&
      (s.unit_id === null || unit === null || s.unit_id === unit),
  );
}
