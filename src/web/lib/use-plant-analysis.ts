import { useQuery } from '@tanstack/react-query';
import { msgUnknownPlants } from '@domain/history/date-range';
import { analysisQuery } from './files-api';
import { useLoadedData } from './loaded-data';
import { ALL_FILES } from './query-keys';

/**
 * The analysis of one plant alone over the range and data chosen above, as the plant page's cards
 * read it: `note` says why there is none (no data loaded, a plant the scope does not hold, a
 * failure, the scope's own message), `pending` while it loads.
 */
export function usePlantAnalysis(plantId: number) {
  const { scope, available, loading } = useLoadedData();
  const shown = scope !== null && scope.source !== 'none';
  // A fleet larger than the answer names may hold the plant: the server says if it does not (400).
  const named = available?.plants.some((p) => p.plant_id === plantId) ?? false;
  const held = named || (available?.plantCount ?? 0) > (available?.plants.length ?? 0);
  const analysis = useQuery({
    ...analysisQuery({
      file: scope?.source === 'file' ? scope.fileId! : ALL_FILES,
      from: scope?.from ?? undefined,
      to: scope?.to ?? undefined,
      plants: [plantId],
    }),
    enabled: shown && held,
  });
  const note = !shown
    ? 'No data is loaded: choose your data above.'
    : !held
      ? msgUnknownPlants([plantId])
      : analysis.isError
        ? analysis.error.message
        : analysis.data?.scope?.message;
  return {
    pending: loading || (held && analysis.isPending),
    note: note ?? null,
    analysis: note ? null : (analysis.data ?? null),
  };
}
