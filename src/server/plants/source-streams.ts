// Issue 38 "Source streams in the register": a plant's source streams, and the calculation of a
// year of its data from them. The calculation is read, never stored: a stream change moves an
// open year's ETS figures, which are counted from it, never a locked year's kept copy.
import {
  fuelEnergyTakenBy,
  MAX_STREAMS_PER_PLANT,
  MSG_STREAM_LIMIT,
  msgFuelEnergyTaken,
  type SourceStream,
  type SourceStreamFields,
} from '@domain/source-streams/source-stream-schema';
import {
  MAX_FACTOR_ENTRIES_PER_STREAM,
  MSG_FACTOR_LIMIT,
  MSG_FACTOR_NCV_OF_ENERGY,
  msgFactorOverlap,
  overlappingEntry,
  type FactorEntry,
  type FactorEntryFields,
} from '@domain/source-streams/factor-entry-schema';
import { plantCalculation, type PlantCalculation } from '@domain/source-streams/plant-calculation';
import { streamActivity, streamsOverDays } from '@domain/source-streams/stream-activity';
import type { FactorsCheck } from '../db/queries/stream-factors';
import { totalsOf } from '../db/rollup-of-rows';
import { ApiError, notFound } from '../http/api-error';
import type { Services } from '../services';
import { ownPlant } from './plant-register';
import { HISTORY } from '../scope/load-ets-year';

type StreamServices = Pick<Services, 'queries' | 'work'>;

const streamNotFound = () => notFound('Source stream');

/** Refuses a stream that would count the file's fuel energy twice, or one stream too many. */
function checkFor(fields: SourceStreamFields, id: string | null) {
  return (streams: readonly SourceStream[]) => {
    if (id === null && streams.length >= MAX_STREAMS_PER_PLANT) {
      throw new ApiError(422, 'stream_limit', MSG_STREAM_LIMIT);
    }
    const taken = fuelEnergyTakenBy(streams, fields, id);
    if (taken) throw new ApiError(409, 'fuel_energy_taken', msgFuelEnergyTaken(taken.name));
  };
}

/** The source streams of one of the organisation's plants; 404 for a plant not theirs. */
export async function plantStreams(
  services: StreamServices,
  orgId: string,
  rawId: string,
): Promise<SourceStream[]> {
  const plant = await ownPlant(services, orgId, rawId);
  return services.queries.sourceStreams.list(orgId, plant.plant_id);
}

/**
 * Where an edit is made and by whom: the caller's organisation, the plant the path names (as
 * given) and the actor the audit log records.
 */
export interface PlantEdit {
  orgId: string;
  plant_id: string;
  actor: string;
}

/** An edit of one of the plant's streams, or of one of its factor entries. */
export interface StreamEdit extends PlantEdit {
  stream_id: string;
}

/** The plant an edit names, the organisation's; 404 for a plant not theirs. */
const plantOf = (services: StreamServices, at: PlantEdit) =>
  ownPlant(services, at.orgId, at.plant_id);

/** Adds a source stream to one of the organisation's plants. */
export async function addStream(
  services: StreamServices,
  at: PlantEdit,
  fields: SourceStreamFields,
): Promise<SourceStream> {
  const plant = await plantOf(services, at);
  return services.queries.sourceStreams.create(
    at.orgId,
    plant.plant_id,
    fields,
    at.actor,
    checkFor(fields, null),
  );
}

/** Replaces a stream's fields; 404 for a stream that is not the plant's. */
export async function changeStream(
  services: StreamServices,
  at: StreamEdit,
  fields: SourceStreamFields,
): Promise<SourceStream> {
  const plant = await plantOf(services, at);
  const saved = await services.queries.sourceStreams.update(
    at.orgId,
    plant.plant_id,
    at.stream_id,
    fields,
    at.actor,
    checkFor(fields, at.stream_id),
  );
  if (!saved) throw streamNotFound();
  return saved;
}

/** Removes a stream; 404 for a stream that is not the plant's. */
export async function removeStream(services: StreamServices, at: StreamEdit): Promise<void> {
  const plant = await plantOf(services, at);
  const { orgId, stream_id, actor } = at;
  if (!(await services.queries.sourceStreams.remove(orgId, plant.plant_id, stream_id, actor))) {
    throw streamNotFound();
  }
}

