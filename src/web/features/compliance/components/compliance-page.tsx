import { DataGate } from '@web/components/data-gate';
import { useLoadedData } from '@web/lib/loaded-data';
import { scopeName } from '@web/lib/scope-params';
import { ComplianceAssistant } from './compliance-assistant';
import { ComplianceChecklists } from './compliance-checklists';
import { PermitCard, permitLoadError, type PermitCardStatus } from './permit-card';
import { SecSection } from './sec-section';

/** data §2 Compliance: EU ETS permits, the SEC extract, the assistant and the summary checklists. */
export function CompliancePage() {
  const { file, scope, refreshing, refreshError } = useLoadedData();
  const permitStatus: PermitCardStatus = refreshing
    ? 'refreshing'
    : refreshError
      ? { error: permitLoadError(refreshError) }
      : 'ready';
  return (
    <DataGate>
      {(analysis) => (
        <div className="space-y-8">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Compliance</h1>
            <p className="text-sm text-slate-600">
              EU and US climate reporting from {scopeName(scope, file)}
              {analysis.period
                ? `, ${analysis.period.startDate} to ${analysis.period.endDate}`
                : ''}
              .
            </p>
          </div>
          <section aria-labelledby="ets-heading" className="space-y-3">
            <h2 id="ets-heading" className="text-lg font-semibold text-slate-900">
              EU Emissions Trading System
            </h2>
            <PermitCard
              analysis={analysis}
              fileName={scopeName(scope, file)}
              status={permitStatus}
            />
          </section>
          <SecSection sec={analysis.sec} plantCount={analysis.plantCount} />
          <ComplianceAssistant lists={analysis.complianceAssistant} />
          <ComplianceChecklists analysis={analysis} />
        </div>
      )}
    </DataGate>
  );
}
