import type { LoadedData } from '@web/lib/loaded-data';

export type DataStatus = 'loading' | 'error' | 'empty' | 'live';

/** The header badge's words for each state (accounts §2 names "Loading Data..." and "Live Monitoring"). */
export const DATA_STATUS_LABELS: Record<DataStatus, string> = {
  loading: 'Loading Data...',
  error: 'Data error',
  empty: 'No data',
  live: 'Live Monitoring',
};

/** What the loaded data is at: loading, failed, absent, or shown on the screens. */
export function dataStatus({
  loading,
  error,
  analysis,
}: Pick<LoadedData, 'loading' | 'error' | 'analysis'>): DataStatus {
  if (loading) return 'loading';
  if (error) return 'error';
  return analysis ? 'live' : 'empty';
}
