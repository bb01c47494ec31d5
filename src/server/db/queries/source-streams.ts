// Issue 38 "Source streams in the register": a plant's source streams, each change recorded in the
// audit log as a register edit, in the change's transaction.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { fieldChanges, type FieldChange } from '@domain/audit/audit-actions';
import type { SourceStream, SourceStreamFields } from '@domain/source-streams/source-stream-schema';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';

/** The fields a user declares, in the order the audit log lists their changes. */
const FIELDS = [
  'unit_id',
  'name',
  'fuel',
  'method',
  'activity_data',
  'ncv_gj_per_unit',
  'emission_factor_t_per_tj',
  'oxidation_factor',
  'biomass_fraction',
  'tier_activity_data',
  'tier_ncv',
  'tier_emission_factor',
  'tier_oxidation_factor',
] as const satisfies readonly (keyof SourceStreamFields)[];

const COLUMNS = ['id', 'plant_id', ...FIELDS] as const;

/** The fields as columns: a factor left out is null, the library's default. */
const columnsOf = (f: SourceStreamFields) => ({
  unit_id: f.unit_id ?? null,
  name: f.name,
  fuel: f.fuel,
  method: f.method,
  activity_data: f.activity_data,
  ncv_gj_per_unit: f.ncv_gj_per_unit ?? null,
  emission_factor_t_per_tj: f.emission_factor_t_per_tj ?? null,
  oxidation_factor: f.oxidation_factor ?? null,
  biomass_fraction: f.biomass_fraction ?? null,
  tier_activity_data: f.tier_activity_data,
  tier_ncv: f.tier_ncv,
  tier_emission_factor: f.tier_emission_factor,
  tier_oxidation_factor: f.tier_oxidation_factor,
});

// float8 columns come back as numbers on both databases; plant_id as a number too.
const stored = (row: SourceStream): SourceStream => ({ ...row, plant_id: Number(row.plant_id) });

const target = (plantId: number, name: string) => `plant ${plantId} source stream "${name}"`;

async function streamsOf(db: Kysely<Database>, orgId: string, plantId: number) {
  const rows = await db
    .selectFrom('plant_source_streams')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('plant_id', '=', plantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(stored);
}

/**
 * A write of a plant's streams or of their factor entries: one transaction that moves the
 * figures, under the plant's stream lock (the register row may not exist yet, so the lock is the
 * tenant's), so two writes check against the same streams, which `write` is handed as they are.
 */
export function writeStreams<T>(
  db: Kysely<Database>,
  orgId: string,
  plantId: number,
  write: (trx: Transaction<Database>, streams: SourceStream[]) => Promise<T>,
): Promise<T> {
  return writeFigures(db, orgId, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`streams:${orgId}:${plantId}`}))`.execute(
      trx,
    );
    return write(trx, await streamsOf(trx, orgId, plantId));
  });
}

/** An edit of a plant's stream, or of one of its factor entries, as the audit log records it. */
export interface StreamEdit {
  actor: string;
  plantId: number;
  stream: Pick<SourceStream, 'id' | 'name'>;
  /** The factor entry edited; absent: the stream itself. */
  factorId?: string;
  changes: FieldChange[];
}

/** Records a stream edit in the audit log as a register edit, in the write's transaction. */
export function recordStreamEdit(trx: Transaction<Database>, orgId: string, e: StreamEdit) {
  return recordEvent(trx, orgId, {
    actor: e.actor,
    action: 'register_edit',
    target: target(e.plantId, e.stream.name),
    details: {
      plant_id: e.plantId,
      stream_id: e.stream.id,
      ...(e.factorId === undefined ? {} : { factor_id: e.factorId }),
      changes: e.changes,
    },
  });
}

/**
 * What a write sees before it changes anything: the plant's streams as they are, under the
 * plant's lock; `check` may refuse the write by throwing.
 */
export type StreamsCheck = (streams: readonly SourceStream[]) => void;

/** Source stream queries (issue 38); each takes the organisation's id and sees only its streams. */
export function createSourceStreamQueries(db: Kysely<Database>) {
  return {
    /** The plant's source streams, in the order they were declared. */
    list: (orgId: string, plantId: number) => streamsOf(db, orgId, plantId),

    /** Every source stream of the organisation's plants, each plant's in the order declared. */
    async ofOrg(orgId: string): Promise<SourceStream[]> {
      const rows = await db
        .selectFrom('plant_source_streams')
        .select(COLUMNS)
        .where('org_id', '=', orgId)
        .orderBy('plant_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(stored);
    },

    /** Adds a stream to the plant, recorded as `actor`'s; `check` sees the plant's streams first. */
    async create(
      orgId: string,
      plantId: number,
      fields: SourceStreamFields,
      actor: string,
      check: StreamsCheck,
    ): Promise<SourceStream> {
      return writeStreams(db, orgId, plantId, async (trx, streams) => {
        check(streams);
        const row = await trx
          .insertInto('plant_source_streams')
          .values({ ...columnsOf(fields), org_id: orgId, plant_id: plantId })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        const after = stored(row);
        const changes = fieldChanges(null, after, FIELDS);
        await recordStreamEdit(trx, orgId, { actor, plantId, stream: after, changes });
        return after;
      });
    },

    /**
     * Replaces a stream's fields, each one moved recorded as `actor`'s; null when the plant has no
     * stream of this id.
     */
    async update(
      orgId: string,
      plantId: number,
      id: string,
      fields: SourceStreamFields,
      actor: string,
      check: StreamsCheck,
    ): Promise<SourceStream | null> {
      return writeStreams(db, orgId, plantId, async (trx, streams) => {
        const before = streams.find((s) => s.id === id);
        if (!before) return null;
        check(streams);
        const row = await trx
          .updateTable('plant_source_streams')
          .set({ ...columnsOf(fields), updated_at: sql`now()` })
          .where('org_id', '=', orgId)
          .where('plant_id', '=', plantId)
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        const after = stored(row);
        const changes = fieldChanges(before, after, FIELDS);
        if (changes.length > 0) {
          await recordStreamEdit(trx, orgId, { actor, plantId, stream: after, changes });
        }
        return after;
      });
    },

    /** Removes a stream, recorded as `actor`'s; false when the plant has no stream of this id. */
    async remove(orgId: string, plantId: number, id: string, actor: string): Promise<boolean> {
      return writeStreams(db, orgId, plantId, async (trx, streams) => {
        const before = streams.find((s) => s.id === id);
        if (!before) return false;
        await trx
          .deleteFrom('plant_source_streams')
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
        const changes = FIELDS.map((field) => ({ field, old: before[field] ?? null, new: null }));
        await recordStreamEdit(trx, orgId, { actor, plantId, stream: before, changes });
        return true;
      });
    },
  };
}

export type SourceStreamQueries = ReturnType<typeof createSourceStreamQueries>;
