import { DataGate } from '../../../components/data-gate';
import { useLoadedData } from '../../../lib/loaded-data';
import { AdditionalReportsCard } from './additional-reports-card';
import { ComplianceReportCard } from './compliance-report-card';

/** data §2 Reports: the compliance report (PDF, exports) and the additional CSV reports. */
export function ReportsPage() {
  const { file } = useLoadedData();
  return (
    <DataGate sampleWhenEmpty>
      {(analysis, { sample }) => (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Reports</h1>
            <p className="text-sm text-slate-600">
              Compliance reports and data documents from{' '}
              {sample ? 'the sample data' : (file?.fileName ?? 'the loaded data')}.
            </p>
          </div>
          <ComplianceReportCard
            fileId={sample ? null : (file?.id ?? null)}
            period={analysis.period}
          />
          <AdditionalReportsCard fileId={sample ? null : (file?.id ?? null)} />
        </div>
      )}
    </DataGate>
  );
}
