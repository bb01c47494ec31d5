import { queryOptions } from '@tanstack/react-query';
import { DATA_CACHE_MINUTES } from '../../domain/core/constants';
import { api } from './api-client';
import type { Analysis } from './api-types';
import { callApiJson } from './call-api';
import { queryKeys, type AnalysisScope } from './query-keys';

/** accounts §9: loaded data stays fresh for 5 minutes before it is fetched again. */
export const DATA_FRESH_MS = DATA_CACHE_MINUTES * 60_000;

export const filesQuery = () =>
  queryOptions({
    queryKey: queryKeys.files(),
    queryFn: async () =>
      (await callApiJson(() => api.api.files.$get({ query: {} }), 'Failed to fetch CSV files'))
        .files,
    staleTime: DATA_FRESH_MS,
  });

export const analysisQuery = (scope: AnalysisScope) =>
  queryOptions({
    queryKey: queryKeys.analysis.scope(scope),
    queryFn: (): Promise<Analysis> =>
      callApiJson(
        () => api.api.files[':id'].analysis.$get({ param: { id: scope.file } }),
        'Failed to load CSV data',
      ),
    staleTime: DATA_FRESH_MS,
  });
