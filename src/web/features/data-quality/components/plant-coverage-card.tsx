import type { PlantQuality } from '@web/lib/get-quality';
import { CoverageLegend } from './coverage-strip';
import { PlantCoverage } from './plant-coverage';
import { paths } from '@web/lib/paths';
import { PlantSection } from '@web/components/plant-section';

/** What the plant's figures rest on in the range: hours and days present, its days, repeats and gaps. */
export function PlantCoverageCard({
  plant,
  range,
}: {
  plant: PlantQuality | null;
  range: { from: string | null; to: string | null };
}) {
  return (
    <PlantSection
      title="Coverage"
      link={{ to: paths.dataQuality, text: 'Data quality of every plant' }}
    >
      {plant ? (
        <>
          <CoverageLegend />
          <PlantCoverage plant={plant} range={range} />
        </>
      ) : (
        <p className="text-sm text-slate-600">None of your uploads holds readings of this plant.</p>
      )}
    </PlantSection>
  );
}
