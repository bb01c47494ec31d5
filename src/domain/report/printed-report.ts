// The compliance report as the PDF prints it (issue 25): the report object with the facilities
// digested (the largest emitters in detail, the rest summed) and the analysis' daily series, worked
// out here so that the PDF only lays them out.
import { AIR_POLLUTANTS, airPollutantKg, type AirPollutant } from '../analysis/air-pollutants';
import type { AnalysisBase } from '../analysis/types';
import { num } from '../format';
import { APPENDIX_TITLE, facilityDigest, type FacilityDigest } from './facility-digest';
import type { ComplianceReport, ReportFacility, ReportSection } from './types';

/** What the chart and its paragraph read of the analysis. */
export type DailySeries = Pick<AnalysisBase, 'dailyTotals' | 'emissionsChart' | 'ghgReporting'>;

/** A plant's air pollutants in kg, null when none of its hours report one. */
export interface PlantPollutants {
  plant: string;
  kg: Record<AirPollutant, number | null>;
}

export interface PrintedReport {
  report: ComplianceReport;
  facilities: FacilityDigest;
  /** The report's sections as printed (see printedSection). */
  sections: ReportSection[];
  daily: DailySeries;
  /** The plants reporting any air pollutant (none: the PDF says they are not reported). */
  airPollutants: PlantPollutants[];
}

/** The plants that report any air pollutant, each with its kg of each. */
function plantPollutants(inventory: AnalysisBase['inventory']): PlantPollutants[] {
  return inventory.flatMap((p) => {
    const kg = airPollutantKg(p);
    const reported = AIR_POLLUTANTS.some((a) => kg[a.pollutant] !== null);
    return reported ? [{ plant: `${p.plant_name} (plant ${p.plant_id})`, kg }] : [];
  });
}

/** How the report titles a facility's subsection of the facilities section. */
const facilityTitle = (f: ReportFacility) => `${f.name} (plant ${f.id})`;

/**
 * A section as printed: the facilities section keeps the subsections of the facilities printed
 * in detail and sums the others in one closing subsection; every other section is printed whole.
 */
function printedSection(
  section: ReportSection,
  report: ComplianceReport,
  digest: FacilityDigest,
): ReportSection {
  const { others } = digest;
  const titles = new Set(report.facilities.map(facilityTitle));
  const perFacility =
    section.subsections.length === report.facilities.length &&
    section.subsections.every((s) => titles.has(s.title));
  if (!others || !perFacility) return section;
  const detailed = new Set(digest.detailed.map(facilityTitle));
  const summary: ReportSection = {
    title: `The other ${num(others.count)} facilities`,
    content:
      `${num(others.totalEmissions, 1)} tCO2e reported in total; ` +
      `${num(others.withAssumedFacts)} of them with register facts assumed, not declared. ` +
      `Each is listed with its figures in ${APPENDIX_TITLE} and in the exports.`,
    subsections: [],
  };
  return {
    ...section,
    subsections: [...section.subsections.filter((s) => detailed.has(s.title)), summary],
  };
}

/** A report, the analysis' daily series and its plants' air pollutants as the PDF prints them. */
export function printedReport(
  report: ComplianceReport,
  daily: DailySeries & Pick<AnalysisBase, 'inventory'>,
): PrintedReport {
  const facilities = facilityDigest(report);
  return {
    report,
    facilities,
    sections: report.sections.map((s) => printedSection(s, report, facilities)),
    daily: {
      dailyTotals: daily.dailyTotals,
      emissionsChart: daily.emissionsChart,
      ghgReporting: daily.ghgReporting,
    },
    airPollutants: plantPollutants(daily.inventory),
  };
}
