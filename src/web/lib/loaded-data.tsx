import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Analysis } from './api-types';
import type { FileEntry } from './api-types';
import { analysisQuery, filesQuery } from './files-api';

/** Which file the screens show: the newest (auto-load), one the user chose, or none (cleared). */
type Choice = { kind: 'newest' } | { kind: 'file'; id: string } | { kind: 'cleared' };

export interface LoadedData {
  /** The analysis of the loaded file, or null. */
  analysis: Analysis | null;
  file: FileEntry | null;
  /** True while the file list or the analysis is being fetched (status "Loading Data..."). */
  loading: boolean;
  /** The newest file was loaded without the user choosing it (accounts §4 auto-load). */
  autoLoaded: boolean;
  /** "Failed to auto-load data" and the like; never "No CSV files found in storage". */
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
  const analysis = useQuery({ ...analysisQuery(file?.id ?? ''), enabled: file !== null });

  const load = useCallback((id: string) => setChoice({ kind: 'file', id }), []);
  const clear = useCallback(() => setChoice({ kind: 'cleared' }), []);
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['files'] });
    await queryClient.invalidateQueries({ queryKey: ['analysis'] });
  }, [queryClient]);

  const autoLoaded = choice.kind === 'newest';
  const failure = files.error ?? analysis.error;
  const value = useMemo<LoadedData>(
    () => ({
      analysis: file ? (analysis.data ?? null) : null,
      file,
      loading: files.isPending || (file !== null && analysis.isPending),
      autoLoaded,
      error:
        failure && !analysis.isRefetchError
          ? autoLoaded
            ? 'Failed to auto-load data'
            : failure.message
          : null,
      refreshing: analysis.isRefetching,
      refreshError: analysis.isRefetchError ? analysis.error : null,
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
