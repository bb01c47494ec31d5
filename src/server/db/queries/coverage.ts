// Issue 26 "Readings, repeated hours and coverage": what a coverage is read from, without a row per
// plant-day: each plant's span of readings from its yearly rollup, the winning plant-days that
// miss an hour or repeat one, and the runs of days without a plant-day; and the user's
// classifications of the gaps, kept apart from the files so they outlive re-uploads.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoverageFacts, CoveredDay, DaySpan } from '@domain/coverage/plant-coverage';
import type { Database, GapClassificationsTable } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { refuseLockedYears, yearsOfInstants } from './year-locks';
import { merged, presentDays } from './present-days';
import { hoursIn } from '@domain/coverage/hour-mask';
import type { HourlySums } from '@domain/coverage/substitute';
import { firstDayOfMonth, monthOfDay } from './rollup-rows';
import { turnPause } from '@server/event-loop-turns';

/** The lowest and highest plant id of some plants. */
function plantIdBounds(spans: readonly PlantSpan[]): { first: number; last: number } {
  let first = Infinity;
  let last = -Infinity;
  for (const { plant_id } of spans) {
    first = Math.min(first, plant_id);
    last = Math.max(last, plant_id);
  }
  return { first, last };
}

/** Every hour of a 24-hour day: the plant-days of plant_days_uneven_idx are the others. */
const FULL_DAY = (1 << 24) - 1;

/** A plant of the history and its span of readings. */
export interface PlantSpan {
  plant_id: number;
  /** The name of its first day. */
  plant_name: string;
  /**
   * The first and last day with a winning plant-day, and the first and last reading (epoch ms); of
   * a plant whose every hour is partial, its partial hours' days and hours.
   */
  days: DaySpan;
  firstTs: number;
  lastTs: number;
}

export type GapReason = GapClassificationsTable['reason'];

/** A unit's span of winning days in the whole history, and its winning days within a range. */
export interface UnitDays {
  readings: DaySpan;
  /** Its runs of days with a winning day within the range, ascending. */
  runs: DaySpan[];
  /**
   * Its days within the range that do not hold 24 hours once each (a superset of the uneven), and
   * its days held as a daily file's totals.
   */
  uneven: CoveredDay[];
  /** Of its hours within the range, those the files reported the unit not operating. */
  notOperatingHours: number;
  /** Its valid hourly CO2 within the range: what a substitute for its missing hours rests on. */
  co2: HourlySums;
}

/** A classified run of hours of a plant, epoch ms, `to` exclusive. */
export interface GapClassification {
  plant_id: number;
  from: number;
  to: number;
  reason: GapReason;
}

