/** The "assumed" label beside a plant fact that is still the dashboard's default, not declared (issue 11). */
export function AssumedMark() {
  return (
    <span
      className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      title="Not declared yet: the dashboard's default applies"
    >
      assumed
    </span>
  );
}
