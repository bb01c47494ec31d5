// The plant page composes four features' pieces (register, data quality, analytics, the ETS year);
// a feature may not import another, so the page lives here beside the route table.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadFailureCard } from '../../components/load-failure-card';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { plantQualityQuery } from '../../features/data-quality/api/get-quality';
import { plantEntryQuery } from '../../features/plant-register/api/get-plant-register';
import { useLoadedData } from '../../lib/loaded-data';
import { paths } from '../../lib/paths';
import { PlantCoverageCard } from './plant-coverage-card';
import { PlantEtsCard } from './plant-ets-card';
import { PlantFactsCard } from './plant-facts-card';
import { PlantSeriesCard } from './plant-series-card';

/** A plant id as the URL may give it: digits only, as the API's plant filter takes them. */
const plantIdOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * Issue 26 "a plant page": one plant's register facts, its coverage in the range chosen above,
 * its series over that range and its status in the compliance year under the EU ETS.
 */
export function PlantPage() {
  const plantId = plantIdOf(useParams().id);
  const { scope, loading } = useLoadedData();
  const range = { from: scope?.from ?? null, to: scope?.to ?? null };
  // An id that no plant can have asks for nothing: the page says there is no such plant.
  const register = useQuery({ ...plantEntryQuery(plantId ?? 0), enabled: plantId !== null });
  const quality = useQuery({
    ...plantQualityQuery(range.from, range.to, plantId ?? 0),
    enabled: plantId !== null && (scope !== null || !loading),
  });

  if (plantId === null) return <NoSuchPlant />;
  if (register.isPending || quality.isPending) {
    return <Spinner label="Loading the plant..." className="py-24" />;
  }
  if (register.isError || quality.isError) {
    return (
      <LoadFailureCard
        title="Error Loading Data"
        message={(register.error ?? quality.error)!.message}
        onRetry={() => Promise.all([register.refetch(), quality.refetch()])}
      />
    );
  }
  const entry = register.data.plants.find((e) => e.plant_id === plantId);
  const coverage = quality.data.plants.find((p) => p.plant_id === plantId);
  if (!entry && !coverage) return <NoSuchPlant />;

  const name = entry?.plant_name ?? coverage!.plant_name;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
        <p className="text-sm text-slate-600">
          Plant ID {plantId}
          {entry ? ` · ${entry.fuel_type}` : ''}. Its register facts, what its figures rest on in
          the range chosen above, its daily emissions and its EU ETS status.
        </p>
      </div>
      <PlantFactsCard entry={entry ?? null} />
      <PlantCoverageCard plant={coverage ?? null} range={range} />
      <PlantSeriesCard plantId={plantId} />
      <PlantEtsCard plantId={plantId} />
    </div>
  );
}

/** A plant id the user's data and register do not know. */
function NoSuchPlant() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">No such plant</h1>
      <p className="mt-2 text-sm text-slate-600">
        Neither your uploads nor your plant register hold a plant with this ID.
      </p>
      <Link
        to={paths.plants}
        className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        See your plants
      </Link>
    </Card>
  );
}
