import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { ApiError } from './api-error';
import type { Analysis, AvailableData, FileEntry } from './api-types';
import { analysisQuery, filesQuery } from './files-api';
import { ALL_FILES, queryKeys } from './query-keys';
import { resolveScope, scopeValue, type ResolvedScope } from './scope-params';
import { isPresetId, type DateRange, type PresetId } from '@domain/history/range-presets';
import { localToday } from './scope-presets';
import { useScopeParams } from './use-scope';

export interface LoadedData {
  /** The analysis of the scope shown, or null. */
  analysis: Analysis | null;
  /** The file shown when the scope is one file; null for "All data" or no data. */
  file: FileEntry | null;
  /** Every file of the user, newest first. */
  files: FileEntry[];
  /** What the screens show (source, range, plants); null until the file list is in. */
  scope: ResolvedScope | null;
  /** What the scope holds whatever the range (span, years, plants), once an analysis said it. */
  available: AvailableData | null;
  /** True while the file list or the analysis is being fetched (status "Loading Data..."), or a 401 sends the user to sign in. */
  loading: boolean;
  /** The scope shown is the default one, not chosen by the user or a link (accounts §4 auto-load). */
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
  /** Shows one file (Settings > Load). */
  load(fileId: string): void;
  /** Shows one file, or every upload merged ('all'). */
  setSource(scope: string): void;
  /** Shows a range: a preset's, dates the user typed ('custom'), or all of the data (null). */
  setRange(preset: PresetId | 'custom', range: DateRange | null): void;
  /** Shows some plants only; empty: every plant. */
  setPlants(plants: number[]): void;
  /** Clear Data: the screens show nothing until a file is loaded again (kept in the URL). */
  clear(): void;
  /** Fetches the file list and the analysis again. */
  refresh(): Promise<void>;
}

const LoadedDataContext = createContext<LoadedData | null>(null);

/** The one owner of "what the screens show", read from the URL; every screen reads it through useLoadedData(). */
export function LoadedDataProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { params, update } = useScopeParams();
  const files = useQuery(filesQuery());
  const list = useMemo(() => files.data ?? [], [files.data]);
  const today = localToday();
  const scope = useMemo(
    () => (files.data ? resolveScope(params, files.data, today) : null),
    [params, files.data, today],
  );
  const file = scope?.source === 'file' ? (list.find((f) => f.id === scope.fileId) ?? null) : null;
  const shown = scope !== null && scope.source !== 'none';
  const analysis = useQuery({
    ...analysisQuery({
      file: scope?.source === 'file' ? scope.fileId! : ALL_FILES,
      from: scope?.from ?? undefined,
      to: scope?.to ?? undefined,
      plants: scope?.plants,
    }),
    enabled: shown,
  });

  // What the scope holds stays known while another range of it is fetched (the bar's presets and plants).
  const sourceKey = scope ? scopeValue(scope) : '';
  const lastAvailable = useRef<{ source: string; available: AvailableData | null } | null>(null);
  const facts = shown ? analysis.data?.scope : undefined;
  if (facts) lastAvailable.current = { source: sourceKey, available: facts.available };
  const available =
    lastAvailable.current?.source === sourceKey ? lastAvailable.current.available : null;

  const setSource = useCallback(
    (value: string) =>
      update((c) => ({
        scope: value,
        // A preset is resolved again for the new scope's data; typed dates are kept.
        preset: c.preset,
        from: isPresetId(c.preset) ? null : c.from,
        to: isPresetId(c.preset) ? null : c.to,
        // Plants are the old scope's: the new one may not hold them.
        plants: [],
      })),
    [update],
  );
  const setRange = useCallback(
    (preset: PresetId | 'custom', range: DateRange | null) =>
      update((c) => ({ ...c, preset, from: range?.from ?? null, to: range?.to ?? null })),
    [update],
  );
  const setPlants = useCallback((plants: number[]) => update((c) => ({ ...c, plants })), [update]);
  const clear = useCallback(
    () => update(() => ({ scope: 'none', from: null, to: null, plants: [], preset: null })),
    [update],
  );
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.files() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
  }, [queryClient]);

  const autoLoaded = scope !== null && !scope.chosen && shown;
  const failed = files.error ?? (shown ? analysis.error : null);
  // The session ended: the route guard is sending the user to sign in, so nothing is shown as failed.
  const signedOut = failed instanceof ApiError && failed.status === 401;
  const failure = signedOut ? null : failed;
  // A range or plant the server refuses (400) says why, whoever chose the scope.
  const refused = failure instanceof ApiError && failure.status === 400;
  const value = useMemo<LoadedData>(
    () => ({
      analysis: shown ? (analysis.data ?? null) : null,
      file,
      files: list,
      scope,
      available,
      loading: files.isPending || (shown && analysis.isPending) || signedOut,
      autoLoaded,
      error:
        failure && !analysis.isRefetchError
          ? autoLoaded && !refused
            ? 'Failed to auto-load data'
            : failure.message
          : null,
      refreshing: analysis.isRefetching,
      refreshError: analysis.isRefetchError && !signedOut ? analysis.error : null,
      load: setSource,
      setSource,
      setRange,
      setPlants,
      clear,
      refresh,
    }),
    [
      shown,
      file,
      list,
      scope,
      available,
      analysis.data,
      analysis.isPending,
      analysis.isRefetching,
      analysis.isRefetchError,
      analysis.error,
      files.isPending,
      signedOut,
      autoLoaded,
      failure,
      refused,
      setSource,
      setRange,
      setPlants,
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
