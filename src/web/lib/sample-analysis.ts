import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { Analysis } from './api-types';
import { callApiJson } from './call-api';
import { DATA_FRESH_MS } from './files-api';
import { queryKeys } from './query-keys';

/** data §7: the sample's analysis, which Reports and Benchmarking show when no file is loaded. */
export const sampleAnalysisQuery = () =>
  queryOptions({
    queryKey: queryKeys.sampleAnalysis(),
    queryFn: (): Promise<Analysis> =>
      callApiJson(() => api.api.sample.analysis.$get(), 'Failed to load CSV data'),
    staleTime: DATA_FRESH_MS,
  });
