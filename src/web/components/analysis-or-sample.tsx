import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Analysis } from '../lib/api-types';
import { paths } from '../app/paths';
import { useLoadedData } from '../lib/loaded-data';
import { sampleAnalysisQuery } from '../lib/sample-analysis';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';

/** What a screen renders from: the loaded file's analysis, or the sample's with `sample` true. */
export interface AnalysisSource {
  analysis: Analysis;
  sample: boolean;
}

/**
 * data §2, §7: Reports and Benchmarking show the loaded file's analysis, or the sample's when no file is
 * loaded (the page shows SampleDataNotice then); a failure shows `errorTitle`, the message and a Retry button.
 */
export function AnalysisOrSample({
  errorTitle,
  children,
}: {
  errorTitle: string;
  children: (source: AnalysisSource) => ReactNode;
}) {
  const loaded = useLoadedData();
  const useSample = !loaded.loading && !loaded.error && loaded.file === null;
  const sample = useQuery({ ...sampleAnalysisQuery(), enabled: useSample });

  if (loaded.loading) return <Spinner label="Auto-loading your data..." className="py-24" />;
  if (loaded.error) {
    return <LoadFailure title={errorTitle} message={loaded.error} retry={loaded.refresh} />;
  }
  if (loaded.analysis) return <>{children({ analysis: loaded.analysis, sample: false })}</>;
  if (sample.error) {
    return <LoadFailure title={errorTitle} message={sample.error.message} retry={sample.refetch} />;
  }
  if (!sample.data) return <Spinner label="Loading sample data..." className="py-24" />;
  return <>{children({ analysis: sample.data, sample: true })}</>;
}

/** Says that the figures are the sample's and where to upload one's own (a page shows it under its title). */
export function SampleDataNotice() {
  return (
    <Alert tone="info">
      <strong className="font-semibold">Sample data.</strong> No file of yours is loaded, so this
      page shows the figures of the sample data set.{' '}
      <Link to={`${paths.settings}?tab=data`} className="font-medium underline">
        Upload your CSV in Settings &gt; Data Source
      </Link>{' '}
      to see your own.
    </Alert>
  );
}

function LoadFailure({
  title,
  message,
  retry,
}: {
  title: string;
  message: string;
  retry: () => Promise<unknown>;
}) {
  return (
    <Card className="mx-auto max-w-xl space-y-3 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={() => void retry()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        Retry
      </Button>
    </Card>
  );
}