export function createCoverageQueries(db: Kysely<Database>) {
  return {
    /**
     * The plants of the organisation's data, ascending plant_id, with their spans of readings: those
     * of the history, and those whose every hour is partial (issue 27 §2), which have no valid hour
     * and so no history: their span is their partial hours', their name their newest file's.
     */
    async plantSpans(orgId: string): Promise<PlantSpan[]> {
      const { rows } = await sql<{
        plant_id: number;
        plant_name: string;
        first_day: number;
        last_day: number;
        first_ts: number;
        last_ts: number;
      }>`
        select y.plant_id, (array_agg(y.plant_name order by y.year))[1] as plant_name,
          min(y.first_day) as first_day, min(y.first_ts) as first_ts, max(y.last_ts) as last_ts,
          (select max(p.day) from plant_days p
            where p.org_id = ${orgId} and p.wins and p.plant_id = y.plant_id) as last_day
        from history_plant_years y where y.org_id = ${orgId}
        group by y.plant_id
        union all
        select p.plant_id, (array_agg(p.plant_name order by f.upload_seq desc))[1],
          min(p.day), min(p.hour_start), max(p.hour_start), max(p.day)
        from partial_hours p join csv_files f on f.id = p.file_id and f.org_id = p.org_id
        where p.org_id = ${orgId}
          and not exists (
            select 1 from history_plant_years y where y.org_id = p.org_id and y.plant_id = p.plant_id)
        group by p.plant_id
        order by plant_id`.execute(db);
      // A fleet's spans are made with pauses: every plant's at once held the event loop.
      const pause = turnPause();
      const spans: PlantSpan[] = [];
      for (const r of rows) {
        await pause();
        spans.push({
          plant_id: r.plant_id,
          // A partial hour stored before m0032 of a plant with no days has no name.
          plant_name: r.plant_name || `Plant ${r.plant_id}`,
          days: { first: r.first_day, last: r.last_day },
          firstTs: r.first_ts,
          lastTs: r.last_ts,
        });
      }
      return spans;
    },

    /**
     * Per plant of `spans`, what its coverage over the days `range` (inclusive) is read from, but
     * its span of readings: the first and last plant-day inside the range, the runs of days missing
     * between them and the plant-days missing an hour or repeating one. `unitRuns` holds, of the
     * plants of several units, their units' runs of days inside the range (see unitDays): a day of
     * such a plant is present where any unit's is.
     */
    async coverageFacts(
      orgId: string,
      range: DaySpan,
      spans: readonly PlantSpan[],
      unitRuns: ReadonlyMap<number, readonly DaySpan[]> = new Map(),
    ): Promise<Map<number, Omit<CoverageFacts, 'readings'>>> {
      if (spans.length === 0) return new Map();
      // Only the rows of the spans' plant ids are read: a batch of a fleet reads its own.
      const ids = plantIdBounds(spans);
      // The uneven plant-days of the whole months the range touches: presentDays counts on them.
      const months = {
        first: firstDayOfMonth(monthOfDay(range.first)),
        last: firstDayOfMonth(monthOfDay(range.last) + 1) - 1,
      };
      const { rows } = await sql<{
        plant_id: number;
        day: number;
        hour_mask: number;
        duplicate_readings: number;
      }>`
        select plant_id, day, hour_mask, duplicate_readings from plant_days
        where org_id = ${orgId} and wins
          and (hour_mask <> ${sql.lit(FULL_DAY)} or duplicate_readings > 0)
          and day between ${months.first} and ${months.last}
          and plant_id between ${ids.first} and ${ids.last}
        order by plant_id, day`.execute(db);
      const uneven = new Map<number, CoveredDay[]>(spans.map((p) => [p.plant_id, []]));
      for (const r of rows) {
        const days = uneven.get(r.plant_id);
        const last = days?.at(-1);
        // A plant's hour is whole when each of its units holds it: the units' days in one.
        if (last?.day === r.day) {
          last.hours &= r.hour_mask;
          last.duplicateHours += r.duplicate_readings;
          continue;
        }
        days?.push({ day: r.day, hours: r.hour_mask, duplicateHours: r.duplicate_readings });
      }
      // A plant of several units holds more than 24 hours a day: its months' hours cannot tell
      // which of its days are present (present-days.ts), its units' runs do.
      const present = await presentDays(
        db,
        orgId,
        range,
        ids,
        new Map(spans.flatMap((p) => (unitRuns.has(p.plant_id) ? [] : [[p.plant_id, p.days]]))),
        uneven,
      );
      for (const [plant, runs] of unitRuns) {
        present.set(plant, merged([...runs].sort((a, b) => a.first - b.first)));
      }
      const facts = new Map<number, Omit<CoverageFacts, 'readings'>>();
      for (const [plant, runs] of present) {
        const jumps: DaySpan[] = [];
        for (let k = 1; k < runs.length; k++) {
          jumps.push({ first: runs[k - 1]!.last + 1, last: runs[k]!.first - 1 });
        }
        facts.set(plant, {
          present: runs.length > 0 ? { first: runs[0]!.first, last: runs.at(-1)!.last } : null,
          jumps,
          uneven: uneven.get(plant)!.filter((d) => d.day >= range.first && d.day <= range.last),
        });
      }
      return facts;
    },

    /**
     * Per plant of `spans` with any, the hours of the winning days inside the days `range`
     * (inclusive) that the files reported not operating: hours present in which no unit operated.
     */
    async notOperatingHours(
      orgId: string,
      range: DaySpan,
      spans: readonly PlantSpan[],
    ): Promise<Map<number, number>> {
      const hours = new Map<number, number>();
      if (spans.length === 0) return hours;
      const ids = plantIdBounds(spans);
      const { rows } = await sql<{ plant_id: number; present: number; operated: number }>`
        select plant_id, bit_or(hour_mask) as present,
          bit_or(hour_mask & ~not_operating_mask) as operated
        from plant_days
        where org_id = ${orgId} and wins
          and day between ${range.first} and ${range.last}
          and plant_id between ${ids.first} and ${ids.last}
        group by plant_id, day
        having bit_or(not_operating_mask) <> 0`.execute(db);
      for (const r of rows) {
        const off = hoursIn(r.present & ~r.operated);
        hours.set(r.plant_id, (hours.get(r.plant_id) ?? 0) + off);
      }
      return hours;
    },

    /**
     * Per plant of `ids` (inclusive) and unit, its span of winning days in the whole history and
     * its winning days within `range`, ascending: what each unit's coverage is read from. With
     * `severalOnly`, only the plants of more than one unit: a plant of one is its own unit.
     */
    async unitDays(
      orgId: string,
      range: DaySpan,
      ids: { first: number; last: number },
      { severalOnly = false } = {},
    ): Promise<Map<number, Map<string, UnitDays>>> {
      const where = (plants: RawBuilder<unknown>) => sql`
        org_id = ${orgId} and wins and plant_id between ${ids.first} and ${ids.last}
          and day between ${range.first} and ${range.last} ${plants}`;
      const [spans, allDays] = await Promise.all([
        sql<{ plant_id: number; unit_id: string; first: number; last: number }>`
          select plant_id, unit_id, min(day) as first, max(day) as last from plant_days
          where org_id = ${orgId} and wins and plant_id between ${ids.first} and ${ids.last}
          group by plant_id, unit_id order by plant_id, unit_id`.execute(db),
        severalOnly ? null : unitDaysInRange(db, where(sql``)),
      ]);
      const units = new Map<number, Map<string, UnitDays>>();
      for (const s of spans.rows) {
        const own = units.get(s.plant_id) ?? new Map<string, UnitDays>();
        own.set(s.unit_id, {
          readings: { first: s.first, last: s.last },
          runs: [],
          uneven: [],
          notOperatingHours: 0,
          co2: { count: 0, sum: 0, sumOfSquares: 0 },
        });
        units.set(s.plant_id, own);
      }
      if (severalOnly) {
        for (const [plant, own] of units) if (own.size < 2) units.delete(plant);
        if (units.size === 0) return units;
      }
      const { sums, runs, uneven } =
        allDays ??
        (await unitDaysInRange(db, where(sql`and plant_id in (${sql.join([...units.keys()])})`)));
      const unitOf = (r: { plant_id: number; unit_id: string }) =>
        units.get(r.plant_id)?.get(r.unit_id);
      for (const r of sums) {
        const unit = unitOf(r);
        if (!unit) continue;
        unit.notOperatingHours = Number(r.not_operating);
        unit.co2 = { count: Number(r.hours), sum: r.co2_t, sumOfSquares: r.co2_sq_sum };
        if (r.run) unit.runs.push(r.run);
      }
      for (const r of runs) unitOf(r)?.runs.push({ first: r.first, last: r.last });
      for (const r of uneven) {
        unitOf(r)?.uneven.push({
          day: r.day,
          hours: r.hour_mask,
          duplicateHours: r.duplicate_readings,
          ...(r.daily && { daily: true }),
        });
      }
      return units;
    },

    /** The user's classifications of gaps, by plant and start. */
    async classifications(orgId: string): Promise<GapClassification[]> {
      const rows = await db
        .selectFrom('gap_classifications')
        .select(['plant_id', 'from_ts', 'to_ts', 'reason'])
        .where('org_id', '=', orgId)
        .orderBy('plant_id')
        .orderBy('from_ts')
        .execute();
      return rows.map((r) => ({
        plant_id: r.plant_id,
        from: r.from_ts,
        to: r.to_ts,
        reason: r.reason,
      }));
    },

    /**
     * Classifies a plant's hours: the classifications they overlap are cut back to what lies
     * outside, so each hour has at most one reason. Audited as `actor`'s.
     */
    classify(orgId: string, c: GapClassification, actor: string): Promise<true> {
      return writeFigures(db, orgId, async (trx) => {
        await refuseLockedYears(trx, orgId, yearsOfInstants(c.from, c.to));
        await clearHours(trx, orgId, c);
        await trx
          .insertInto('gap_classifications')
          .values({
            org_id: orgId,
            plant_id: c.plant_id,
            from_ts: c.from,
            to_ts: c.to,
            reason: c.reason,
          })
          .execute();
        await recordGap(trx, orgId, actor, 'gap_classify', c);
        return true as const;
      });
    },

    /**
     * Removes the classification of a plant's hours (audited as `actor`'s); false when none of
     * them was classified.
     */
    unclassify(
      orgId: string,
      c: Omit<GapClassification, 'reason'>,
      actor: string,
    ): Promise<boolean> {
      return writeFigures(db, orgId, async (trx) => {
        await refuseLockedYears(trx, orgId, yearsOfInstants(c.from, c.to));
        if (!(await clearHours(trx, orgId, c))) return false;
        await recordGap(trx, orgId, actor, 'gap_unclassify', c);
        return true;
      });
    },
  };
}

