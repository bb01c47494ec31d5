import { Settings } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PermitAnalysis, TrafficLight } from '@domain/analysis/types';
import type { Analysis } from '@web/lib/api-types';
import type { EtsYear } from '@domain/ets/ets-year';
import {
  allowancesText,
  deadlinesText,
  penaltyText,
  positionText,
  projectionBasis,
  etsCo2Text,
  etsCoverageText,
  owedCo2Text,
} from '@domain/ets/ets-words';
import { etsBasisText, MSG_BASIS_KEPT } from '@domain/ets/co2-basis-words';
import { count, num, pct } from '@domain/format';
import {
  MSG_NO_PERMIT_DATA,
  MSG_NO_PERMIT_DATA_HINT,
  MSG_PERMIT_ANALYSIS_FAILED,
  MSG_PERMIT_CARD_ERROR_SUBTITLE,
  MSG_PERMIT_DATA_LOAD_FAILED,
} from '@domain/messages';
import { formatPermitNotes } from '@domain/permits/permit-runway';
import { lockedText, msgYearNotOver } from '@domain/validation/year-lock';
import { etsYearQuery } from '@web/lib/ets-year-query';
import { paths } from '@web/lib/paths';
import { ApiError } from '@web/lib/api-error';
import { DataQualityLink } from '@web/components/data-quality-link';
import { StatusBadge, type BadgeTone } from '@web/components/status-badge';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { ProgressBar, type ProgressBarColour } from '@web/components/ui/progress-bar';
import { HowComputed } from '@web/components/ui/how-computed';

const LIGHT_TONE: Record<TrafficLight, BadgeTone> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
};

/** data §8: the service's message when it answered with one, else 'Failed to load permit data'. */
export const permitLoadError = (error: Error) =>
  error instanceof ApiError && error.status !== 0 ? error.message : MSG_PERMIT_DATA_LOAD_FAILED;

/** Where the analysis the card reads stands: shown, being fetched again, or failed to fetch again. */
export type PermitCardStatus = 'ready' | 'refreshing' | { error: string };

/**
 * data §2 "EU Permits card states": loading, error, no permit, no valid analysis, full view. The permit
 * record and its runway come with the analysis (one request); while the analysis is fetched again (after
 * a permit is saved) the card shows its skeleton, and a failed fetch its error.
 */
