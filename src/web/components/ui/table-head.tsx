/** A column of a table's head: its label, and whether it holds figures (aligned right). */
export type HeadColumn = string | { label: string; figures: true };

/**
 * A table's head row: labels in small capitals over a rule; with `actions`, a last column for the
 * rows' buttons, named for a screen reader only and relative, so its hidden name stays inside the
 * table's sideways scroll.
 */
export function TableHead({
  columns,
  actions = false,
  cell = 'px-2 py-1.5',
  className = '',
}: {
  columns: readonly HeadColumn[];
  actions?: boolean;
  /** The padding of its cells, the same as the body's. */
  cell?: string;
  /** More classes of the head: a table whose rows stack on a phone hides it there. */
  className?: string;
}) {
  return (
    <thead className={`border-b border-slate-200 text-xs uppercase text-slate-500 ${className}`}>
      <tr>
        {columns.map((c) => {
          const label = typeof c === 'string' ? c : c.label;
          const align = typeof c === 'string' ? '' : ' text-right';
          return (
            <th key={label} scope="col" className={`${cell} font-medium${align}`}>
              {label}
            </th>
          );
        })}
        {actions && (
          <th scope="col" className={`relative ${cell}`}>
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
