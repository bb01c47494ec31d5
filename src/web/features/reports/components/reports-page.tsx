import { DataGate } from '@web/components/data-gate';
import { useLoadedData } from '@web/lib/loaded-data';
import { scopeName, scopeRequest, spanOf } from '@web/lib/scope-params';
import { AnnualEmissionsReportCard } from './annual-emissions-report-card';
import { AdditionalReportsCard } from './additional-reports-card';
import { ComplianceReportCard } from './compliance-report-card';
import { EsrsE16Card } from './esrs-e1-6-card';

/** data §2 Reports: the compliance report (PDF, exports) and the additional CSV reports of the scope shown. */
export function ReportsPage() {
  const { file, files, scope } = useLoadedData();
  // The history's years: the yearly reports are of the whole history, whatever the scope shown.
  const years = spanOf(files)?.years ?? [];
  return (
    <DataGate sampleWhenEmpty>
      {(analysis, { sample }) => {
        const request = sample ? null : scopeRequest(scope);
        return (
          <div className="space-y-6">
            <div>
              <h1 className="text-2xl font-semibold text-slate-900">Reports</h1>
              <p className="text-sm text-slate-600">
                Compliance reports and data documents from{' '}
                {sample ? 'the sample data' : scopeName(scope, file)}.
              </p>
            </div>
            <ComplianceReportCard scope={request} period={analysis.period} />
            <AdditionalReportsCard
              scope={request}
              days={{ from: analysis.dailyTotals.windowStart, to: analysis.dailyTotals.windowEnd }}
            />
            {!sample && years.length > 0 && <EsrsE16Card years={years} />}
            {!sample && years.length > 0 && <AnnualEmissionsReportCard years={years} />}
          </div>
        );
      }}
    </DataGate>
  );
}
