// Issue 38: the factors an organisation enters for its source streams over a period, each change
// recorded in the audit log as a register edit of the stream, in the change's transaction and
// under the plant's stream lock, so two entries of a parameter cannot overlap.
import { sql, type Kysely } from 'kysely';
import { fieldChanges } from '@domain/audit/audit-actions';
import type { FactorEntry, FactorEntryFields } from '@domain/source-streams/factor-entry-schema';
import type { ActivitySource, SourceStream } from '@domain/source-streams/source-stream-schema';
import type { Database } from '../schema';
import { recordStreamEdit, writeStreams } from './source-streams';

/** The fields a user gives, in the order the audit log lists them. */
const FIELDS = [
  'parameter',
  'value',
  'valid_from',
  'valid_to',
  'source',
] as const satisfies readonly (keyof FactorEntryFields)[];

/** An entry with its stream's plant and name, as the emission-factor library lists it. */
export interface PlacedFactorEntry extends FactorEntry {
  plant_id: number;
  stream_name: string;
  activity_data: ActivitySource;
}

// Dates are read as text: a pg date would come back as a JavaScript Date at local midnight.
const entries = (db: Kysely<Database>, orgId: string) =>
  db
    .selectFrom('source_stream_factors as f')
    .innerJoin('plant_source_streams as s', 's.id', 'f.stream_id')
    .select([
      'f.id',
      'f.stream_id',
      'f.parameter',
      'f.value',
      sql<string>`to_char(f.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(f.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'f.source',
      's.plant_id',
      's.name as stream_name',
      's.activity_data',
    ])
    .where('f.org_id', '=', orgId)
    .where('s.org_id', '=', orgId)
    .orderBy('s.plant_id')
    .orderBy('f.stream_id')
    .orderBy('f.parameter')
    .orderBy('f.valid_from');

const placed = (row: PlacedFactorEntry): PlacedFactorEntry => ({
  ...row,
  plant_id: Number(row.plant_id),
});

/** An entry without its stream's plant and name. */
const entryOf = (e: PlacedFactorEntry): FactorEntry => ({
  id: e.id,
  stream_id: e.stream_id,
  parameter: e.parameter,
  value: e.value,
  valid_from: e.valid_from,
  valid_to: e.valid_to,
  source: e.source,
});

/**
 * What an entry's write sees first: the stream and its entries, under the plant's lock; `check`
 * may refuse the write by throwing.
 */
export type FactorsCheck = (stream: SourceStream, entries: readonly FactorEntry[]) => void;

/** Factor entry queries (issue 38); each takes the organisation's id and sees only its entries. */
export function createStreamFactorQueries(db: Kysely<Database>) {
  const ofPlant = async (d: Kysely<Database>, orgId: string, plantId: number) =>
    (await entries(d, orgId).where('s.plant_id', '=', plantId).execute()).map(placed);

  return {
    /** Every entry of the organisation, with the plant and stream it is for. */
    listAll: async (orgId: string): Promise<PlacedFactorEntry[]> =>
      (await entries(db, orgId).execute()).map(placed),

    /** The entries of every stream of a plant, by stream, parameter and date. */
    listOfPlant: async (orgId: string, plantId: number): Promise<FactorEntry[]> =>
      (await ofPlant(db, orgId, plantId)).map(entryOf),

    /**
     * Adds an entry to the plant's stream, recorded as `actor`'s; null when the plant has no
     * stream of this id.
     */
    async create(
      orgId: string,
      plantId: number,
      streamId: string,
      fields: FactorEntryFields,
      actor: string,
      check: FactorsCheck,
    ): Promise<FactorEntry | null> {
      return writeStreams(db, orgId, plantId, async (trx, streams) => {
        const stream = streams.find((s) => s.id === streamId);
        if (!stream) return null;
        const existing = (await ofPlant(trx, orgId, plantId)).filter(
          (e) => e.stream_id === streamId,
        );
        check(stream, existing.map(entryOf));
        const { id } = await trx
          .insertInto('source_stream_factors')
          .values({ ...fields, org_id: orgId, stream_id: streamId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const after: FactorEntry = { ...fields, id, stream_id: streamId };
        const changes = fieldChanges(null, after, FIELDS);
        await recordStreamEdit(trx, orgId, { actor, plantId, stream, factorId: id, changes });
        return after;
      });
    },

    /** Removes an entry, recorded as `actor`'s; false when the plant's stream has no such entry. */
    async remove(
      orgId: string,
      plantId: number,
      streamId: string,
      id: string,
      actor: string,
    ): Promise<boolean> {
      return writeStreams(db, orgId, plantId, async (trx, streams) => {
        const stream = streams.find((s) => s.id === streamId);
        const before = stream
          ? (await ofPlant(trx, orgId, plantId)).find(
              (e) => e.id === id && e.stream_id === streamId,
            )
          : undefined;
        if (!stream || !before) return false;
        await trx
          .deleteFrom('source_stream_factors')
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
        const changes = FIELDS.map((field) => ({ field, old: before[field], new: null }));
        await recordStreamEdit(trx, orgId, { actor, plantId, stream, factorId: id, changes });
        return true;
      });
    },
  };
}

export type StreamFactorQueries = ReturnType<typeof createStreamFactorQueries>;