/** A unit's winning day that does not hold 24 hours once each, or holds a daily file's totals. */
const ODD_DAY = sql`(hour_mask <> ${sql.lit(FULL_DAY)} or duplicate_readings > 0 or daily)`;

/**
 * The winning unit-days of `where` as each unit's coverage needs them: its sums, its runs of days
 * and its odd days. One pass gives each unit's sums, ends and count of days; a unit whose days
 * there run without a break and hold no odd day is one run, and only the plants of the other
 * units read their runs and odd days (a year of 100 units read them all three times over).
 */
async function unitDaysInRange(db: Kysely<Database>, where: RawBuilder<unknown>) {
  // The sums of floats in the order of the days, as a sum of the days' rows would be.
  const { rows } = await sql<{
    plant_id: number;
    unit_id: string;
    first: number;
    last: number;
    days: number;
    odd: number;
    not_operating: string;
    hours: string;
    co2_t: number;
    co2_sq_sum: number;
  }>`
    select plant_id, unit_id, min(day) as first, max(day) as last, count(*)::int as days,
      (count(*) filter (where ${ODD_DAY}))::int as odd,
      sum(bit_count(not_operating_mask::bit(32))) as not_operating,
      sum(hours order by day) as hours, sum(co2_t order by day) as co2_t,
      sum(co2_sq_sum order by day) as co2_sq_sum
    from plant_days where ${where}
    group by plant_id, unit_id`.execute(db);
  // A plant of a unit whose days break or hold an odd day reads its units' runs and odd days.
  const broken = new Set(
    rows.filter((r) => r.odd > 0 || r.days < r.last - r.first + 1).map((r) => r.plant_id),
  );
  const sums = rows.map((r) => ({
    ...r,
    run: broken.has(r.plant_id) ? null : { first: r.first, last: r.last },
  }));
  if (broken.size === 0) return { sums, runs: [], uneven: [] };
  const plants = sql`and plant_id in (${sql.join([...broken])})`;
  const [runs, uneven] = await Promise.all([
    sql<{ plant_id: number; unit_id: string; first: number; last: number }>`
      select plant_id, unit_id, min(day) as first, max(day) as last from (
        select plant_id, unit_id, day,
          day - row_number() over (partition by plant_id, unit_id order by day) as run
        from plant_days where ${where} ${plants}) d
      group by plant_id, unit_id, run order by plant_id, unit_id, first`.execute(db),
    sql<{
      plant_id: number;
      unit_id: string;
      day: number;
      hour_mask: number;
      duplicate_readings: number;
      daily: boolean;
    }>`
      select plant_id, unit_id, day, hour_mask, duplicate_readings, daily from plant_days
      where ${where} ${plants} and ${ODD_DAY}
      order by plant_id, unit_id, day`.execute(db),
  ]);
  return { sums, runs: runs.rows, uneven: uneven.rows };
}

