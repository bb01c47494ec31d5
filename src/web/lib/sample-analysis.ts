import { queryOptions } from '@tanstack/react-query';
import type { Analysis } from './api-types';
import { api, readJson } from './api-client';
import { DATA_FRESH_MS } from './files-api';

/** data §7: the sample's analysis, which Reports and Benchmarking show when no file is loaded. */
export const sampleAnalysisQuery = () =>
  queryOptions({
    queryKey: ['sample-analysis'],
    queryFn: async () =>
      readJson<Analysis>(await api.api.sample.analysis.$get(), 'Failed to load CSV data'),
    staleTime: DATA_FRESH_MS,
  });