export function PermitCard({
  analysis,
  fileName,
  status = 'ready',
}: {
  analysis: Analysis;
  fileName: string;
  status?: PermitCardStatus;
}) {
  if (status === 'refreshing') return <PermitSkeleton />;
  if (status !== 'ready') {
    return (
      <Frame subtitle={MSG_PERMIT_CARD_ERROR_SUBTITLE}>
        <Alert tone="error">{status.error}</Alert>
      </Frame>
    );
  }
  const permits = analysis.permits;
  if (!permits) {
    return (
      <Frame subtitle={`No permit record for ${analysis.ets.year}`} badge={<NoDataBadge />}>
        <EtsFacts
          ets={analysis.ets}
          plants={analysis.plants}
          rows={['co2', 'basis', 'allowances', 'deadlines', 'lock']}
        />
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
  if (!permits.result.valid) {
    return (
      <Frame subtitle={subtitleOf(permits)} badge={<NoDataBadge />}>
        <Alert tone="warning">
          <p className="font-medium">{MSG_PERMIT_ANALYSIS_FAILED}</p>
          <p className="mt-1">{permits.result.error}</p>
        </Alert>
        <EtsFacts
          ets={analysis.ets}
          plants={analysis.plants}
          rows={['co2', 'basis', 'allowances', 'deadlines']}
        />
        <RecordFooter record={permits.record} />
      </Frame>
    );
  }
  return (
    <PermitFullView
      permits={permits}
      result={permits.result}
      ets={analysis.ets}
      plants={analysis.plants}
      fileName={fileName}
    />
  );
}

type ValidResult = Extract<PermitAnalysis['result'], { valid: true }>;

/** The analysis's plants, by which the ETS rows name a plant. */
type Plants = Analysis['plants'];

function PermitFullView({
  permits,
  result: r,
  ets,
  plants,
  fileName,
}: {
  permits: PermitAnalysis;
  result: ValidResult;
  ets: EtsYear;
  plants: Plants;
  fileName: string;
}) {
  const { input } = permits;
  return (
    <Frame
      subtitle={subtitleOf(permits)}
      badge={<StatusBadge tone={LIGHT_TONE[r.status_light]}>{r.status_label}</StatusBadge>}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Figure label="Active permits" value={num(permits.active_permits)}>
          {ets.allowance_basis === 'euas'
            ? 'replaced by the EUAs entered'
            : `1 permit = ${num(ets.permit_block_t)} tCO2`}
        </Figure>
        <Figure label="Capacity" value={`${num(r.total_capacity_t)} tCO2`}>
          {num(r.total_capacity_t)} EUAs; 1 EUA = 1 tCO2
        </Figure>
        {/* An ended year has no runway left to predict: its status line states its outcome. */}
        {permits.isCurrentYear && (
          <Figure label="Predicted validity" value={`${r.years_display} years`}>
            {num(r.months_remaining, 1)} months
          </Figure>
        )}
        <Figure
          label="Permit year"
          value={`${permits.permit_year}${permits.isCurrentYear ? '' : ' (Historical)'}`}
        />
        <Figure label="Estimated market value" value={`€${num(r.market_value_eur)}`}>
          at €{num(ets.price_eur_per_t, 2)} per EUA
        </Figure>
        <Figure
          label="Consumption rate"
          value={`${num(input.avg_consumption_rate_t_per_month ?? 0, 1)} tCO2/month`}
        >
          CO2 only
        </Figure>
      </dl>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span className="font-medium text-slate-700">Capacity used</span>
          <span className="font-semibold text-slate-900">{pct(r.consumed_pct)}</span>
        </div>
        <ProgressBar
          value={r.consumed_pct}
          label="Capacity used"
          colour={BAR_COLOUR[r.status_light]}
          valueText={`${pct(r.consumed_pct)}, ${r.status_label}`}
        />
        <p className="mt-1 text-xs text-slate-500">
          {ets.year}: {owedCo2Text(ets)} (plants declared in EU ETS scope), of{' '}
          {num(r.total_capacity_t)} tCO2.
        </p>
      </div>

      <p className={`text-sm font-medium ${STATUS_LINE_TONE[r.status_light]}`}>{r.status_line}</p>

      <EtsFacts
        ets={ets}
        plants={plants}
        rows={[
          'allowances',
          'co2',
          'basis',
          'readings',
          'lock',
          'position',
          'penalty',
          'deadlines',
        ]}
      />

      <HowComputed>
        <p>
          Consumption rate: the {ets.year} CO2 of plants in EU ETS scope ({fileName}) over its{' '}
          {count(ets.days_with_data, 'day')} with data. Only CO2 counts against EU ETS allowances.
        </p>
        {ets.projection && <p>{projectionBasis(ets).trim()}</p>}
      </HowComputed>

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
      <RecordFooter record={permits.record} />
    </Frame>
  );
}

/** The ETS year in the words every screen and the PDF use (as they are, so searches match), each under its label. */
const ETS_ROWS = {
  allowances: { label: () => 'Allowances', text: allowancesText },
  co2: {
    label: (ets: EtsYear) => (ets.status === 'verified' ? 'Verified CO2' : 'Reported CO2'),
    text: etsCo2Text,
  },
  basis: {
    label: () => 'CO2 basis',
    text: (ets: EtsYear, plants: Plants) => etsBasisText(ets, plants) ?? MSG_BASIS_KEPT,
  },
  position: { label: () => 'Position', text: positionText },
  penalty: { label: () => 'Penalty exposure', text: penaltyText },
  readings: { label: () => 'Readings', text: (ets: EtsYear) => <Readings ets={ets} /> },
  lock: { label: () => 'Lock', text: (ets: EtsYear) => <YearLock year={ets.year} /> },
  deadlines: { label: () => 'Deadlines', text: deadlinesText },
} as const satisfies Record<
  string,
  { label: (ets: EtsYear) => string; text: (ets: EtsYear, plants: Plants) => ReactNode }
>;

const linkClass = 'font-medium text-brand-700 underline';

/**
 * The year's coverage as the scope's gaps give it; one file's scope does not read the gaps of the
 * year (other uploads may fill them), so it leads to the same year over all the data instead.
 */
function Readings({ ets }: { ets: EtsYear }) {
  const coverage = etsCoverageText(ets);
  if (coverage) return coverage;
  return (
    <>
      read over all your uploads, not one file:{' '}
      <Link to={`?scope=all&preset=year-${ets.year}`} className={linkClass}>
        Show {ets.year} for all data
      </Link>
    </>
  );
}

/**
 * Whether the year is locked, as the organisation's history keeps it (a lock is of the history's
 * year, whichever scope is shown); nothing until known.
 */
function YearLock({ year }: { year: number }) {
  const ets = useQuery(etsYearQuery(year));
  if (!ets.data) return null;
  const locked = ets.data.locked;
  if (locked) return `${lockedText(locked)}: its figures are kept as they were then.`;
  // The year of the latest data may still be running: it can be locked once it has ended.
  if (year >= new Date().getFullYear()) return `${msgYearNotOver(year)}.`;
  return (
    <>
      {year} is open: its figures follow your data. Lock it in{' '}
      <Link to={`${paths.settings}?tab=permits`} className={linkClass}>
        EU Permits settings
      </Link>{' '}
      once its report is submitted.
    </>
  );
}

/** The rows asked for; the CO2 and readings rows say how much data they rest on, so a link leads on to it. */
function EtsFacts({
  ets,
  plants,
  rows,
}: {
  ets: EtsYear;
  plants: Plants;
  rows: readonly (keyof typeof ETS_ROWS)[];
}) {
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <dl className="space-y-2">
        {rows.map((row) => {
          const { label, text } = ETS_ROWS[row];
          const deficit = row === 'position' && ets.position_t < 0;
          return (
            <div key={row} className="sm:flex sm:gap-3">
              <dt className="shrink-0 font-medium text-slate-700 sm:w-36">{label(ets)}</dt>
              <dd className={deficit ? 'font-medium text-red-700' : 'text-slate-800'}>
                {text(ets, plants)}
              </dd>
            </div>
          );
        })}
      </dl>
      <DataQualityLink />
    </div>
  );
}

/** The share of the allowances used: longer is worse, so the bar takes the runway light's colour. */
const BAR_COLOUR: Record<TrafficLight, ProgressBarColour> = {
  green: 'brand',
  yellow: 'yellow',
  red: 'red',
};

const STATUS_LINE_TONE: Record<TrafficLight, string> = {
  green: 'text-green-800',
  yellow: 'text-yellow-900',
  red: 'text-red-700',
};

function subtitleOf(permits: PermitAnalysis): string {
  const company = permits.record.company_name;
  return `EU ETS allowances for ${permits.permit_year}${company ? `, ${company}` : ''}`;
}

function RecordFooter({ record }: { record: PermitAnalysis['record'] }) {
  const notes = formatPermitNotes(record.notes);
  return (
    <div className="border-t border-slate-100 pt-3 text-xs text-slate-500">
      {record.updated_at && (
        <p>
          Last updated:{' '}
          {new Date(record.updated_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
        </p>
      )}
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
