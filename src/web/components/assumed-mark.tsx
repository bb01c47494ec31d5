/** Issue 11: the label beside a plant fact that is the register's default, not declared by the user. */
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