/**
 * Leaves none of a plant's hours from `from` to `to` classified: the classifications overlapping
 * them keep only their parts outside. Whether any was there.
 */
async function clearHours(
  trx: Kysely<Database>,
  orgId: string,
  c: Omit<GapClassification, 'reason'>,
): Promise<boolean> {
  const overlapping = await trx
    .deleteFrom('gap_classifications')
    .where('org_id', '=', orgId)
    .where('plant_id', '=', c.plant_id)
    .where('from_ts', '<', c.to)
    .where('to_ts', '>', c.from)
    .returning(['from_ts', 'to_ts', 'reason'])
    .execute();
  const rests = overlapping.flatMap((o) => [
    ...(o.from_ts < c.from ? [{ from_ts: o.from_ts, to_ts: c.from, reason: o.reason }] : []),
    ...(o.to_ts > c.to ? [{ from_ts: c.to, to_ts: o.to_ts, reason: o.reason }] : []),
  ]);
  if (rests.length > 0) {
    await trx
      .insertInto('gap_classifications')
      .values(rests.map((r) => ({ org_id: orgId, plant_id: c.plant_id, ...r })))
      .execute();
  }
  return overlapping.length > 0;
}

/** Records a classification or its removal: the plant, the hours (ISO 8601) and the reason. */
function recordGap(
  trx: Kysely<Database>,
  orgId: string,
  actor: string,
  action: 'gap_classify' | 'gap_unclassify',
  c: Omit<GapClassification, 'reason'> & { reason?: GapReason },
): Promise<void> {
  return recordEvent(trx, orgId, {
    actor,
    action,
    target: `plant ${c.plant_id}`,
    details: {
      plant_id: c.plant_id,
      from: new Date(c.from).toISOString(),
      to: new Date(c.to).toISOString(),
      ...(c.reason && { reason: c.reason }),
    },
  });
}

export type CoverageQueries = ReturnType<typeof createCoverageQueries>;
