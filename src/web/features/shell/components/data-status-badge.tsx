import { DATA_STATUS_LABELS, type DataStatus } from '../lib/data-status';

const TONES: Record<DataStatus, { badge: string; dot: string }> = {
  loading: { badge: 'bg-yellow-100 text-yellow-800', dot: 'bg-yellow-500' },
  error: { badge: 'bg-red-100 text-red-800', dot: 'bg-red-600' },
  empty: { badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-500' },
  live: { badge: 'bg-green-100 text-green-800', dot: 'bg-green-600' },
};

/** accounts §2: the header's status badge, saying what state the loaded data is in. */
export function DataStatusBadge({ status }: { status: DataStatus }) {
  const tone = TONES[status];
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-medium ${tone.badge}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${tone.dot}`} aria-hidden="true" />
      {DATA_STATUS_LABELS[status]}
    </span>
  );
}
