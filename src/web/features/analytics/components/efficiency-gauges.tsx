import { useMemo } from 'react';
import type { PlantSummary } from '@domain/analysis/types';
import { EFFICIENCY_CRITICAL_BELOW, EFFICIENCY_OPTIMAL_FROM } from '@domain/constants';
import { MEAN_HOURLY_IS_ELECTRICAL } from '@domain/analysis/efficiency';
import { pct } from '@domain/format';
import { Chart } from '@web/components/chart';
import { PLANT_STATUS_LABELS, PlantStatusBadge } from '@web/components/plant-status-badge';
import { Card } from '@web/components/ui/card';
import { gaugeOption } from '../lib/gauge-option';

/** data §2 Analytics "Efficiency Overview": a ring gauge per plant in its gauge colour (data §9). */
export function EfficiencyGauges({ plants }: { plants: readonly PlantSummary[] }) {
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Efficiency Overview</h2>
      <p className="text-sm text-slate-600">
        Electrical efficiency per plant over the whole period. {MEAN_HOURLY_IS_ELECTRICAL}. Ring
        colour: green at {EFFICIENCY_OPTIMAL_FROM}% or above, orange at {EFFICIENCY_CRITICAL_BELOW}%
        or above, red below {EFFICIENCY_CRITICAL_BELOW}%.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
        {plants.map((p) => (
          <PlantGauge key={p.plant_id} plant={p} />
        ))}
      </ul>
    </Card>
  );
}

function PlantGauge({ plant }: { plant: PlantSummary }) {
  const option = useMemo(
    () => gaugeOption(plant.avg_efficiency, plant.gauge_color),
    [plant.avg_efficiency, plant.gauge_color],
  );
  return (
    <li className="flex flex-col items-center rounded-md border border-slate-200 p-3 text-center">
      <Chart
        option={option}
        height={140}
        ariaLabel={`${plant.plant_name}: electrical efficiency ${pct(plant.avg_efficiency)}, ${PLANT_STATUS_LABELS[plant.status]}`}
      />
      <p className="mt-1 text-sm font-medium text-slate-900">{plant.plant_name}</p>
      <p className="mb-1.5 text-xs text-slate-600">{plant.fuel_type}</p>
      <PlantStatusBadge status={plant.status} />
    </li>
  );
}
