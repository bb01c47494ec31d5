import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlantIdentity } from '@domain/analysis/plant-profile';
import type { SavedRegisterRow } from '@domain/register/register';
import { fieldChanges } from '@domain/audit/audit-actions';
import type { Database, PlantRegisterTable } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { placeHoursKeptApart } from './partial-hours';
import { declaredZones, defaultZone, plantsOfFile, undeclaredPlants } from './plant-zones';
import { refuseYearMoves, type ZoneMoves } from './year-locks';

/** The columns a user declares; a key left out keeps its value, a null clears it. */
export type RegisterWrite = Partial<
  Omit<PlantRegisterTable, 'org_id' | 'plant_id' | 'updated_at' | 'confirmed'> & {
    confirmed: boolean;
  }
>;

const COLUMNS = [
  'plant_id',
  'country',
  'sector',
  'capacity_mw',
  'ets_installation_id',
  'in_ets',
  'sec_reporting',
  'renewable_share',
  'notes',
  'timezone',
  'confirmed',
  'updated_at',
] as const;

/** The columns a user declares, as the audit log names the fields an edit moved. */
const DECLARED = COLUMNS.filter(
  (c): c is Exclude<(typeof COLUMNS)[number], 'plant_id' | 'updated_at'> =>
    c !== 'plant_id' && c !== 'updated_at',
);

// Only these columns can be written: a caller's extra keys (org_id) never reach the table.
function writable(w: RegisterWrite): RegisterWrite {
  const out: Record<string, unknown> = {};
  for (const key of DECLARED) if (w[key] !== undefined) out[key] = w[key];
  return out as RegisterWrite;
}

const saved = (row: Record<(typeof COLUMNS)[number], unknown>): SavedRegisterRow => ({
  ...(row as unknown as SavedRegisterRow),
  plant_id: Number(row.plant_id),
  capacity_mw: row.capacity_mw === null ? null : Number(row.capacity_mw),
  renewable_share: row.renewable_share === null ? null : Number(row.renewable_share),
  updated_at: (row.updated_at as Date).toISOString(),
});

/**
 * A plant's days move with its time zone: each file holding the plant is marked to have its
 * plant-days computed again from its bytes by the zone change (see changeZone), and its analysis
 * on its next read.
 */
async function replaceDays(trx: Transaction<Database>, orgId: string, plantIds: number[]) {
  if (plantIds.length === 0) return;
  await trx
    .updateTable('csv_files')
    .set({ history_version: 0, analysis_version: 0 })
    .where('org_id', '=', orgId)
    .where('id', 'in', (q) =>
      q
        .selectFrom('plant_days')
        .select('file_id')
        .where('org_id', '=', orgId)
        .where('plant_id', 'in', plantIds),
    )
    .execute();
}

