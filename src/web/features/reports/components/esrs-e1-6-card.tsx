import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useDownloadEsrsE16 } from '../api/download-report';

const FORMATS = ['json', 'csv'] as const;

/** Issue 38: the ESRS E1-6 datapoints of a year of the whole history, as JSON or CSV downloads. */
export function EsrsE16Card({ year }: { year: number }) {
  const download = useDownloadEsrsE16();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">ESRS E1-6 datapoints ({year})</h2>
      <p className="text-sm text-slate-600">
        Gross Scope 1 emissions of {year} by gas in t CO2e and the percentage from plants declared
        in EU ETS scope, from the whole history; Scope 2 and 3 not assessed. CH4 and N2O the data
        lack are estimated from each plant&rsquo;s fuel (IPCC 2006 Tier 1), and every datapoint
        names its basis: reported or estimated.
      </p>
      {download.error && (
        <div className="mt-3">
          <Alert tone="error">{download.error.message}</Alert>
        </div>
      )}
      <div className="mt-4 flex gap-3">
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => download.mutate({ year, format })}
            disabled={download.isPending}
            aria-label={`Download ${format.toUpperCase()}: ESRS E1-6 datapoints`}
          >
            Download {format.toUpperCase()}
          </Button>
        ))}
      </div>
    </Card>
  );
}
