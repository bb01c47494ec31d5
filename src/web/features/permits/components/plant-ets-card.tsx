import { useQuery } from '@tanstack/react-query';
import { etsChip } from '@domain/ets/ets-words';
import { Spinner } from '@web/components/ui/spinner';
import { etsYearQuery } from '@web/lib/ets-year-query';
import { useLoadedData } from '@web/lib/loaded-data';
import { paths } from '@web/lib/paths';
import { PlantSection } from '@web/components/plant-section';

/**
 * The plant in the compliance year the Compliance screen shows: in EU ETS scope or not, declared
 * or assumed, its CO2 and its share of the year's, in the words of the Benchmarking chip.
 */
export function PlantEtsCard({ plantId }: { plantId: number }) {
  const { analysis, loading } = useLoadedData();
  const year = analysis?.ets.year ?? null;
  const ets = useQuery({ ...etsYearQuery(year ?? 0), enabled: year !== null });

  const body =
    year === null ? (
      loading ? (
        <Spinner label="Loading data..." className="py-6" />
      ) : (
        <p className="text-sm text-slate-600">No data is loaded: choose your data above.</p>
      )
    ) : ets.isPending ? (
      <Spinner label="Loading the ETS year..." className="py-6" />
    ) : ets.isError ? (
      <p role="alert" className="text-sm text-red-700">
        {ets.error.message}
      </p>
    ) : (
      <p className="text-sm text-slate-800">
        {etsChip(ets.data, plantId, analysis?.permits).message}
      </p>
    );
  return (
    <PlantSection
      title={`EU ETS${year === null ? '' : ` ${year}`}`}
      link={{ to: paths.compliance, text: 'The year on the Compliance screen' }}
    >
      {body}
    </PlantSection>
  );
}
