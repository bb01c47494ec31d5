import { useDownloadEsrsE16 } from '../api/download-report';
import { YearReportCard } from './year-report-card';

/** Issue 38: the ESRS E1-6 datapoints of a year of the whole history, as JSON or CSV downloads. */
export function EsrsE16Card({
  years,
  currentYear,
}: {
  years: readonly number[];
  currentYear?: number;
}) {
  return (
    <YearReportCard
      title="ESRS E1-6 datapoints"
      description="Gross Scope 1 emissions of the year by gas in t CO2e and the percentage from plants declared in EU ETS scope, from the whole history; Scope 2 and 3 not assessed. CH4 and N2O the data lack are estimated from each plant’s fuel (IPCC 2006 Tier 1), and every datapoint names its basis: reported or estimated."
      years={years}
      currentYear={currentYear}
      formats={['json', 'csv'] as const}
      download={useDownloadEsrsE16()}
      buttonLabel={(format) => `Download ${format.toUpperCase()}: ESRS E1-6 datapoints`}
    />
  );
}
