import { FileDown, Globe2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportingPeriod } from '@domain/analysis/types';
import { DEFAULT_JURISDICTION, type Jurisdiction } from '@domain/constants';
import { REPORT_FRAMEWORKS } from '@domain/views/report-frameworks';
import { paths } from '@web/lib/paths';
import { DownloadSampleButton } from '@web/components/download-sample-button';
import { JURISDICTION_LABELS, JurisdictionToggle } from '@web/components/jurisdiction-toggle';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useDownloadPdf, type ReportScope } from '../api/download-report';
import { ExportPanel } from './export-panel';

/**
 * data §2 'Multi-Jurisdictional Compliance Report': jurisdiction (default Combined), its frameworks, the
 * server-rendered PDF and the data exports. Both need a stored file: with the sample shown, say how to get one.
 */
export function ComplianceReportCard({
  scope,
  period,
}: {
  /** The scope shown (a file or the history, its range and plants); null while the screen shows the sample. */
  scope: ReportScope | null;
  period: ReportingPeriod | null;
}) {
  const [jurisdiction, setJurisdiction] = useState<Jurisdiction>(DEFAULT_JURISDICTION);
  const pdf = useDownloadPdf();
  return (
    <Card className="space-y-5 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Globe2 className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Multi-Jurisdictional Compliance Report
          </h2>
          <p className="text-sm text-slate-600">
            {period
              ? `Reporting period from the data: ${period.startDate} to ${period.endDate}.`
              : 'The data has no reporting period.'}
          </p>
        </div>
        <JurisdictionToggle
          value={jurisdiction}
          onChange={setJurisdiction}
          label="Report jurisdiction"
        />
      </div>

      <div>
        <h3 className="text-sm font-semibold text-slate-800">
          Frameworks covered ({JURISDICTION_LABELS[jurisdiction]})
        </h3>
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
          {REPORT_FRAMEWORKS[jurisdiction].map((f) => (
            <li key={f.part} className="px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">{f.name}</p>
              <p className="text-slate-600">{f.covers}</p>
            </li>
          ))}
        </ul>
      </div>

      {scope ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => pdf.mutate({ scope, jurisdiction })}
            disabled={pdf.isPending}
            aria-busy={pdf.isPending}
          >
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {pdf.isPending ? 'Generating...' : 'Generate PDF Report'}
          </Button>
          <p className="text-xs text-slate-500">
            Rendered by the server from the analysis shown (its range and plants), with page numbers
            and the generation time.
          </p>
        </div>
      ) : (
        <NeedsFile />
      )}

      <div className="border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-800">Data export</h3>
        <p className="text-sm text-slate-600">
          Data export is available in JSON, CSV and XML, limited to what the chosen role may see.
          Every export also holds the reporting period and who it was made for (role, scope,
          generation time).
        </p>
        {scope ? <ExportPanel scope={scope} jurisdiction={jurisdiction} /> : null}
      </div>
    </Card>
  );
}

function NeedsFile() {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">
      <p>
        The PDF report and the data exports are made from a file stored in your account, so they
        need an uploaded file. To try them with the sample, download it and upload it in{' '}
        <Link to={`${paths.settings}?tab=data`} className="font-medium text-brand-700 underline">
          Settings &gt; Data Source
        </Link>
        .
      </p>
      <DownloadSampleButton className="mt-3" />
    </div>
  );
}
