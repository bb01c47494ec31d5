/** A determinate progress bar (0 to 100) with its label for screen readers. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const shown = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
