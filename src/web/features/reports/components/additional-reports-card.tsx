import { BarChart3, Factory, Gauge, type LucideIcon } from 'lucide-react';
import {
  efficiencyAnalysisCsv,
  emissionsSummaryCsv,
  plantPerformanceCsv,
  type CsvDocument,
} from '../../../../domain/views/additional-reports';
import type { Analysis } from '../../../lib/api-types';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { saveBlob } from '../lib/download';

interface ReportItem {
  title: string;
  description: string;
  Icon: LucideIcon;
  build: (analysis: Analysis, sample: boolean) => CsvDocument;
}

/** data §2 'Additional Reports': each item writes a CSV document from the analysis shown. */
const ITEMS: readonly ReportItem[] = [
  {
    title: 'Plant Performance',
    description:
      'One row per plant: electricity output (MWh), CO2 (t), average efficiency (%), status.',
    Icon: Factory,
    build: plantPerformanceCsv,
  },
  {
    title: 'Emissions Summary',
    description:
      'CO2, CH4 and N2O in tonnes for each day of the 30 days ending on the last date in the data; days without data are marked "no data".',
    Icon: BarChart3,
    build: emissionsSummaryCsv,
  },
  {
    title: 'Efficiency Analysis',
    description:
      'Each facility against the cohort: efficiency (%), points from the cohort average, emission intensity (gCO2/kWh), output, traffic light.',
    Icon: Gauge,
    build: efficiencyAnalysisCsv,
  },
];

export function AdditionalReportsCard({
  analysis,
  sample,
}: {
  analysis: Analysis;
  sample: boolean;
}) {
  const generate = (item: ReportItem) => {
    const doc = item.build(analysis, sample);
    saveBlob(new Blob([doc.content], { type: 'text/csv;charset=utf-8' }), doc.fileName);
  };
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Additional Reports</h2>
      <p className="text-sm text-slate-600">
        CSV documents made in your browser from the {sample ? 'sample data' : 'loaded data'}.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        {ITEMS.map((item) => (
          <li key={item.title} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
            <item.Icon
              className="hidden h-5 w-5 shrink-0 text-brand-600 sm:block"
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold text-slate-900">{item.title}</h3>
              <p className="text-sm text-slate-600">{item.description}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => generate(item)}
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
