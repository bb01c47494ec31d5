// Issue 36: the hours an upload kept but flagged for the data-quality screen, kept with the file,
// and those of them the quality report counts and lists. Every query takes the organisation's id.
import { sql, type Kysely, type Transaction } from 'kysely';
import { zoneOf } from '@domain/csv/plant-clock';
import type { FlaggedHour, HourFlag } from '@domain/readings/flagged-hours';
import { plantDayOf } from './partial-hours';
import { declaredZones } from './plant-zones';
import type { Database } from '../schema';

/** Rows per insert: a file of many flagged hours is written in a few statements. */
const INSERT_BATCH = 1_000;

/** A flagged hour as the quality report lists it: its start (epoch ms), unit and efficiency. */
export interface ListedFlag {
  hour: number;
  unit_id: string;
  /** Of `efficiency_above_100`, the efficiency derived (%); else null. */
  efficiency: number | null;
}

/** One plant's flagged hours of a range: per kind the first few and how many, and per unit. */
export interface PlantFlags {
  kinds: Map<HourFlag, { total: number; first: ListedFlag[] }>;
  /** Per unit, its count of each kind. */
  units: Map<string, Map<HourFlag, number>>;
}

/**
 * Appends a file's flagged hours in the transaction that stores the file, so they are stored with
 * it or not at all. Their day is their plant's day, as the plant-days'.
 */
export async function insertFlaggedHours(
  trx: Transaction<Database>,
  orgId: string,
  fileId: string,
  hours: readonly FlaggedHour[],
): Promise<void> {
  if (hours.length === 0) return;
  // Read in the transaction that writes the days.
  const zones = new Map(await declaredZones(trx, orgId));
  for (let at = 0; at < hours.length; at += INSERT_BATCH) {
    const rows = hours.slice(at, at + INSERT_BATCH).map((h) => ({
      org_id: orgId,
      file_id: fileId,
      plant_id: h.plantId,
      unit_id: h.unitId,
      day: plantDayOf(h.hour, zoneOf(zones, h.plantId)),
      hour_start: h.hour,
      kind: h.kind,
      efficiency: Number.isNaN(h.efficiency) ? null : h.efficiency,
    }));
    await trx.insertInto('flagged_hours').values(rows).execute();
  }
}

export function createFlaggedHourQueries(db: Kysely<Database>) {
  return {
    /**
     * Per plant, the flagged hours on the days of `days` (inclusive; a null end: open): per kind
     * the first `limit` in time order and the count of all, and per unit its counts. An hour
     * counts while its file is the data's word on that unit-day: no other file's unit-day wins
     * it; of the same hour flagged in several files, the newest.
     */
    async flaggedHours(
      orgId: string,
      days: { first: number | null; last: number | null },
      limit: number,
    ): Promise<Map<number, PlantFlags>> {
      const { rows } = await sql<{
        plant_id: number;
        unit_id: string;
        kind: HourFlag;
        hour_start: number;
        efficiency: number | null;
        n: number;
        total: number;
        unit_total: number;
      }>`
        select plant_id, unit_id, kind, hour_start, efficiency, n::int as n, total::int as total,
          unit_total::int as unit_total
        from (
          select *,
            row_number() over (partition by plant_id, kind order by hour_start, unit_id) as n,
            count(*) over (partition by plant_id, kind) as total,
            row_number() over (partition by plant_id, unit_id, kind order by hour_start) as unit_n,
            count(*) over (partition by plant_id, unit_id, kind) as unit_total
          from (
            select distinct on (g.plant_id, g.unit_id, g.kind, g.hour_start)
              g.plant_id, g.unit_id, g.kind, g.hour_start, g.efficiency
            from flagged_hours g join csv_files f on f.id = g.file_id and f.org_id = g.org_id
            where g.org_id = ${orgId}
              ${days.first === null ? sql`` : sql`and g.day >= ${days.first}`}
              ${days.last === null ? sql`` : sql`and g.day <= ${days.last}`}
              and not exists (
                select 1 from plant_days d
                where d.org_id = g.org_id and d.wins and d.plant_id = g.plant_id
                  and d.unit_id = g.unit_id and d.day = g.day and d.file_id <> g.file_id)
            order by g.plant_id, g.unit_id, g.kind, g.hour_start, f.upload_seq desc
          ) newest
        ) numbered
        where n <= ${limit} or unit_n = 1
        order by plant_id, kind, hour_start, unit_id`.execute(db);
      const out = new Map<number, PlantFlags>();
      for (const r of rows) {
        let plant = out.get(r.plant_id);
        if (!plant) {
          plant = { kinds: new Map(), units: new Map() };
          out.set(r.plant_id, plant);
        }
        const kind = plant.kinds.get(r.kind) ?? { total: r.total, first: [] };
        plant.kinds.set(r.kind, kind);
        if (r.n <= limit) {
          kind.first.push({ hour: r.hour_start, unit_id: r.unit_id, efficiency: r.efficiency });
        }
        const unit = plant.units.get(r.unit_id) ?? new Map<HourFlag, number>();
        unit.set(r.kind, r.unit_total);
        plant.units.set(r.unit_id, unit);
      }
      return out;
    },
  };
}
