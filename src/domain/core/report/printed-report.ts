// The compliance report as the PDF prints it (issue 25): the report object with the facilities
// digested (the largest emitters in detail, the rest summed) and the analysis' daily series, worked
// out here so that the PDF only lays them out.
import type { AnalysisBase } from '../analysis/types';
import { num } from '../format';
import { APPENDIX_TITLE, facilityDigest, type FacilityDigest } from './facility-digest';
import type { ComplianceReport, ReportFacility, ReportSection } from './types';

/** What the chart and its paragraph read of the analysis. */
export type DailySeries = Pick<AnalysisBase, 'dailyTotals' | 'emissionsChart' | 'ghgReporting'>;

export interface PrintedReport {
  report: ComplianceReport;
  facilities: FacilityDigest;
  /** The report's sections as printed (see printedSection). */
  sections: ReportSection[];
  daily: DailySeries;
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

/** A report and the analysis' daily series as the PDF prints them. */
export function printedReport(report: ComplianceReport, daily: DailySeries): PrintedReport {
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
  };
}
