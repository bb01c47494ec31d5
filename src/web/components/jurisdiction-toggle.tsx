import { JURISDICTIONS, type Jurisdiction } from '@domain/constants';

/** data §2: the toggle's labels, in the spec's order. */
export const JURISDICTION_LABELS: Record<Jurisdiction, string> = {
  EU: 'EU Only',
  US: 'US Only',
  COMBINED: 'Combined',
};

/** EU Only / US Only / Combined as a group of toggle buttons (data §4; the caller defaults to Combined). */
export function JurisdictionToggle({
  value,
  onChange,
  label,
}: {
  value: Jurisdiction;
  onChange: (value: Jurisdiction) => void;
  /** What the choice is for, read by screen readers ("Report jurisdiction"). */
  label: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {JURISDICTIONS.map((j) => (
        <button
          key={j}
          type="button"
          aria-pressed={value === j}
          onClick={() => onChange(j)}
          className={`rounded px-3 py-1.5 text-sm font-medium transition-colors ${
            value === j ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {JURISDICTION_LABELS[j]}
        </button>
      ))}
    </div>
  );
}
