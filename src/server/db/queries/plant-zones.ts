import type { Kysely } from 'kysely';
import { OTHER_PLANTS } from '@domain/csv/plant-clock';
import type { Database } from '../schema';

/** The organisation's time zone for its plants without their own; null: none. `db` may be a transaction. */
export async function defaultZone(db: Kysely<Database>, orgId: string): Promise<string | null> {
  const row = await db
    .selectFrom('org_time_zones')
    .select('timezone')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.timezone ?? null;
}

/**
 * The organisation's plants' declared time zones, [plant_id, zone], with its default for the
 * other plants under OTHER_PLANTS when it has one; `db` may be a transaction.
 */
export async function declaredZones(
  db: Kysely<Database>,
  orgId: string,
): Promise<[number, string][]> {
  const [rows, fallback] = await Promise.all([
    db
      .selectFrom('plant_register')
      .select(['plant_id', 'timezone'])
      .where('org_id', '=', orgId)
      .where('timezone', 'is not', null)
      .execute(),
    defaultZone(db, orgId),
  ]);
  const zones: [number, string][] = rows.map((r) => [Number(r.plant_id), r.timezone!]);
  return fallback === null ? zones : [...zones, [OTHER_PLANTS, fallback]];
}

/** The organisation's plants with days stored and no time zone of their own. */
export async function undeclaredPlants(db: Kysely<Database>, orgId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('plant_days')
    .select('plant_id')
    .distinct()
    .where('org_id', '=', orgId)
    .where('plant_id', 'not in', (q) =>
      q
        .selectFrom('plant_register')
        .select('plant_id')
        .where('org_id', '=', orgId)
        .where('timezone', 'is not', null),
    )
    .execute();
  return rows.map((r) => Number(r.plant_id));
}

/** The plants a stored file holds days of, in order. */
export async function plantsOfFile(
  db: Kysely<Database>,
  orgId: string,
  fileId: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('plant_days')
    .select('plant_id')
    .distinct()
    .where('org_id', '=', orgId)
    .where('file_id', '=', fileId)
    .execute();
  return rows.map((r) => Number(r.plant_id)).sort((a, b) => a - b);
}
