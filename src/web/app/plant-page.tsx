// The plant page's cards come from four features (register, data quality, analytics, permits); a
// feature may not import another, so they are composed here beside the route table.
import { PlantFactsCard } from '../features/plant-register/components/plant-facts-card';
import { PlantCoverageCard } from '../features/data-quality/components/plant-coverage-card';
import { PlantSeriesCard } from '../features/analytics/components/plant-series-card';
import { PlantEtsCard } from '../features/permits/components/plant-ets-card';
import { PlantUnitsCard } from '../features/plant/components/plant-units-card';
import {
  PlantPage as PlantPageOf,
  type PlantCardsProps,
} from '../features/plant/components/plant-page';

/** The plant's cards in the page's order: facts, coverage, units, daily emissions, EU ETS status. */
function PlantCards({ plantId, entry, coverage, range }: PlantCardsProps) {
  return (
    <>
      <PlantFactsCard entry={entry} />
      <PlantCoverageCard plant={coverage} range={range} />
      <PlantUnitsCard plantId={plantId} coverage={coverage} />
      <PlantSeriesCard plantId={plantId} />
      <PlantEtsCard plantId={plantId} />
    </>
  );
}

/** /plants/:id */
export const PlantPage = () => <PlantPageOf cards={PlantCards} />;
