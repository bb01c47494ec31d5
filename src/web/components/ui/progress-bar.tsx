const COLOURS = {
  brand: 'bg-brand-600',
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
} as const;

/**
 * A bar's colour: green (brand) where longer is better, red where longer is worse, yellow for a
 * warning on such a bar, blue where neither.
 */
export type ProgressBarColour = keyof typeof COLOURS;

/** A determinate progress bar (0 to 100) with its label for screen readers. */
export function ProgressBar({
  value,
  label,
  colour = 'brand',
  valueText,
}: {
  value: number;
  label: string;
  colour?: ProgressBarColour;
  /** What a screen reader says of the value, when the percent alone does not say enough. */
  valueText?: string;
}) {
  const shown = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full ${COLOURS[colour]} transition-[width] duration-200`}
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
