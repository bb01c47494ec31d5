import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import type { PlantQuality } from '../../features/data-quality/api/get-quality';
import { CoverageLegend } from '../../features/data-quality/components/coverage-strip';
import { PlantCoverage } from '../../features/data-quality/components/plant-coverage';
import { paths } from '../../lib/paths';

/** What the plant's figures rest on in the range: hours and days present, its days, repeats and gaps. */
export function PlantCoverageCard({
  plant,
  range,
}: {
  plant: PlantQuality | null;
  range: { from: string | null; to: string | null };
}) {
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Coverage</h2>
        <Link to={paths.dataQuality} className="text-sm font-medium text-brand-700 hover:underline">
          Data quality of every plant
        </Link>
      </div>
      {plant ? (
        <>
          <CoverageLegend />
          <PlantCoverage plant={plant} range={range} />
        </>
      ) : (
        <p className="text-sm text-slate-600">None of your uploads holds readings of this plant.</p>
      )}
    </Card>
  );
}