/** Plant register queries (issue 11); each takes the signed-in user's id and sees only that user's rows. */
export function createPlantRegisterQueries(db: Kysely<Database>) {
  return {
    /** The user's saved register rows, by plant_id. */
    async list(orgId: string): Promise<SavedRegisterRow[]> {
      const rows = await db
        .selectFrom('plant_register')
        .select(COLUMNS)
        .where('org_id', '=', orgId)
        .orderBy('plant_id')
        .execute();
      return rows.map(saved);
    },

    /** The user's saved row for one plant, or null. */
    async get(orgId: string, plantId: number): Promise<SavedRegisterRow | null> {
      const row = await db
        .selectFrom('plant_register')
        .select(COLUMNS)
        .where('org_id', '=', orgId)
        .where('plant_id', '=', plantId)
        .executeTakeFirst();
      return row ? saved(row) : null;
    },

    /**
     * The plants of the user's history with the name and fuel of their first day (as the plant
     * filter names them), by plant_id; none without data.
     */
    async plants(orgId: string): Promise<PlantIdentity[]> {
      const { rows } = await sql<PlantIdentity>`
        select distinct on (plant_id) plant_id, plant_name, fuel_type from history_plant_years
        where org_id = ${orgId} order by plant_id, year`.execute(db);
      return rows.map((r) => ({ ...r, plant_id: Number(r.plant_id) }));
    },

    /** The organisation's plants' declared time zones, [plant_id, zone], and its default. */
    zones: (orgId: string) => declaredZones(db, orgId),

    /** The organisation's default time zone for its plants without their own; null: none. */
    defaultZone: (orgId: string) => defaultZone(db, orgId),

    /** The organisation's plants with days stored and no time zone of their own. */
    undeclaredPlants: (orgId: string) => undeclaredPlants(db, orgId),

    /** The plants a stored file holds days of, in order. */
    plantsOfFile: (orgId: string, fileId: string) => plantsOfFile(db, orgId, fileId),

    /**
     * The organisation's files with days of the plants (null: any) within `days` of a New Year:
     * the only ones whose readings a time zone change can move to another year.
     */
    async filesAtNewYear(orgId: string, plants: number[] | null, days: number): Promise<string[]> {
      let query = db
        .selectFrom('plant_days')
        .select('file_id')
        .distinct()
        .where('org_id', '=', orgId)
        // Days from the 1 January before or the one after, whichever is nearer.
        .where(
          sql<number>`least(
            (date '1970-01-01' + day) - date_trunc('year', date '1970-01-01' + day)::date,
            (date_trunc('year', date '1970-01-01' + day) + interval '1 year')::date
              - (date '1970-01-01' + day))`,
          '<',
          days,
        );
      if (plants) query = query.where('plant_id', 'in', plants);
      return (await query.execute()).map((r) => r.file_id);
    },

    /**
     * Sets (or with null removes) the organisation's default time zone: the files holding its
     * plants without a zone of their own have their days placed again (see changeZone), as for a
     * plant's own zone; recorded in the audit log as `actor`'s. Refused (YearLockedError) when
     * `moves`, the readings the change moves across a year, touch a locked year (see refuseYearMoves).
     */
    async setDefaultZone(
      orgId: string,
      zone: string | null,
      actor: string,
      moves: ZoneMoves,
    ): Promise<void> {
      await writeFigures(db, orgId, async (trx) => {
        await refuseYearMoves(trx, orgId, moves);
        const before = await defaultZone(trx, orgId);
        if (before === zone) return;
        if (zone === null) {
          await trx.deleteFrom('org_time_zones').where('org_id', '=', orgId).execute();
        } else {
          await trx
            .insertInto('org_time_zones')
            .values({ org_id: orgId, timezone: zone })
            .onConflict((oc) =>
              oc.column('org_id').doUpdateSet({ timezone: zone, updated_at: sql`now()` }),
            )
            .execute();
        }
        const plants = await undeclaredPlants(trx, orgId);
        await replaceDays(trx, orgId, plants);
        for (const plant of plants) await placeHoursKeptApart(trx, orgId, plant, zone);
        await recordEvent(trx, orgId, {
          actor,
          action: 'register_edit',
          target: 'plants without a time zone',
          details: { changes: [{ field: 'default_timezone', old: before, new: zone }] },
        });
      });
    },

    /**
     * Creates or changes the user's row for a plant with the given columns; each field it moves is
     * recorded in the audit log as `actor`'s, with its old and new value. A change of its time zone
     * comes with `moves`, the readings it moves across a year, and is refused (YearLockedError) when
     * they touch a locked year (see refuseYearMoves).
     */
    async save(
      orgId: string,
      plantId: number,
      write: RegisterWrite,
      actor: string,
      moves: ZoneMoves | null = null,
    ): Promise<SavedRegisterRow> {
      const fields = writable(write);
      const row = await writeFigures(db, orgId, async (trx) => {
        if (moves) await refuseYearMoves(trx, orgId, moves);
        const before = await trx
          .selectFrom('plant_register')
          .select(COLUMNS)
          .where('org_id', '=', orgId)
          .where('plant_id', '=', plantId)
          .forUpdate()
          .executeTakeFirst();
        const after = await trx
          .insertInto('plant_register')
          .values({ ...fields, org_id: orgId, plant_id: plantId })
          .onConflict((oc) =>
            oc.columns(['org_id', 'plant_id']).doUpdateSet({ ...fields, updated_at: sql`now()` }),
          )
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        if ((before?.timezone ?? null) !== after.timezone) {
          await replaceDays(trx, orgId, [plantId]);
          const zone = after.timezone ?? (await defaultZone(trx, orgId));
          await placeHoursKeptApart(trx, orgId, plantId, zone);
        }
        // A new row starts unconfirmed: that is no change of its own.
        const changes = fieldChanges(
          before ? saved(before) : { confirmed: false },
          saved(after),
          DECLARED,
        );
        if (changes.length > 0) {
          await recordEvent(trx, orgId, {
            actor,
            action: 'register_edit',
            target: `plant ${plantId}`,
            details: { plant_id: plantId, changes },
          });
        }
        return after;
      });
      return saved(row);
    },
  };
}

export type PlantRegisterQueries = ReturnType<typeof createPlantRegisterQueries>;
