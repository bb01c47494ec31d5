// Issue 26 "Readings, repeated hours and coverage": what each plant's figures over a range rest on,
// read from the winning plant-days (never the files again): hours present against hours expected,
// the gaps with the reasons the user gave, and the hours a file repeated.
import { gapAlert, type Alert } from '@domain/alerts/alerts';
import { zoneOf } from '@domain/csv/plant-clock';
import { classifyGaps, type ClassifiedGap } from '@domain/coverage/classified-gaps';
import {
  coverageOf,
  coverageOfRuns,
  type DaySpan,
  type PlantCoverage,
} from '@domain/coverage/plant-coverage';
import type { ScopeFilter } from '@domain/history/date-range';
import { dateToDay } from '@domain/readings/day-number';
import type { GapClassification, GapReason, PlantSpan, UnitDays } from '../db/queries/coverage';
import type { PlantPartialHours } from '../db/queries/partial-hours';
import type { PlantFlags } from '../db/queries/flagged-hours';
import { HOUR_FLAGS, type HourFlag } from '@domain/readings/flagged-hours';
import type { Services } from '../services';
import type { HourlySums } from '@domain/coverage/substitute';
import { turnPause } from '../event-loop-turns';

/**
 * A plant without a declared time zone has the days its files write: 24 hours each, as in UTC,
 * named as a fixed offset, which needs no time-zone data.
 */
const UNDECLARED_ZONE = '+00:00';

export interface PlantQuality {
  plant_id: number;
  plant_name: string;
  first_reading: string;
  last_reading: string;
  days_in_range: number;
  days_with_data: number;
  hours_expected: number;
  hours_present: number;
  /** Hours present of the plant operating, reported not operating, and missing (gaps). */
  hours_operating: number;
  hours_not_operating: number;
  hours_missing: number;
  duplicate_hours: number;
  /** Days of the range held as a daily file's totals: covered whole, no hour of them known. */
  days_daily: number;
  gaps: { from: string; to: string; hours: number; reason: GapReason | null }[];
  partial_hours: {
    total: number;
    first: { hour: string; readings: number; expected: number }[];
  };
  /** Hours kept but flagged (issue 36), per kind: how many, and the first few. */
  flagged_hours: Record<HourFlag, FlaggedHoursView>;
  /** Its units' hours, ascending unit_id (a plant without units: one, ''). */
  units: UnitQuality[];
}

/** One kind of a plant's flagged hours as answered: hour starts in ISO 8601. */
export interface FlaggedHoursView {
  total: number;
  first: { hour: string; unit_id: string; efficiency: number | null }[];
}

/**
 * The partial hours listed per plant: a file whose every hour is short of readings cannot grow the
 * answer past this; the total still counts them all.
 */
export const LISTED_PARTIAL_HOURS = 100;

/** The flagged hours of each kind listed per plant, as examples; the total counts them all. */
export const LISTED_FLAGGED_HOURS = 5;

const iso = (ms: number) => new Date(ms).toISOString();

/** The gaps as answered: ISO instants. */
const gapView = (g: ClassifiedGap<GapReason>) => ({
  from: iso(g.from),
  to: iso(g.to),
  hours: g.hours,
  reason: g.reason,
});

/** One plant's coverage of a range, its gaps (epoch ms) with the reasons the user gave. */
export interface PlantCoverageOfRange {
  plant_id: number;
  plant_name: string;
  firstTs: number;
  lastTs: number;
  coverage: PlantCoverage;
  /** Of the hours present, those the files reported the plant not operating. */
  notOperatingHours: number;
  gaps: ClassifiedGap<GapReason>[];
  /** Each unit's coverage of the range, ascending unit_id, of the plants asked for (UnitsRead). */
  units: UnitCoverageOfRange[];
}

/** One unit's coverage of a range, its gaps with the reasons the user gave for the plant's hours. */
export interface UnitCoverageOfRange {
  unit_id: string;
  coverage: PlantCoverage;
  notOperatingHours: number;
  gaps: ClassifiedGap<GapReason>[];
  /** Its valid hourly CO2 within the range. */
  co2: HourlySums;
  /** Its days within the range held as a daily file's totals. */
  dailyDays: readonly number[];
}

/**
 * Of which plants each unit's coverage is read: all, or those of more than one unit (whose days
 * present are their units' days: they are always read).
 */
type UnitsRead = 'all' | 'several';

/** Of the plants of several units, their units' runs of days. */
function unitRunsOfSeveral(units: ReadonlyMap<number, ReadonlyMap<string, UnitDays>>) {
  const runs = new Map<number, DaySpan[]>();
  for (const [plant, own] of units) {
    if (own.size > 1)
      runs.set(
        plant,
        [...own.values()].flatMap((u) => u.runs),
      );
  }
  return runs;
}

