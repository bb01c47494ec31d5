import { queryOptions } from '@tanstack/react-query';
import { DATA_CACHE_MINUTES } from '@domain/constants';
import { api } from './api-client';
import type { Analysis, FileEntry, FilePage } from './api-types';
import { callApiJson } from './call-api';
import { ALL_FILES, queryKeys, type AnalysisScope } from './query-keys';

/** accounts §9: loaded data stays fresh for 5 minutes before it is fetched again. */
export const DATA_FRESH_MS = DATA_CACHE_MINUTES * 60_000;

/** Files per page of the Settings list. */
export const FILE_PAGE_SIZE = 20;

/** The most files the API gives in one page: the whole list is read this many at a time. */
const LARGEST_PAGE = 100;

const FILES_FAILED = 'Failed to fetch CSV files';

const fetchPage = (limit: number, cursor: string | null): Promise<FilePage> =>
  callApiJson(
    () =>
      api.api.files.$get({
        query: { limit: String(limit), ...(cursor === null ? {} : { cursor }) },
      }),
    FILES_FAILED,
  );

/** Every file of the user, newest first (the scope select and the default scope need them all). */
export const filesQuery = () =>
  queryOptions({
    queryKey: queryKeys.allFiles(),
    queryFn: async (): Promise<FileEntry[]> => {
      const files: FileEntry[] = [];
      let cursor: string | null = null;
      do {
        const page = await fetchPage(LARGEST_PAGE, cursor);
        files.push(...page.files);
        cursor = page.nextCursor ?? null;
      } while (cursor !== null);
      return files;
    },
    staleTime: DATA_FRESH_MS,
  });

/** One page of FILE_PAGE_SIZE files, from the cursor a previous page gave (null: the first). */
export const filesPageQuery = (cursor: string | null) =>
  queryOptions({
    queryKey: queryKeys.filesPage(cursor),
    queryFn: () => fetchPage(FILE_PAGE_SIZE, cursor),
    staleTime: DATA_FRESH_MS,
  });

/** The range and plants of a scope as the API's query parameters. */
export function scopeQuery({ from, to, plants }: Omit<AnalysisScope, 'file'>) {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(plants && plants.length > 0 ? { plant: plants.map(String) } : {}),
  };
}

export const analysisQuery = (scope: AnalysisScope) =>
  queryOptions({
    queryKey: queryKeys.analysis.scope(scope),
    queryFn: (): Promise<Analysis> =>
      callApiJson(
        () =>
          scope.file === ALL_FILES
            ? api.api.analysis.$get({ query: scopeQuery(scope) })
            : api.api.files[':id'].analysis.$get({
                param: { id: scope.file },
                query: scopeQuery(scope),
              }),
        'Failed to load CSV data',
      ),
    staleTime: DATA_FRESH_MS,
  });
