// Issue 27 §2: the hours an upload left out for holding under 80 % of their readings (MRR Art. 44),
// kept with the file, and those of them the quality report lists. Every query takes the user's id.
import { zoneOf } from '@domain/csv/plant-clock';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PartialHour } from '@domain/imports/hour-rollup';
import { localDayOf } from '@domain/time/time-zone';
import { binaryCopy, CopyFieldsWriter } from '../copy-binary';
import { copyRows } from '../copy-rows';
import type { Database } from '../schema';
import { declaredZones } from './plant-zones';

const MS_PER_DAY = 86_400_000;

/** The day of an hour kept apart from the plant-days (partial, flagged): its plant's local day when its time zone is declared, else UTC's. */
export function plantDayOf(hour: number, zone: string | undefined): number {
  return zone === undefined ? Math.floor(hour / MS_PER_DAY) : localDayOf(zone, hour);
}

/** One plant's partial hours of a range: the first few (hour start in epoch ms) and how many in all. */
export interface PlantPartialHours {
  total: number;
  first: Omit<PartialHour, 'plantId' | 'plantName'>[];
}

/**
 * Appends a file's partial hours in one COPY, in the transaction that stores the file, so they are
 * stored with it or not at all. Their day is their plant's day, as the plant-days'.
 */
export async function insertPartialHours(
  trx: Transaction<Database>,
  orgId: string,
  fileId: string,
  hours: readonly PartialHour[],
): Promise<void> {
  if (hours.length === 0) return;
  // Read in the transaction that writes the days.
  const zones = new Map(await declaredZones(trx, orgId));
  const lead = new CopyFieldsWriter(2);
  lead.text(orgId).text(fileId).endRow();
  const rows = new CopyFieldsWriter(6);
  for (const h of hours) {
    rows
      .int4(h.plantId)
      .text(h.plantName)
      .int4(plantDayOf(h.hour, zoneOf(zones, h.plantId)))
      .float8(h.hour);
    rows.int4(h.readings).int4(h.expected).endRow();
  }
  const columns = [
    'org_id',
    'file_id',
    'plant_id',
    'plant_name',
    'day',
    'hour_start',
    'readings',
    'expected',
  ];
  await trx.executeQuery(
    copyRows('partial_hours', columns, binaryCopy(lead.finish(), rows.finish())),
  );
}

/**
 * Places a plant's hours kept apart from its plant-days (partial, flagged) on the days of its
 * time zone, after the zone changed.
 */
export async function placeHoursKeptApart(
  trx: Transaction<Database>,
  orgId: string,
  plantId: number,
  zone: string | null,
): Promise<void> {
  for (const table of ['partial_hours', 'flagged_hours'] as const) {
    await placeHoursOf(trx, table, orgId, plantId, zone);
  }
}

async function placeHoursOf(
  trx: Transaction<Database>,
  table: 'partial_hours' | 'flagged_hours',
  orgId: string,
  plantId: number,
  zone: string | null,
): Promise<void> {
  const rows = await trx
    .selectFrom(table)
    .select(['hour_start', 'day'])
    .distinct()
    .where('org_id', '=', orgId)
    .where('plant_id', '=', plantId)
    .execute();
  for (const r of rows) {
    const day = plantDayOf(r.hour_start, zone ?? undefined);
    if (day === r.day) continue;
    await trx
      .updateTable(table)
      .set({ day })
      .where('org_id', '=', orgId)
      .where('plant_id', '=', plantId)
      .where('hour_start', '=', r.hour_start)
      .execute();
  }
}

export function createPartialHourQueries(db: Kysely<Database>) {
  return {
    /**
     * Per plant, the user's partial hours on the days of `days` (inclusive; a null end: open), the
     * first `limit` of each in time order and the count of all. An hour counts while its file is
     * the data's word on that plant-day: no other file's plant-day wins it (newest upload wins, so
     * a later complete upload of the day replaces it); of the same hour in several files, the newest.
     */
    async partialHours(
      orgId: string,
      days: { first: number | null; last: number | null },
      limit: number,
    ): Promise<Map<number, PlantPartialHours>> {
      const { rows } = await sql<{
        plant_id: number;
        hour_start: number;
        readings: number;
        expected: number;
        total: number;
      }>`
        select plant_id, hour_start, readings, expected, total::int as total from (
          select plant_id, hour_start, readings, expected,
            row_number() over (partition by plant_id order by hour_start) as n,
            count(*) over (partition by plant_id) as total
          from (
            select distinct on (p.plant_id, p.hour_start) p.plant_id, p.hour_start, p.readings, p.expected
            from partial_hours p join csv_files f on f.id = p.file_id and f.org_id = p.org_id
            where p.org_id = ${orgId}
              ${days.first === null ? sql`` : sql`and p.day >= ${days.first}`}
              ${days.last === null ? sql`` : sql`and p.day <= ${days.last}`}
              and not exists (
                select 1 from plant_days d
                where d.org_id = p.org_id and d.wins and d.plant_id = p.plant_id
                  and d.day = p.day and d.file_id <> p.file_id)
            order by p.plant_id, p.hour_start, f.upload_seq desc
          ) newest
        ) numbered
        where n <= ${limit}
        order by plant_id, hour_start`.execute(db);
      const out = new Map<number, PlantPartialHours>();
      for (const r of rows) {
        const plant = out.get(r.plant_id) ?? { total: r.total, first: [] };
        plant.first.push({ hour: r.hour_start, readings: r.readings, expected: r.expected });
        out.set(r.plant_id, plant);
      }
      return out;
    },
  };
}
