// Which plant-days of a scope hold repeated or missing readings: the same query for a user's history
// and for one file, so both readers import it from here.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MAX_REPORTED_PROBLEMS } from '@domain/constants';
import {
  READINGS_PER_FULL_DAY,
  type FlaggedPlantDay,
  type ScopeQualityFacts,
} from '@domain/history/scope-quality';
import type { Database } from '../schema';

/** The first flagged plant-days of each kind and how many there are, from plant_days rows. */
export async function flaggedPlantDays(
  db: Kysely<Database>,
  where: RawBuilder<unknown>,
): Promise<ScopeQualityFacts> {
  const flagged = await sql<{
    kind: 'duplicate' | 'incomplete';
    plant_id: number;
    day: number;
    count: number;
    total: number;
  }>`
    with f as (
      select 'duplicate' as kind, plant_id, day, duplicate_readings as count from plant_days
      where ${where} and duplicate_readings > 0
      union all
      select 'incomplete', plant_id, day, readings from plant_days
      where ${where} and readings < ${READINGS_PER_FULL_DAY}
    ), n as (
      select *, row_number() over (partition by kind order by plant_id, day) as n,
        count(*) over (partition by kind)::int as total from f
    )
    select kind, plant_id, day, count, total from n where n <= ${MAX_REPORTED_PROBLEMS}
    order by kind, plant_id, day`.execute(db);
  const of = (kind: 'duplicate' | 'incomplete') => flagged.rows.filter((r) => r.kind === kind);
  const list = (kind: 'duplicate' | 'incomplete'): FlaggedPlantDay[] =>
    of(kind).map(({ plant_id, day, count }) => ({ plant_id, day, count }));
  return {
    duplicates: list('duplicate'),
    duplicateCount: of('duplicate')[0]?.total ?? 0,
    incomplete: list('incomplete'),
    incompleteCount: of('incomplete')[0]?.total ?? 0,
  };
}