/** A unit's hours as GET /api/quality answers them. */
export interface UnitQuality {
  unit_id: string;
  days_daily: number;
  hours_operating: number;
  hours_not_operating: number;
  hours_missing: number;
  /** Its flagged hours of each kind (issue 36). */
  hours_co2_without_fuel_or_load: number;
  hours_efficiency_above_100: number;
  gaps: { from: string; to: string; hours: number }[];
}

/**
 * The plants whose coverage is computed at once: a fleet's is computed a batch at a time, each
 * batch's rows read apart, so that no step holds the event loop for long (issue 34 §6).
 */
export const COVERAGE_BATCH_PLANTS = 2_000;

/**
 * The coverage of each of `spans` (the plants of the user's history, in plant_id order; none: all
 * of them) within a range of `filter` (none: all of it), a batch of plants at a time, each batch
 * mapped by `view`. Every stored file has its plant-days (backfill-history.ts).
 */
async function coverageInBatches<T>(
  services: Pick<Services, 'queries'>,
  orgId: string,
  filter: Pick<ScopeFilter, 'from' | 'to'>,
  spans: readonly PlantSpan[] | undefined,
  view: (plant: PlantCoverageOfRange) => T,
  unitsRead: UnitsRead,
): Promise<T[]> {
  const { coverage, plantRegister } = services.queries;
  const [plants, classifications, zones] = await Promise.all([
    spans ?? coverage.plantSpans(orgId),
    coverage.classifications(orgId),
    plantRegister.zones(orgId).then((z) => new Map(z)),
  ]);
  const classified = new Map<number, GapClassification[]>();
  for (const k of classifications) {
    const own = classified.get(k.plant_id);
    if (own) own.push(k);
    else classified.set(k.plant_id, [k]);
  }
  const out: T[] = [];
  const pause = turnPause();
  for (let at = 0; at < plants.length; at += COVERAGE_BATCH_PLANTS) {
    const batch = plants.slice(at, at + COVERAGE_BATCH_PLANTS);
    const asked = askedDays(batch, filter);
    const unitDays = await coverage.unitDays(orgId, asked, idsOf(batch), {
      severalOnly: unitsRead === 'several',
    });
    const [facts, notOperating] = await Promise.all([
      coverage.coverageFacts(orgId, asked, batch, unitRunsOfSeveral(unitDays)),
      coverage.notOperatingHours(orgId, asked, batch),
    ]);
    for (const p of batch) {
      await pause();
      // An open end of the range is the plant's own first or last day.
      const range: DaySpan = {
        first: filter.from === null ? p.days.first : asked.first,
        last: filter.to === null ? p.days.last : asked.last,
      };
      const zone = zoneOf(zones, p.plant_id) ?? UNDECLARED_ZONE;
      const c = coverageOf(
        { readings: p.days, present: null, jumps: [], uneven: [], ...facts.get(p.plant_id) },
        range,
        zone,
      );
      const classifiedHours = classified.get(p.plant_id) ?? [];
      const units = [...(unitDays.get(p.plant_id) ?? [])].map(([unit_id, u]) => {
        // An open end of the range is the unit's own first or last day.
        const unitCoverage = coverageOfRuns(
          u.runs,
          u.uneven,
          u.readings,
          {
            first: filter.from === null ? u.readings.first : asked.first,
            last: filter.to === null ? u.readings.last : asked.last,
          },
          zone,
        );
        return {
          unit_id,
          notOperatingHours: u.notOperatingHours,
          coverage: unitCoverage,
          // A reason the user gave for a plant's hours holds for each of its units.
          gaps: classifyGaps(unitCoverage.gaps, classifiedHours),
          co2: u.co2,
          dailyDays: u.uneven.flatMap((d) => (d.daily ? [d.day] : [])),
        };
      });
      out.push(
        view({
          plant_id: p.plant_id,
          plant_name: p.plant_name,
          firstTs: p.firstTs,
          lastTs: p.lastTs,
          coverage: c,
          notOperatingHours: notOperating.get(p.plant_id) ?? 0,
          gaps: classifyGaps(c.gaps, classifiedHours),
          units,
        }),
      );
    }
  }
  return out;
}

/** The lowest and highest plant id of some plants. */
function idsOf(plants: readonly PlantSpan[]): { first: number; last: number } {
  return {
    first: Math.min(...plants.map((p) => p.plant_id)),
    last: Math.max(...plants.map((p) => p.plant_id)),
  };
}

/** The days a range asks for of some plants: its ends, an open end the plants' first or last day. */
function askedDays(plants: readonly PlantSpan[], filter: Pick<ScopeFilter, 'from' | 'to'>) {
  let first = Infinity;
  let last = -Infinity;
  for (const p of plants) {
    first = Math.min(first, p.days.first);
    last = Math.max(last, p.days.last);
  }
  return {
    first: filter.from === null ? first : dateToDay(filter.from),
    last: filter.to === null ? last : dateToDay(filter.to),
  };
}

