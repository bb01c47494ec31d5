import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from './api-error';
import type { Analysis, FileEntry } from './api-types';
import { analysisQuery, filesQuery } from './files-api';
import { queryKeys } from './query-keys';

/** Which file the screens show: the newest (auto-load), one the user chose, or none (cleared). */
type Choice = { kind: 'newest' } | { kind: 'file'; id: string } | { kind: 'cleared' };

export interface LoadedData {
  /** The analysis of the loaded file, or null. */
  analysis: Analysis | null;
  file: FileEntry | null;
  /** True while the file list or the analysis is being fetched (status "Loading Data..."), or a 401 sends the user to sign in. */
  loading: boolean;
  /** The newest file was loaded without the user choosing it (accounts §4 auto-load). */
  autoLoaded: boolean;
  /**
   * "Failed to auto-load data" and the like; never "No CSV files found in storage", and never a
   * 401: the session ended, and the route guard is already sending the user to sign in.
   */
  error: string | null;
  /** The shown analysis is being fetched again (after a permit was saved, say). */
  refreshing: boolean;
  /** Fetching the shown analysis again failed; the previous answer is still shown. */
  refreshError: Error | null;
  load(fileId: string): void;
  /** Clear Data: the screens show nothing until a file is loaded again. */
  clear(): void;
  /** Fetches the file list and the analysis again. */
  refresh(): Promise<void>;
}

const LoadedDataContext = createContext<LoadedData | null>(null);

/** The one owner of "which file is loaded"; every screen reads it through useLoadedData(). */
export function LoadedDataProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice>({ kind: 'newest' });
  const files = useQuery(filesQuery());
  const list = files.data ?? [];
  const file =
    choice.kind === 'newest'
      ? (list[0] ?? null)
      : choice.kind === 'file'
        ? (list.find((f) => f.id === choice.id) ?? null)
        : null;
  const analysis = useQuery({ ...analysisQuery({ file: file?.id ?? '' }), enabled: file !== null });

  const load = useCallback((id: string) => setChoice({ kind: 'file', id }), []);
  const clear = useCallback(() => setChoice({ kind: 'cleared' }), []);
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.files() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
  }, [queryClient]);

  const autoLoaded = choice.kind === 'newest';
  const failed = files.error ?? analysis.error;
  // The session ended: the route guard is sending the user to sign in, so nothing is shown as failed.
  const signedOut = failed instanceof ApiError && failed.status === 401;
  const failure = signedOut ? null : failed;
  const value = useMemo<LoadedData>(
    () => ({
      analysis: file ? (analysis.data ?? null) : null,
      file,
      loading: files.isPending || (file !== null && analysis.isPending) || signedOut,
      autoLoaded,
      error:
        failure && !analysis.isRefetchError
          ? autoLoaded
            ? 'Failed to auto-load data'
            : failure.message
          : null,
      refreshing: analysis.isRefetching,
      refreshError: analysis.isRefetchError && !signedOut ? analysis.error : null,
      load,
      clear,
      refresh,
    }),
    [
      file,
      analysis.data,
      analysis.isPending,
      analysis.isRefetching,
      analysis.isRefetchError,
      analysis.error,
      files.isPending,
      signedOut,
      autoLoaded,
      failure,
      load,
      clear,
      refresh,
    ],
  );
  return <LoadedDataContext.Provider value={value}>{children}</LoadedDataContext.Provider>;
}

export function useLoadedData(): LoadedData {
  const value = useContext(LoadedDataContext);
  if (!value) throw new Error('useLoadedData needs a LoadedDataProvider above it');
  return value;
}
