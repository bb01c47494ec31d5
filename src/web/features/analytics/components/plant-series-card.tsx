import { Spinner } from '@web/components/ui/spinner';
import { DailyEmissionsCard } from './daily-emissions-card';
import { usePlantAnalysis } from '@web/lib/use-plant-analysis';
import { PlantSection } from '@web/components/plant-section';

/** The plant's daily emissions over the range and data chosen above (the analysis of it alone). */
export function PlantSeriesCard({ plantId }: { plantId: number }) {
  const { pending, note, analysis: a } = usePlantAnalysis(plantId);

  if (pending) return <Spinner label="Loading the plant's emissions..." className="py-12" />;
  if (!a) {
    return (
      <PlantSection title="Daily Emissions Trend">
        <p className="text-sm text-slate-600">{note}</p>
      </PlantSection>
    );
  }
  return (
    <DailyEmissionsCard
      chart={a.emissionsChart}
      totals={a.dailyTotals}
      gaps={a.views.dailyGaps}
      ghg={a.ghgReporting}
      inventory={a.inventory}
    />
  );
}
