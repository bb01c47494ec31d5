import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The user's plants' declared time zones, [plant_id, zone]; `db` may be a transaction. */
export async function declaredZones(
  db: Kysely<Database>,
  orgId: string,
): Promise<[number, string][]> {
  const rows = await db
    .selectFrom('plant_register')
    .select(['plant_id', 'timezone'])
    .where('org_id', '=', orgId)
    .where('timezone', 'is not', null)
    .execute();
  return rows.map((r) => [Number(r.plant_id), r.timezone!]);
}
