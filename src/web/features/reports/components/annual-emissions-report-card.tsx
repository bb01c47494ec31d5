import { useDownloadAnnualEmissionsReport } from '../api/download-report';
import { YearReportCard } from './year-report-card';

/**
 * Issue 38: the annual emissions report to the competent authority of a year of the whole history,
 * chosen among the years with data (first the last one ended), as an Excel workbook or JSON.
 */
export function AnnualEmissionsReportCard({
  years,
  currentYear,
}: {
  years: readonly number[];
  currentYear?: number;
}) {
  return (
    <YearReportCard
      title="Annual emissions report"
      description="The EU ETS annual emissions report of a year, from the whole history: installation and operator, permit number and monitoring plan version, each plant's source streams with their activity data, factors, tiers and CO2, the valid and substituted hours of each measured source, data gaps and their substitution, reported and verified totals and the verifier's statement. A locked year states its kept figures."
      years={years}
      currentYear={currentYear}
      formats={['xlsx', 'json'] as const}
      download={useDownloadAnnualEmissionsReport()}
      buttonLabel={(format, year) =>
        `Download ${format.toUpperCase()}: annual emissions report ${year}`
      }
    />
  );
}
