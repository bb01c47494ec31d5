import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  EXPORT_FORMATS,
  EXPORT_ROLES,
  type ExportFormat,
  type ExportRole,
  type Jurisdiction,
} from '@domain/constants';
import { JURISDICTION_LABELS } from '@web/components/jurisdiction-toggle';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { useDownloadExport, type ReportScope } from '../api/download-report';

/** data §6: what each role's scope lets the export contain (besides the reporting period and metadata). */
const ROLE_SCOPE_TEXT: Record<ExportRole, string> = {
  regulator:
    'Emissions, compliance and verification: the aggregated emissions and energy figures and the facility table.',
  internal: 'Everything: the whole report, every section included.',
  partner: 'Aggregated data only: the aggregated emissions and energy figures, no facility rows.',
  public: 'Summary data only: total GHG, energy, renewable share and the number of facilities.',
};

const ROLE_NAMES: Record<ExportRole, string> = {
  regulator: 'Regulator',
  internal: 'Internal',
  partner: 'Partner',
  public: 'Public',
};

const ROLES = Object.keys(EXPORT_ROLES) as ExportRole[];

/** data §5, §6: format and role of the compliance-report export, downloaded from the server. */
export function ExportPanel({
  scope,
  jurisdiction,
}: {
  scope: ReportScope;
  jurisdiction: Jurisdiction;
}) {
  const [format, setFormat] = useState<ExportFormat>('json');
  const [role, setRole] = useState<ExportRole>('internal');
  const exporting = useDownloadExport();
  return (
    <div className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as ExportRole)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </SelectField>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        {ROLES.map((r) => (
          <div
            key={r}
            className={`rounded-md border p-2 text-xs ${
              r === role ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
            }`}
          >
            <dt className="font-semibold text-slate-800">
              {ROLE_NAMES[r]}{' '}
              <span className="font-normal text-slate-500">
                ({EXPORT_ROLES[r].access.join(', ')})
              </span>
            </dt>
            <dd className="text-slate-600">{ROLE_SCOPE_TEXT[r]}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => exporting.mutate({ scope, format, role, jurisdiction })}
          disabled={exporting.isPending}
          aria-busy={exporting.isPending}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting.isPending ? 'Exporting...' : `Export ${format.toUpperCase()}`}
        </Button>
        <span className="text-xs text-slate-500">
          {JURISDICTION_LABELS[jurisdiction]} report for the {ROLE_NAMES[role].toLowerCase()} role
        </span>
      </div>
      {exporting.error && <Alert tone="error">{exporting.error.message}</Alert>}
    </div>
  );
}