const entryNotFound = () => notFound('Factor entry');

/** Refuses an NCV for energy, an entry too many, or a period overlapping its parameter's. */
function entryCheck(fields: FactorEntryFields): FactorsCheck {
  return (stream, entries) => {
    if (fields.parameter === 'ncv' && stream.activity_data === 'file_fuel_mwh') {
      throw new ApiError(422, 'ncv_of_energy', MSG_FACTOR_NCV_OF_ENERGY);
    }
    if (entries.length >= MAX_FACTOR_ENTRIES_PER_STREAM) {
      throw new ApiError(422, 'factor_limit', MSG_FACTOR_LIMIT);
    }
    const other = overlappingEntry(entries, fields);
    if (other) {
      throw new ApiError(
        409,
        'factor_period_overlap',
        msgFactorOverlap(other.valid_from, other.valid_to, other.source),
      );
    }
  };
}

/** The factor entries of a plant's stream; 404 for a plant or stream not the organisation's. */
export async function streamEntries(
  services: StreamServices,
  orgId: string,
  rawId: string,
  streamId: string,
): Promise<FactorEntry[]> {
  const streams = await plantStreams(services, orgId, rawId);
  const stream = streams.find((s) => s.id === streamId);
  if (!stream) throw streamNotFound();
  const entries = await services.queries.streamFactors.listOfPlant(orgId, stream.plant_id);
  return entries.filter((e) => e.stream_id === streamId);
}

/** Adds a factor entry to a plant's stream; 404 for a stream that is not the plant's. */
export async function addEntry(
  services: StreamServices,
  at: StreamEdit,
  fields: FactorEntryFields,
): Promise<FactorEntry> {
  const plant = await plantOf(services, at);
  const saved = await services.queries.streamFactors.create(
    at.orgId,
    plant.plant_id,
    at.stream_id,
    fields,
    at.actor,
    entryCheck(fields),
  );
  if (!saved) throw streamNotFound();
  return saved;
}

/** Removes a factor entry; 404 for an entry that is not the plant's stream's. */
export async function removeEntry(
  services: StreamServices,
  at: StreamEdit & { factor_id: string },
): Promise<void> {
  const plant = await plantOf(services, at);
  const { orgId, stream_id, factor_id, actor } = at;
  const removed = await services.queries.streamFactors.remove(
    orgId,
    plant.plant_id,
    stream_id,
    factor_id,
    actor,
  );
  if (!removed) throw entryNotFound();
}

/** A plant's calculation for a calendar year of the organisation's history. */
export interface PlantYearCalculation extends PlantCalculation {
  plant_id: number;
  year: number;
  /** The year is locked: its ETS figures are the copy kept then, which this calculation is not. */
  year_locked: boolean;
}

/**
 * The calculation of a plant's calendar year from its source streams, day by day: each day's
 * activity data is its unit's (or the plant's) fuel energy, or the tonnes, m3 or Nm3 of fuel a
 * file reports that day, with the factors valid that day.
 */
export async function plantYearCalculation(
  services: StreamServices,
  orgId: string,
  rawId: string,
  year: number,
): Promise<PlantYearCalculation> {
  const plant = await ownPlant(services, orgId, rawId);
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const [streams, entries, rows, locked] = await Promise.all([
    services.queries.sourceStreams.list(orgId, plant.plant_id),
    services.queries.streamFactors.listOfPlant(orgId, plant.plant_id),
    services.queries.plantDays.unitDays(orgId, HISTORY, [plant.plant_id], range),
    services.queries.yearLocks.years(orgId),
  ]);
  const unitDays = rows.map((r) => ({ unit_id: r.unit_id, day: r.day, totals: totalsOf(r) }));
  const calculation = plantCalculation(
    streamsOverDays(streams, entries, unitDays),
    plant.fuel_type,
    (s) => streamActivity(s, unitDays),
    unitDays.reduce((sum, d) => sum + d.totals.co2Tonnes, 0),
  );
  return { plant_id: plant.plant_id, year, year_locked: locked.includes(year), ...calculation };
}
