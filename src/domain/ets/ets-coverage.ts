// Issue 26 "The ETS year: reported, substituted, verified": what the reported CO2 of a year's
// plants in scope rests on (hours present against the hours of the year), the hours their
// continuous measurement missed, the conservative substitute for them (MRR Art. 45(3)) and the
// outages of more than five days that Art. 45(4) says must be reported to the authority.
import { hoursShare } from '../coverage/plant-coverage';
import { substitute, type HourlySums } from '../coverage/substitute';

const MS_PER_HOUR = 3_600_000;
/** MRR Art. 45(4): a measurement missing more than five consecutive days is reported. */
const REPORTED_OUTAGE_HOURS = 5 * 24;

/** A gap of a plant's readings in the year (epoch ms, `to` exclusive) and the reason given for it. */
export interface YearGap {
  from: number;
  to: number;
  hours: number;
  reason: 'not_operating' | 'measurement_missing' | null;
}

/** One unit's readings in the year: its gaps and its valid hourly CO2 values. */
export interface UnitYearReadings {
  unit_id: string;
  gaps: readonly YearGap[];
  co2: HourlySums;
}

/** The gaps of one plant's readings in the year; of a plant of several units, also its units'. */
export interface PlantGaps {
  plant_id: number;
  gaps: readonly YearGap[];
  units?: readonly UnitYearReadings[];
}

/**
 * One plant's readings in the year: hours present, its gaps, and its valid hourly CO2 values; of a
 * plant of several units, also each unit's, whose hours the plant's are the sums of.
 */
export interface PlantYearReadings {
  plant_id: number;
  hours_present: number;
  gaps: readonly YearGap[];
  co2: HourlySums;
  units?: readonly UnitYearReadings[];
  /**
   * Issue 38: hours present whose file does not report CO2, a measurement missing as much as an
   * absent hour's; substituted from the plant's reporting hours.
   */
  co2_unreported_hours?: number;
}

export interface EtsCoverage {
  /**
   * Missing hours of the plants in scope, inside their spans of readings, not classified
   * `not_operating`, and the hours present that do not report CO2.
   */
  gap_hours: number;
  /**
   * Hours present of the plants in scope over the hours of the year: each plant a whole year, a
   * plant of several units a whole year per unit.
   */
  hours_present: number;
  hours_of_year: number;
  coverage: number;
  /** Per missing hour, the measured one's mean + 2 standard deviations of its valid hourly CO2, t. */
  substitute_t: number;
  plants: { plant_id: number; gap_hours: number; substitute_t: number }[];
  /**
   * Outages of the measurement of more than five consecutive days (not `not_operating` ones): of a
   * plant of several units, each unit's own, named by its unit_id.
   */
  gaps_over_5_days: ReportedOutage[];
}

/** An outage to report: the plant's, or of a plant of several units one unit's. */
export interface ReportedOutage {
  plant_id: number;
  unit_id?: string;
  from: string;
  to: string;
  hours: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The missing hours of a plant that count: not those the user says it did not operate. */
const missing = (gaps: readonly YearGap[]) => gaps.filter((g) => g.reason !== 'not_operating');

/** Runs of missing hours, the parts of a gap cut at a classification's edge joined again. */
function outages(gaps: readonly YearGap[]): { from: number; to: number; hours: number }[] {
  const runs: { from: number; to: number; hours: number }[] = [];
  for (const g of gaps) {
    const last = runs.at(-1);
    if (last && last.to === g.from) {
      last.to = g.to;
      last.hours += g.hours;
    } else runs.push({ from: g.from, to: g.to, hours: g.hours });
  }
  return runs;
}

/**
 * What a plant's hours are measured as: each of its units, whose missing hours and outages are its
 * own and are substituted from its own hours; a plant without units is its own one.
 */
const measured = (
  p: PlantYearReadings,
): readonly (Pick<UnitYearReadings, 'gaps' | 'co2'> & { unit_id?: string })[] =>
  p.units && p.units.length > 0 ? p.units : [{ gaps: p.gaps, co2: p.co2 }];

/**
 * The outages of more than five days of what a plant's hours are measured as (MRR Art. 45(4) asks
 * it of a measurement): a unit out for a week while its sister units ran has one, and outages of
 * units that only follow one another are none, whatever the plant's hours together show.
 */
function reportedOutages(p: PlantYearReadings): ReportedOutage[] {
  return measured(p).flatMap((m) =>
    outages(missing(m.gaps))
      .filter((g) => g.to - g.from > REPORTED_OUTAGE_HOURS * MS_PER_HOUR)
      .map((g) => ({
        plant_id: p.plant_id,
        ...(m.unit_id !== undefined && { unit_id: m.unit_id }),
        from: iso(g.from),
        to: iso(g.to),
        hours: g.hours,
      })),
  );
}

/** The coverage and substitute of the year's plants in scope, `hoursOfYear` hours each. */
export function etsCoverage(
  inScope: readonly PlantYearReadings[],
  hoursOfYear: number,
): EtsCoverage {
  const plants = inScope.map((p) => {
    let gapHours = 0;
    let substituteT = 0;
    for (const m of measured(p)) {
      const hours = missing(m.gaps).reduce((sum, g) => sum + g.hours, 0);
      gapHours += hours;
      substituteT += substitute(hours, m.co2);
    }
    const unreported = p.co2_unreported_hours ?? 0;
    gapHours += unreported;
    substituteT += substitute(unreported, p.co2);
    return { plant_id: p.plant_id, gap_hours: gapHours, substitute_t: substituteT };
  });
  const hoursPresent = inScope.reduce((sum, p) => sum + p.hours_present, 0);
  const possible = hoursOfYear * inScope.reduce((sum, p) => sum + measured(p).length, 0);
  return {
    gap_hours: plants.reduce((sum, p) => sum + p.gap_hours, 0),
    hours_present: hoursPresent,
    hours_of_year: hoursOfYear,
    coverage: hoursShare(hoursPresent, possible),
    substitute_t: plants.reduce((sum, p) => sum + p.substitute_t, 0),
    plants,
    gaps_over_5_days: inScope.flatMap(reportedOutages),
  };
}
