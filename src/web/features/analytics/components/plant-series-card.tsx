import { useQuery } from '@tanstack/react-query';
import { msgUnknownPlants } from '../../../../domain/core/history/date-range';
import { Spinner } from '../../../components/ui/spinner';
import { DailyEmissionsCard } from './daily-emissions-card';
import { analysisQuery } from '../../../lib/files-api';
import { useLoadedData } from '../../../lib/loaded-data';
import { ALL_FILES } from '../../../lib/query-keys';
import { PlantSection } from '../../../components/plant-section';

/** The plant's daily emissions over the range and data chosen above (the analysis of it alone). */
export function PlantSeriesCard({ plantId }: { plantId: number }) {
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

  if (loading || (held && analysis.isPending)) {
    return <Spinner label="Loading the plant's emissions..." className="py-12" />;
  }
  const note = !shown
    ? 'No data is loaded: choose your data above.'
    : !held
      ? msgUnknownPlants([plantId])
      : analysis.isError
        ? analysis.error.message
        : analysis.data?.scope?.message;
  if (note || !analysis.data) {
    return (
      <PlantSection title="Daily Emissions Trend">
        <p className="text-sm text-slate-600">{note}</p>
      </PlantSection>
    );
  }
  const a = analysis.data;
  return (
    <DailyEmissionsCard
      chart={a.emissionsChart}
      totals={a.dailyTotals}
      gaps={a.views.dailyGaps}
      ghg={a.ghgReporting}
    />
  );
}
