import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  Analysis,
  PermitAnalysis,
  TrafficLight,
} from '../../../../domain/core/analysis/types';
import { PERMIT_STATUS_LABELS } from '../../../../domain/views/compliance-summary';
import {
  PERMIT_CAPACITY_T,
  PERMIT_PRICE_EUR_PER_T,
  PERMIT_RED_MAX_MONTHS,
  PERMIT_YELLOW_MAX_MONTHS,
} from '../../../../domain/core/constants';
import { beside, count, num, pct } from '../../../../domain/core/format';
import {
  MSG_NO_PERMIT_DATA,
  MSG_NO_PERMIT_DATA_HINT,
  MSG_PERMIT_ANALYSIS_FAILED,
  MSG_PERMIT_CARD_ERROR_SUBTITLE,
} from '../../../../domain/core/messages';
import { formatPermitNotes } from '../../../../domain/core/permits';
import { paths } from '../../../app/paths';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useCurrentPermit, type CurrentPermit } from '../api/get-current-permit';

const LIGHT_TONE: Record<TrafficLight, BadgeTone> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
};

/** data §2 "EU Permits card states": loading, error, no permit, no valid analysis, full view. */
export function PermitCard({ analysis, fileName }: { analysis: Analysis; fileName: string }) {
  const permit = useCurrentPermit();
  if (permit.isPending) return <PermitSkeleton />;
  if (permit.error) {
    return (
      <Frame subtitle={MSG_PERMIT_CARD_ERROR_SUBTITLE}>
        <Alert tone="error">{permit.error.message}</Alert>
      </Frame>
    );
  }
  const record = permit.data;
  if (!record) {
    return (
      <Frame subtitle="No permit record for the current year" badge={<NoDataBadge />}>
        <div className="rounded-md border border-dashed border-slate-300 p-4 text-center">
          <p className="font-medium text-slate-800">{MSG_NO_PERMIT_DATA}</p>
          <p className="mt-1 text-sm text-slate-600">{MSG_NO_PERMIT_DATA_HINT}</p>
          <Link
            to={`${paths.settings}?tab=permits`}
            className="mt-3 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Settings className="h-4 w-4" aria-hidden="true" />
            Open EU Permits settings
          </Link>
        </div>
      </Frame>
    );
  }
  const permits = analysis.permits;
  if (!permits?.result.valid) {
    return (
      <Frame subtitle={subtitleOf(record)} badge={<NoDataBadge />}>
        <Alert tone="warning">
          <p className="font-medium">{MSG_PERMIT_ANALYSIS_FAILED}</p>
          {permits && !permits.result.valid && <p className="mt-1">{permits.result.error}</p>}
        </Alert>
        <RecordFooter record={record} />
      </Frame>
    );
  }
  return (
    <PermitFullView
      permits={permits}
      result={permits.result}
      record={record}
      daysWithData={analysis.permitBasis.daysWithData}
      fileName={fileName}
    />
  );
}

type ValidResult = Extract<PermitAnalysis['result'], { valid: true }>;

