import { queryOptions } from '@tanstack/react-query';
import { DATA_CACHE_MINUTES } from '../../domain/core/constants';
import { api, readJson } from './api-client';
import type { Analysis, FileEntry } from './api-types';

/** accounts §9: loaded data stays fresh for 5 minutes before it is fetched again. */
export const DATA_FRESH_MS = DATA_CACHE_MINUTES * 60_000;

export const filesQuery = () =>
  queryOptions({
    queryKey: ['files'],
    queryFn: async () =>
      (
        await readJson<{ files: FileEntry[] }>(
          await api.api.files.$get({ query: {} }),
          'Failed to fetch CSV files',
        )
      ).files,
    staleTime: DATA_FRESH_MS,
  });

export const analysisQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['analysis', fileId],
    queryFn: async () =>
      readJson<Analysis>(
        await api.api.files[':id'].analysis.$get({ param: { id: fileId } }),
        'Failed to load CSV data',
      ),
    staleTime: DATA_FRESH_MS,
  });
