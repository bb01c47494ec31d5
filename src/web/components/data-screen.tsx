import type { ReactNode } from 'react';
import type { Analysis } from '../lib/api-types';
import { useLoadedData } from '../lib/loaded-data';
import { DataState } from './data-state';
import { Spinner } from './ui/spinner';

/**
 * data §2: DataState, plus the screen's own label ('Loading overview...' and so on) while the chosen
 * file's analysis is being computed; finding the file to auto-load still reads 'Auto-loading your data...'.
 */
export function DataScreen({
  computingLabel,
  children,
}: {
  computingLabel: string;
  children: (analysis: Analysis) => ReactNode;
}) {
  const { loading, file } = useLoadedData();
  if (loading && file) return <Spinner label={computingLabel} className="py-24" />;
  return <DataState>{children}</DataState>;
}