function PermitFullView({
  permits,
  result: r,
  record,
  daysWithData,
  fileName,
}: {
  permits: PermitAnalysis;
  result: ValidResult;
  record: NonNullable<CurrentPermit>;
  daysWithData: number;
  fileName: string;
}) {
  const { input } = permits;
  return (
    <Frame
      subtitle={subtitleOf(record)}
      badge={
        <StatusBadge tone={LIGHT_TONE[r.status_light]}>
          {PERMIT_STATUS_LABELS[r.status_light]}
        </StatusBadge>
      }
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Figure label="Active permits" value={num(permits.active_permits)}>
          1 permit = {num(PERMIT_CAPACITY_T)} tCO2
        </Figure>
        <Figure label="Capacity" value={`${num(r.total_capacity_t)} tCO2`} />
        <Figure label="Predicted validity" value={`${r.years_display} years`}>
          {num(r.months_remaining, 1)} months
        </Figure>
        <Figure
          label="Permit year"
          value={`${permits.permit_year}${permits.isCurrentYear ? '' : ' (Historical)'}`}
        />
        <Figure label="Estimated market value" value={`€${num(r.market_value_eur)}`}>
          at €{PERMIT_PRICE_EUR_PER_T} per tCO2
        </Figure>
      </dl>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span className="font-medium text-slate-700">Capacity used</span>
          <span className="font-semibold text-slate-900">{pct(r.consumed_pct)}</span>
        </div>
        <ProgressBar value={r.consumed_pct} label="Capacity used" />
        <p className="mt-1 text-xs text-slate-500">
          {num(input.cumulative_emissions_t)} tCO2 dated {permits.permit_year} in the loaded data,
          of {num(r.total_capacity_t)} tCO2.
        </p>
      </div>

      <p className={`text-sm font-medium ${STATUS_LINE_TONE[r.status_light]}`}>{statusLine(r)}</p>

      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
        Consumption is from the loaded data ({fileName}):{' '}
        {num(input.avg_consumption_rate_t_per_month ?? 0)} tCO2/month, the CO2 average over{' '}
        {count(daysWithData, 'day')} with data. Only CO2 counts against EU ETS allowances.
      </p>

      {r.recommendations.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Recommendations</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {r.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <RecordFooter record={record} />
    </Frame>
  );
}

const STATUS_LINE_TONE: Record<TrafficLight, string> = {
  green: 'text-green-800',
  yellow: 'text-yellow-900',
  red: 'text-red-700',
};

/** data §4: the light and its threshold in words; months printed on the same side of the threshold. */
function statusLine(r: ValidResult): string {
  if (r.total_capacity_t === 0) return 'Critical: no active permits are recorded for this year.';
  if (r.status_light === 'green') {
    return `Active: ${beside(r.months_remaining, PERMIT_YELLOW_MAX_MONTHS)} months of capacity left, more than ${PERMIT_YELLOW_MAX_MONTHS} months.`;
  }
  const months = `${beside(r.months_remaining, PERMIT_RED_MAX_MONTHS)} months of capacity left`;
  return r.status_light === 'red'
    ? `Critical: ${months}, at or under the ${PERMIT_RED_MAX_MONTHS}-month threshold.`
    : `Warning: ${months}, at or under the ${PERMIT_YELLOW_MAX_MONTHS}-month threshold.`;
}

function subtitleOf(record: NonNullable<CurrentPermit>): string {
  return `EU ETS allowances for ${record.permit_year}${record.company_name ? `, ${record.company_name}` : ''}`;
}

function RecordFooter({ record }: { record: NonNullable<CurrentPermit> }) {
  const notes = formatPermitNotes(record.notes);
  return (
    <div className="border-t border-slate-100 pt-3 text-xs text-slate-500">
      <p>
        Last updated:{' '}
        {new Date(record.updated_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
      </p>
      {notes && (
        <p className="mt-1" title={record.notes ?? undefined}>
          Notes: {notes}
        </p>
      )}
    </div>
  );
}

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900">{value}</dd>
      {children && <dd className="text-xs text-slate-500">{children}</dd>}
    </div>
  );
}

function NoDataBadge() {
  return <StatusBadge tone="slate">No Data</StatusBadge>;
}

function Frame({
  subtitle,
  badge,
  children,
}: {
  subtitle: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-slate-900">EU Permits</h3>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        {badge}
      </div>
      {children}
    </Card>
  );
}

function PermitSkeleton() {
  return (
    <Card className="space-y-4 p-5" aria-busy="true">
      <span className="sr-only" role="status">
        Loading permit data...
      </span>
      <div className="h-5 w-32 animate-pulse rounded bg-slate-200" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
      <div className="h-2 w-full animate-pulse rounded-full bg-slate-200" />
      <div className="h-16 animate-pulse rounded bg-slate-100" />
    </Card>
  );
}
