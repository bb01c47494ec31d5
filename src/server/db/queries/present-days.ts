// Which days of each plant hold a winning plant-day, without reading a row per plant-day: a
// plant-month whose rollup accounts for every day of it is whole (its uneven plant-days, read
// anyway, and 24 hours for each other day), a month without a rollup row is empty, and only the
// days of the other months are read, through the winners' index. Only a plant of one unit holds at
// most 24 hours a day: two units' half months add up to a whole month's hours.
import { sql, type Kysely } from 'kysely';
import { hoursIn } from '@domain/coverage/hour-mask';
import type { CoveredDay, DaySpan } from '@domain/coverage/plant-coverage';
import type { Database } from '../schema';
import { firstDayOfMonth, monthOfDay } from './rollup-rows';

const HOURS_PER_FULL_DAY = 24;

/** Per plant and month (`plant:month`), how many uneven plant-days it holds and their hours. */
function unevenByMonth(
  uneven: ReadonlyMap<number, readonly CoveredDay[]>,
): Map<string, { days: number; hours: number }> {
  const out = new Map<string, { days: number; hours: number }>();
  for (const [plant, days] of uneven) {
    for (const d of days) {
      const key = `${plant}:${monthOfDay(d.day)}`;
      const sums = out.get(key) ?? { days: 0, hours: 0 };
      sums.days++;
      sums.hours += hoursIn(d.hours);
      out.set(key, sums);
    }
  }
  return out;
}

/** Spans of days (ascending first days), merged where one ends the day before the next begins. */
export function merged(spans: readonly DaySpan[]): DaySpan[] {
  const out: DaySpan[] = [];
  for (const s of spans) {
    const last = out.at(-1);
    if (last && last.last + 1 >= s.first) last.last = Math.max(last.last, s.last);
    else out.push({ ...s });
  }
  return out;
}

const overlap = (a: DaySpan, b: DaySpan): DaySpan | null => {
  const s = { first: Math.max(a.first, b.first), last: Math.min(a.last, b.last) };
  return s.first <= s.last ? s : null;
};

/**
 * Per plant, the spans of days inside `range` that hold a winning plant-day, ascending. `spans`
 * holds each plant's span of readings, their ids within `ids` (inclusive); `uneven` each plant's
 * uneven plant-days (missing or repeating an hour) of the whole months `range` touches.
 */
export async function presentDays(
  db: Kysely<Database>,
  orgId: string,
  range: DaySpan,
  ids: { first: number; last: number },
  spans: ReadonlyMap<number, DaySpan>,
  uneven: ReadonlyMap<number, readonly CoveredDay[]>,
): Promise<Map<number, DaySpan[]>> {
  const [m1, m2] = [monthOfDay(range.first), monthOfDay(range.last)];
  const rollups = await db
    .selectFrom('history_plant_months')
    .select(['plant_id', 'month', 'hours'])
    .where('org_id', '=', orgId)
    .where('month', '>=', m1)
    .where('month', '<=', m2)
    .where('plant_id', '>=', ids.first)
    .where('plant_id', '<=', ids.last)
    .execute();
  // Only the months with a rollup row hold days: a fleet's plants are walked through theirs alone.
  const monthsOf = new Map<number, { month: number; hours: number }[]>();
  for (const r of rollups) {
    const own = monthsOf.get(r.plant_id) ?? [];
    own.push({ month: r.month, hours: r.hours });
    monthsOf.set(r.plant_id, own);
  }
  const unevenOf = unevenByMonth(uneven);
  const present = new Map<number, DaySpan[]>();
  const toRead: { plant: number; span: DaySpan }[] = [];
  for (const [plant, readings] of spans) {
    const own: DaySpan[] = [];
    present.set(plant, own);
    const from = Math.max(m1, monthOfDay(readings.first));
    for (const { month: m, hours } of monthsOf.get(plant) ?? []) {
      if (m < from || m > m2) continue;
      const month = { first: firstDayOfMonth(m), last: firstDayOfMonth(m + 1) - 1 };
      const inSpan = overlap(month, readings);
      const asked = inSpan && overlap(inSpan, range);
      if (!inSpan || !asked) continue;
      // The days the rollup accounts for: the uneven ones, and 24 hours for each other day.
      const odd = unevenOf.get(`${plant}:${m}`) ?? { days: 0, hours: 0 };
      const days = odd.days + (hours - odd.hours) / HOURS_PER_FULL_DAY;
      const whole = days === inSpan.last - inSpan.first + 1;
      if (whole) own.push(asked);
      else toRead.push({ plant, span: asked });
    }
  }
  if (toRead.length > 0) {
    const { rows } = await sql<{ plant_id: number; day: number }>`
      select p.plant_id, p.day from plant_days p
      join unnest(${toRead.map((r) => r.plant)}::int[], ${toRead.map((r) => r.span.first)}::int[],
        ${toRead.map((r) => r.span.last)}::int[]) as s(plant_id, first, last)
        on p.plant_id = s.plant_id and p.day between s.first and s.last
      where p.org_id = ${orgId} and p.wins`.execute(db);
    for (const r of rows) present.get(r.plant_id)!.push({ first: r.day, last: r.day });
  }
  for (const [plant, own] of present) {
    present.set(plant, merged(own.sort((a, b) => a.first - b.first)));
  }
  return present;
}
