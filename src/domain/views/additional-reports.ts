// The Reports screen's "Additional Reports" (data §2): the prototype's three buttons did nothing; here each
// writes a CSV document from the analysis (docs/design.md: we build the real thing).
import { round } from '../round';
import { writeCsv } from '../write-csv';
import { AIR_POLLUTANTS, airPollutantKg } from '../analysis/air-pollutants';
import { NOT_REPORTED } from '../analysis/ghg-reporting';
import type { Analysis, AnalysisBase, ReportingPeriod } from '../analysis/types';
import { COHORT_RANK_LABELS, cohortRank } from './benchmark-insights';

/** A generated document: its file name and CSV text. */
export interface CsvDocument {
  fileName: string;
  content: string;
}

/** `{name}_{first}_{last}.csv`, `sample_` first when the figures are the sample's. */
function fileName(name: string, span: string, sample: boolean): string {
  return `${sample ? 'sample_' : ''}${name}_${span}.csv`;
}

const spanOf = (period: ReportingPeriod | null) =>
  period ? `${period.startDate}_${period.endDate}` : 'no-data';

/** An air pollutant's mass: kg with 3 decimals, or "not reported" when none of the hours gives it. */
const kgCell = (v: number | null) => (v === null ? NOT_REPORTED : round(v, 3));

/** Each air pollutant's column, `SO2_kg` and `NOx_kg`. */
const POLLUTANT_COLUMNS = AIR_POLLUTANTS.map((a) => `${a.pollutant}_${a.unit}`);

/**
 * Plant Performance: one row per plant, totals in MWh and tonnes CO2, the mean of the hourly efficiencies
 * and the energy-weighted efficiency in percent (empty without fuel), status, and each air pollutant
 * in kg (3 decimals) or "not reported".
 */
export function plantPerformanceCsv(
  analysis: Pick<Analysis, 'plants' | 'period' | 'inventory'>,
  sample = false,
): CsvDocument {
  const inventory = new Map(analysis.inventory.map((p) => [p.plant_id, p]));
  const rows = analysis.plants.map((p) => [
    p.plant_id,
    p.plant_name,
    p.fuel_type,
    p.total_electricity,
    p.total_emissions,
    p.avg_efficiency,
    p.energy_weighted_efficiency ?? '',
    p.status,
    ...AIR_POLLUTANTS.map((a) => {
      const plant = inventory.get(p.plant_id);
      return plant ? kgCell(airPollutantKg(plant)[a.pollutant]) : NOT_REPORTED;
    }),
  ]);
  return {
    fileName: fileName('plant_performance', spanOf(analysis.period), sample),
    content: writeCsv(
      [
        'plant_id',
        'plant_name',
        'fuel_type',
        'electricity_output_MWh',
        'CO2_emissions_tonnes',
        'avg_efficiency_percent',
        'energy_weighted_efficiency_percent',
        'status',
        ...POLLUTANT_COLUMNS,
      ],
      rows,
    ),
  };
}

/**
 * Emissions Summary: the daily series (tonnes of each gas, then kg of each air pollutant, 3
 * decimals; empty where not reported), a row for every day of the range shown however long (issue 26), never the
 * chart's weeks or months; a day without data has empty figures and "no data", as the chart shows it.
 */
export function emissionsSummaryCsv(
  analysis: Pick<Analysis, 'dailyEmissions' | 'dailyTotals'>,
  sample = false,
): CsvDocument {
  const t = (v: number | null) => (v === null ? '' : round(v, 3));
  const rows = analysis.dailyEmissions.map((d) => [
    d.date,
    t(d.CO2),
    t(d.CH4),
    t(d.N2O),
    t(d.total),
    // As CH4 and N2O here, a pollutant no hour of the day reports is an empty cell, not 0.
    ...AIR_POLLUTANTS.map((a) => t(d.airPollutantsKg[a.pollutant])),
    d.hasData ? 'data' : 'no data',
  ]);
  const { windowStart, windowEnd } = analysis.dailyTotals;
  const span = windowStart && windowEnd ? `${windowStart}_${windowEnd}` : 'no-data';
  return {
    fileName: fileName('emissions_summary', span, sample),
    content: writeCsv(
      [
        'date',
        'CO2_tonnes',
        'CH4_tonnes',
        'N2O_tonnes',
        'total_tonnes',
        ...POLLUTANT_COLUMNS,
        'data_status',
      ],
      rows,
    ),
  };
}

/**
 * Efficiency Analysis: each facility's efficiency (percent, the mean of hourly values), the cohort average
 * and the distance to it (percentage points, 1 decimal), the energy-weighted efficiency, emission intensity (gCO2/kWh), output (MWh) and cohort ranking in the
 * Benchmarking screen's words; a facility without data has empty figures and is not ranked.
 */
export function efficiencyAnalysisCsv(
  analysis: Pick<AnalysisBase, 'factories' | 'benchmarks' | 'period'>,
  sample = false,
): CsvDocument {
  // The empty-cohort defaults are not an average of anything in the file.
  const avg = analysis.benchmarks.defaults ? null : analysis.benchmarks.efficiency_avg;
  const rows = analysis.factories.map((f) => [
    f.id,
    f.factory_name,
    f.location,
    f.efficiency_pct ?? '',
    avg ?? '',
    f.efficiency_pct === null || avg === null ? '' : round(f.efficiency_pct - avg, 1),
    f.energy_weighted_efficiency_pct ?? '',
    f.emissions_gCO2_per_kWh ?? '',
    f.output_MWh,
    COHORT_RANK_LABELS[cohortRank(f)],
    f.data_available ? 'yes' : 'no',
  ]);
  return {
    fileName: fileName('efficiency_analysis', spanOf(analysis.period), sample),
    content: writeCsv(
      [
        'facility_id',
        'facility',
        'location',
        'efficiency_percent',
        'cohort_average_efficiency_percent',
        'points_vs_cohort_average',
        'energy_weighted_efficiency_percent',
        'emission_intensity_gCO2_per_kWh',
        'output_MWh',
        'cohort_rank',
        'data_available',
      ],
      rows,
    ),
  };
}

/** The three additional reports by the name of their route (`/reports/{kind}`). */
export const ADDITIONAL_REPORTS = {
  'plant-performance': plantPerformanceCsv,
  'emissions-summary': emissionsSummaryCsv,
  'efficiency-analysis': efficiencyAnalysisCsv,
} as const;

export type AdditionalReportKind = keyof typeof ADDITIONAL_REPORTS;