/**
 * The coverage of each plant of the user's history within a range of `filter` (none: all of it),
 * and of each unit of a plant of several units, each plant mapped by `view`. Every stored file has
 * its plant-days (backfill-history.ts).
 */
export function loadCoverage<T>(
  services: Pick<Services, 'queries'>,
  orgId: string,
  filter: Pick<ScopeFilter, 'from' | 'to'>,
  view: (plant: PlantCoverageOfRange) => T,
): Promise<T[]> {
  return coverageInBatches(services, orgId, filter, undefined, view, 'several');
}

/**
 * The coverage of each plant within a range as GET /api/quality answers it, with the hours left out
 * as partial (issue 27 §2): instants in ISO 8601. Of `spans` only when given (a page of plants).
 */
export async function loadQuality(
  services: Pick<Services, 'queries'>,
  orgId: string,
  filter: Pick<ScopeFilter, 'from' | 'to'>,
  spans?: readonly PlantSpan[],
): Promise<PlantQuality[]> {
  const days = {
    first: filter.from === null ? null : dateToDay(filter.from),
    last: filter.to === null ? null : dateToDay(filter.to),
  };
  const [partial, flags] = await Promise.all([
    services.queries.partialHours.partialHours(orgId, days, LISTED_PARTIAL_HOURS),
    services.queries.flaggedHours.flaggedHours(orgId, days, LISTED_FLAGGED_HOURS),
  ]);
  return coverageInBatches(
    services,
    orgId,
    filter,
    spans,
    ({ coverage: c, ...p }) => ({
      plant_id: p.plant_id,
      plant_name: p.plant_name,
      first_reading: iso(p.firstTs),
      last_reading: iso(p.lastTs),
      days_in_range: c.daysInRange,
      days_with_data: c.daysWithData,
      hours_expected: c.hoursExpected,
      hours_present: c.hoursPresent,
      hours_operating: c.hoursPresent - p.notOperatingHours,
      hours_not_operating: p.notOperatingHours,
      hours_missing: c.hoursExpected - c.hoursPresent,
      duplicate_hours: c.duplicateHours,
      days_daily: new Set(p.units.flatMap((u) => u.dailyDays)).size,
      gaps: p.gaps.map(gapView),
      partial_hours: partialView(partial.get(p.plant_id)),
      flagged_hours: flaggedView(flags.get(p.plant_id)),
      units: p.units.map((u): UnitQuality => ({
        unit_id: u.unit_id,
        days_daily: u.dailyDays.length,
        hours_operating: u.coverage.hoursPresent - u.notOperatingHours,
        hours_not_operating: u.notOperatingHours,
        hours_missing: u.coverage.hoursExpected - u.coverage.hoursPresent,
        hours_co2_without_fuel_or_load:
          flags.get(p.plant_id)?.units.get(u.unit_id)?.get('co2_without_fuel_or_load') ?? 0,
        hours_efficiency_above_100:
          flags.get(p.plant_id)?.units.get(u.unit_id)?.get('efficiency_above_100') ?? 0,
        gaps: u.coverage.gaps.map((g) => ({ from: iso(g.from), to: iso(g.to), hours: g.hours })),
      })),
    }),
    'all',
  );
}

/** Issue 28 §4: each plant's unclassified missing hours in the whole history, as an alert. */
export async function loadGapAlerts(
  services: Pick<Services, 'queries'>,
  orgId: string,
): Promise<Alert[]> {
  const alerts = await coverageInBatches(
    services,
    orgId,
    { from: null, to: null },
    undefined,
    (p) => gapAlert({ plant_id: p.plant_id, plant_name: p.plant_name, gaps: p.gaps.map(gapView) }),
    'several',
  );
  return alerts.filter((a): a is Alert => a !== null);
}

/** A plant's flagged hours of each kind as answered: hour starts in ISO 8601. */
function flaggedView(flags: PlantFlags | undefined): PlantQuality['flagged_hours'] {
  const view = (kind: HourFlag): FlaggedHoursView => {
    const own = flags?.kinds.get(kind);
    if (!own) return { total: 0, first: [] };
    return { total: own.total, first: own.first.map((h) => ({ ...h, hour: iso(h.hour) })) };
  };
  return Object.fromEntries(HOUR_FLAGS.map((k) => [k, view(k)])) as PlantQuality['flagged_hours'];
}

/** A plant's partial hours as answered: hour starts in ISO 8601. */
function partialView(partial: PlantPartialHours | undefined): PlantQuality['partial_hours'] {
  if (!partial) return { total: 0, first: [] };
  return { total: partial.total, first: partial.first.map((h) => ({ ...h, hour: iso(h.hour) })) };
}
