import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { plantPath } from '@web/lib/paths';
import type { PlantQuality } from '@web/lib/get-quality';
import { PlantCoverage } from './plant-coverage';

/** One plant's coverage under its name, which leads to the plant's page. */
export function PlantQualityCard({
  plant,
  range,
}: {
  plant: PlantQuality;
  range: { from: string | null; to: string | null };
}) {
  return (
    <Card className="space-y-4 p-4">
      <div>
        <h2 className="font-semibold text-slate-900">
          <Link to={plantPath(plant.plant_id)} className="text-brand-700 hover:underline">
            {plant.plant_name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">Plant ID {plant.plant_id}</p>
      </div>
      <PlantCoverage plant={plant} range={range} />
    </Card>
  );
}
