import { dayStates, lastDays, type DaySpan, type DayState } from '@domain/coverage/day-states';
import type { Gap } from '@web/lib/get-quality';

/** A year of days: a longer span shows its last year, and says so. */
const MAX_DAYS = 365;

const STATES: readonly { state: DayState; label: string; colour: string }[] = [
  { state: 'full', label: 'Full: every hour', colour: 'bg-green-600' },
  { state: 'partial', label: 'Partial: some hours missing', colour: 'bg-amber-400' },
  { state: 'missing', label: 'Missing: no hours', colour: 'bg-red-600' },
  { state: 'outside', label: "Outside the plant's readings", colour: 'bg-slate-200' },
];
const COLOUR = Object.fromEntries(STATES.map((s) => [s.state, s.colour])) as Record<
  DayState,
  string
>;
const WORD: Record<DayState, string> = {
  full: 'full',
  partial: 'partial',
  missing: 'missing',
  outside: "outside the plant's readings",
};

/**
 * A plant's days as a strip of small cells coloured by how much of each day the data holds. The
 * cells are not focusable (a year would be 365 tab stops); each names its day and state.
 */
export function CoverageStrip({
  span,
  readings,
  gaps,
}: {
  /** The days of the range. */
  span: DaySpan;
  /** The days of the plant's readings. */
  readings: DaySpan;
  gaps: readonly Gap[];
}) {
  const shown = lastDays(span, MAX_DAYS);
  const cells = dayStates(shown, readings, gaps);
  return (
    <div>
      {shown.first !== span.first && (
        <p className="mb-1 text-xs text-slate-600">
          The last {MAX_DAYS} days, from {shown.first} to {shown.last}.
        </p>
      )}
      <ul className="flex flex-wrap gap-0.5" aria-label="Days">
        {cells.map((c) => (
          <li
            key={c.date}
            title={`${c.date}: ${WORD[c.state]}`}
            aria-label={`${c.date}: ${WORD[c.state]}`}
            className={`h-3 w-3 rounded-sm ${COLOUR[c.state]}`}
          />
        ))}
      </ul>
    </div>
  );
}

/** What the strip's colours mean, once per screen. */
export function CoverageLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Legend">
      {STATES.map((s) => (
        <li key={s.state} className="flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded-sm ${s.colour}`} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
