import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The user's plants' declared time zones, [plant_id, zone]; `db` may be a transaction. */
export async function declaredZones(
  db: Kysely<Database>,
  userId: string,
): Promise<[number, string][]> {
  const rows = await db
    .selectFrom('plant_register')
    .select(['plant_id', 'timezone'])
    .where('user_id', '=', userId)
    .where('timezone', 'is not', null)
    .execute();
  return rows.map((r) => [Number(r.plant_id), r.timezone!]);
}
