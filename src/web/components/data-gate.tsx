import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Analysis } from '../lib/api-types';
import { useLoadedData } from '../lib/loaded-data';
import { sampleAnalysisQuery } from '../lib/sample-analysis';
import { LoadFailureCard } from './load-failure-card';
import { NoDataCard, NoDataInRangeCard } from './no-data-card';
import { SampleDataNotice } from './sample-data-notice';
import { Spinner } from './ui/spinner';

/** data §8: the title over a failed load, unless the screen has its own. */
const ERROR_TITLE = 'Error Loading Data';

export interface DataGateProps {
  /** data §2: the screen's own words while the chosen file's analysis is computed ('Loading overview...'). */
  computingLabel?: string;
  /** The title over a failed load ('Failed to load factory comparison data' on Benchmarking). */
  errorTitle?: string;
  /** data §7: without a loaded file, show the sample's figures (labelled as the sample) instead of the empty state. */
  sampleWhenEmpty?: boolean;
  /** Shown under the empty state (Overview: the sample insights preview, data §2). */
  emptyExtra?: ReactNode;
  /** The screen, drawn from an analysis; `sample` says it is the sample's. */
  children: (analysis: Analysis, source: { sample: boolean }) => ReactNode;
}

/**
 * The one gate in front of every data screen (data §2 "Screen states: loading, error, empty, data"):
 * a spinner while loading; the failure with its message and Retry; the empty state with what to
 * do; or the screen itself, from the loaded file's analysis or, where the spec allows it, the sample's.
 */
export function DataGate({
  computingLabel,
  errorTitle = ERROR_TITLE,
  sampleWhenEmpty = false,
  emptyExtra,
  children,
}: DataGateProps) {
  const loaded = useLoadedData();
  const empty = !loaded.loading && !loaded.error && !loaded.analysis;
  const sample = useQuery({ ...sampleAnalysisQuery(), enabled: sampleWhenEmpty && empty });

  if (loaded.loading) {
    const label = loaded.file && computingLabel ? computingLabel : 'Auto-loading your data...';
    return <Spinner label={label} className="py-24" />;
  }
  if (loaded.error) {
    return <LoadFailureCard title={errorTitle} message={loaded.error} onRetry={loaded.refresh} />;
  }
  if (loaded.analysis) {
    // Issue 10: a range that holds nothing says so instead of showing zeros.
    const message = loaded.analysis.scope?.message;
    if (message)
      return <NoDataInRangeCard message={message} onShowAll={() => loaded.setRange('all', null)} />;
    return <>{children(loaded.analysis, { sample: false })}</>;
  }
  if (!sampleWhenEmpty) {
    return (
      <div className="space-y-6">
        <NoDataCard />
        {emptyExtra && <div className="mx-auto max-w-xl">{emptyExtra}</div>}
      </div>
    );
  }
  if (sample.error) {
    return (
      <LoadFailureCard title={errorTitle} message={sample.error.message} onRetry={sample.refetch} />
    );
  }
  if (!sample.data) return <Spinner label="Loading sample data..." className="py-24" />;
  return (
    <div className="space-y-6">
      <SampleDataNotice />
      {children(sample.data, { sample: true })}
    </div>
  );
}
