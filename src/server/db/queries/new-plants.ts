// What an upload through a profile declares in the register of the plants it first brings: the
// profile's time zone, and the country it gives every plant.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The register fields a profile declares of new plants. */
export type DeclaredOfNewPlants = 'timezone' | 'country';

/**
 * Declares `value` the `field` of the plants a file first brings (those no other file holds days
 * of and without that field declared), in the file's transaction; returns them, ascending. A
 * register entry they have keeps its other fields.
 */
export async function declareOfNewPlants(
  trx: Kysely<Database>,
  orgId: string,
  fileId: string,
  field: DeclaredOfNewPlants,
  value: string,
): Promise<number[]> {
  // The file's plants first, then one pass over the other files' days: asking for each of the
  // file's days whether another file holds its plant costs the square of a year's days on a fresh
  // table, whose statistics do not yet tell the planner to hash.
  const rows = await trx
    .selectFrom((q) =>
      q
        .selectFrom('plant_days')
        .select('plant_id')
        .distinct()
        .where('org_id', '=', orgId)
        .where('file_id', '=', fileId)
        .as('f'),
    )
    .select('f.plant_id')
    .where('f.plant_id', 'not in', (q) =>
      q
        .selectFrom('plant_days')
        .select('plant_id')
        .where('org_id', '=', orgId)
        .where('file_id', '!=', fileId),
    )
    .where('f.plant_id', 'not in', (q) =>
      q
        .selectFrom('plant_register')
        .select('plant_id')
        .where('org_id', '=', orgId)
        .where(field, 'is not', null),
    )
    .execute();
  const plants = rows.map((r) => Number(r.plant_id)).sort((a, b) => a - b);
  if (plants.length === 0) return plants;
  await trx
    .insertInto('plant_register')
    .values(plants.map((plant_id) => ({ org_id: orgId, plant_id, [field]: value })))
    .onConflict((oc) =>
      oc.columns(['org_id', 'plant_id']).doUpdateSet({ [field]: value, updated_at: sql`now()` }),
    )
    .execute();
  return plants;
}
