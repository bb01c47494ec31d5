import { PlantPageNote } from '@web/components/listed-plants-note';
import { useQuery } from '@tanstack/react-query';
import { LoadFailureCard } from '@web/components/load-failure-card';
import { NoDataCard } from '@web/components/no-data-card';
import { Spinner } from '@web/components/ui/spinner';
import { qualityQuery } from '@web/lib/get-quality';
import { CoverageLegend } from './coverage-strip';
import { PlantQualityCard } from './plant-quality-card';

/** The quality of a range (null ends: open) per plant, or what to do when there is no data. */
export function QualityReport({ from, to }: { from: string | null; to: string | null }) {
  const quality = useQuery(qualityQuery(from, to));
  if (quality.isPending) return <Spinner label="Loading data quality..." className="py-24" />;
  if (quality.isError) {
    return (
      <LoadFailureCard
        title="Error Loading Data"
        message={quality.error.message}
        onRetry={quality.refetch}
      />
    );
  }
  if (quality.data.plants.length === 0) return <NoDataCard />;
  return (
    <div className="space-y-4">
      <CoverageLegend />
      <PlantPageNote page={quality.data} />
      <ul className="space-y-4">
        {quality.data.plants.map((p) => (
          <li key={p.plant_id}>
            <PlantQualityCard plant={p} range={{ from, to }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
