// The plant page shows four features' cards (register, data quality, analytics, the ETS year); a
// feature may not import another, so app/ composes them and hands them in as `cards`.
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailureCard } from '@web/components/load-failure-card';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { plantQualityQuery, type PlantQuality } from '@web/lib/get-quality';
import { plantEntryQuery, type PlantRegisterEntry } from '@web/lib/get-plant-register';
import { useLoadedData } from '@web/lib/loaded-data';
import { paths } from '@web/lib/paths';

/** A plant id as the URL may give it: digits only, as the API's plant filter takes them. */
const plantIdOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** What the page knows of the plant, for its cards: its register entry and its coverage, if any. */
export interface PlantCardsProps {
  plantId: number;
  entry: PlantRegisterEntry | null;
  coverage: PlantQuality | null;
  range: { from: string | null; to: string | null };
}

/**
 * Issue 26 "a plant page": one plant's register facts, its coverage in the range chosen above,
 * its series over that range and its status in the compliance year under the EU ETS.
 */
export function PlantPage({ cards: Cards }: { cards: ComponentType<PlantCardsProps> }) {
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
      <Cards plantId={plantId} entry={entry ?? null} coverage={coverage ?? null} range={range} />
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
