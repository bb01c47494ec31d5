import { BarChart3, Factory, Gauge, type LucideIcon } from 'lucide-react';
import type { AdditionalReportKind } from '@domain/views/additional-reports';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useDownloadCsvReport, type ReportScope } from '../api/download-report';

/** The first and last day of the range shown; null ends without data. */
interface ShownDays {
  from: string | null;
  to: string | null;
}

interface ReportItem {
  title: string;
  description: (days: ShownDays) => string;
  Icon: LucideIcon;
  kind: AdditionalReportKind;
}

/** data §2 'Additional Reports': each item is a CSV document the server writes from the analysis shown. */
const ITEMS: readonly ReportItem[] = [
  {
    title: 'Plant Performance',
    description: () =>
      'One row per plant: electricity output (MWh), CO2 (t), average efficiency (%), status.',
    Icon: Factory,
    kind: 'plant-performance',
  },
  {
    title: 'Emissions Summary',
    description: ({ from, to }) =>
      `CO2, CH4 and N2O in tonnes for each day ${from && to ? `from ${from} to ${to}, the range shown` : 'of the range shown'}; days without data are marked "no data".`,
    Icon: BarChart3,
    kind: 'emissions-summary',
  },
  {
    title: 'Efficiency Analysis',
    description: () =>
      'Each facility against the cohort: efficiency (%), points from the cohort average, emission intensity (gCO2/kWh), output, traffic light.',
    Icon: Gauge,
    kind: 'efficiency-analysis',
  },
];

/** The additional reports of the scope shown, or of the sample data when `scope` is null. */
export function AdditionalReportsCard({
  scope,
  days,
}: {
  scope: ReportScope | null;
  days: ShownDays;
}) {
  const download = useDownloadCsvReport();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Additional Reports</h2>
      <p className="text-sm text-slate-600">
        CSV documents of the {scope === null ? 'sample data' : 'data shown'}, with the figures the
        screens show.
      </p>
      {download.error && (
        <div className="mt-3">
          <Alert tone="error">{download.error.message}</Alert>
        </div>
      )}
      <ul className="mt-4 divide-y divide-slate-100">
        {ITEMS.map((item) => (
          <li key={item.title} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
            <item.Icon
              className="hidden h-5 w-5 shrink-0 text-brand-600 sm:block"
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold text-slate-900">{item.title}</h3>
              <p className="text-sm text-slate-600">{item.description(days)}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => download.mutate({ scope, kind: item.kind })}
              disabled={download.isPending}
              aria-label={`Generate Report: ${item.title}`}
              className="shrink-0"
            >
              Generate Report
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
