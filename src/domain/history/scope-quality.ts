// The data-quality report of a scope of several uploads: the per-file warnings point at lines of one
// file, so a history reports, per plant-day, the duplicate readings and the incomplete days instead.
import { byPlantAndDay, type PlantDayCell } from '../readings/plant-day-cell';
import { dayToDate } from '../readings/day-number';
import { type Aggregates } from '../analysis/aggregate';
import { MAX_REPORTED_PROBLEMS } from '../constants';
import { formatTimestamp } from '../csv/quality';
import type { DataQualityReport, QualityWarning } from '../readings/dataset';

/** Hourly data: a plant-day with fewer readings is incomplete (plant_days_flagged_idx says 24 too). */
export const READINGS_PER_FULL_DAY = 24;

/** One plant-day worth a warning, with its count (duplicate readings, or readings present). */
export interface FlaggedPlantDay {
  plant_id: number;
  day: number;
  count: number;
}

/** What the quality report of a scope needs beyond the aggregates (the first flags of each kind). */
export interface ScopeQualityFacts {
  duplicates: FlaggedPlantDay[];
  duplicateCount: number;
  incomplete: FlaggedPlantDay[];
  incompleteCount: number;
}

/**
 * The flags of a set of winning cells: plant-days with duplicate readings, and plant-days with fewer
 * than READINGS_PER_FULL_DAY readings (a partial first or last day included: its hours are missing
 * from that day's figures all the same).
 */
export function qualityFactsOfCells(cells: readonly PlantDayCell[]): ScopeQualityFacts {
  const facts: ScopeQualityFacts = {
    duplicates: [],
    duplicateCount: 0,
    incomplete: [],
    incompleteCount: 0,
  };
  for (const c of [...cells].sort(byPlantAndDay)) {
    if (c.duplicateReadings > 0) {
      facts.duplicateCount++;
      if (facts.duplicates.length < MAX_REPORTED_PROBLEMS) {
        facts.duplicates.push({ plant_id: c.plant_id, day: c.day, count: c.duplicateReadings });
      }
    }
    if (c.readings < READINGS_PER_FULL_DAY) {
      facts.incompleteCount++;
      if (facts.incomplete.length < MAX_REPORTED_PROBLEMS) {
        facts.incomplete.push({ plant_id: c.plant_id, day: c.day, count: c.readings });
      }
    }
  }
  return facts;
}

/** The quality report of a scope from its aggregates and flags; lines are empty (several files). */
export function scopeQuality(agg: Aggregates, facts: ScopeQualityFacts): DataQualityReport {
  const names = new Map(agg.plants.map((p) => [p.plant_id, p.plant_name]));
  const label = (id: number) => (names.get(id) ? `Plant ${id} (${names.get(id)})` : `Plant ${id}`);
  const warnings: QualityWarning[] = [
    ...facts.duplicates.map((f) => ({
      kind: 'duplicate_timestamp' as const,
      message: `${label(f.plant_id)} has ${f.count} duplicate reading${f.count === 1 ? '' : 's'} on ${dayToDate(f.day)}; the later row of each is counted`,
      lines: [],
    })),
    ...facts.incomplete.map((f) => ({
      kind: 'missing_hours' as const,
      message: `${label(f.plant_id)} has readings for ${f.count} of ${READINGS_PER_FULL_DAY} hours on ${dayToDate(f.day)}`,
      lines: [],
    })),
  ];
  return {
    rows: agg.totals.rows,
    plants: agg.plants.length,
    firstDate: agg.firstTimestamp === null ? null : formatTimestamp(agg.firstTimestamp),
    lastDate: agg.lastTimestamp === null ? null : formatTimestamp(agg.lastTimestamp),
    delimiter: null,
    decimalSeparator: null,
    warnings,
    warningCount: facts.duplicateCount + facts.incompleteCount,
  };
}
