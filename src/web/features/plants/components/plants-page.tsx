import { AlertTriangle, CheckCircle2, ClipboardList, XCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { PlantStatus, PlantSummary } from '@domain/analysis/types';
import { plantCo2Label } from '@domain/analysis/ghg-reporting';
import { EFFICIENCY_CRITICAL_BELOW, EFFICIENCY_OPTIMAL_FROM } from '@domain/constants';
import {
  EFFICIENCY_NAMES,
  MEAN_HOURLY_IS_ELECTRICAL,
  energyWeightedText,
} from '@domain/analysis/efficiency';
import { num, pct } from '@domain/format';
import { paths } from '@web/lib/paths';
import { DataGate } from '@web/components/data-gate';
import { ListedPlantsNote } from '@web/components/listed-plants-note';
import { PLANT_STATUS_LABELS, PlantStatusBadge } from '@web/components/plant-status-badge';
import { Card } from '@web/components/ui/card';
import { PlantTable } from './plant-table';

const COUNTS: readonly { status: PlantStatus; icon: LucideIcon; tone: string }[] = [
  { status: 'optimal', icon: CheckCircle2, tone: 'text-green-700' },
  { status: 'warning', icon: AlertTriangle, tone: 'text-yellow-700' },
  { status: 'critical', icon: XCircle, tone: 'text-red-700' },
];

/** data §2 Plant Status: status counts, a card per plant and the sortable detail table. */
export function PlantsPage() {
  return (
    <DataGate computingLabel="Loading plants...">
      {(a) => (
        <div className="space-y-6">
          <div>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h1 className="text-2xl font-semibold text-slate-900">Plant Status</h1>
              <Link
                to={paths.plantRegister}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                <ClipboardList className="h-4 w-4" aria-hidden="true" />
                Plant register: country, ETS scope, capacity
              </Link>
            </div>
            <p className="text-sm text-slate-600">
              Totals and efficiencies per plant
              {a.period ? ` from ${a.period.startDate} to ${a.period.endDate}` : ''}. Status by
              electrical efficiency: critical below {EFFICIENCY_CRITICAL_BELOW}%, warning from{' '}
              {EFFICIENCY_CRITICAL_BELOW}% to below {EFFICIENCY_OPTIMAL_FROM}%, optimal from{' '}
              {EFFICIENCY_OPTIMAL_FROM}%. {MEAN_HOURLY_IS_ELECTRICAL}. Energy-weighted efficiency is
              the total efficiency, {EFFICIENCY_NAMES.energyWeightedFormula} over the period: heat
              counts as output and an hour counts by the fuel it burns.
            </p>
          </div>
          <ul className="grid grid-cols-3 gap-3 sm:gap-4">
            {COUNTS.map(({ status, icon: Icon, tone }) => (
              <li key={status}>
                <Card className="flex items-center gap-3 p-3 sm:p-4">
                  <Icon className={`hidden h-8 w-8 shrink-0 sm:block ${tone}`} aria-hidden="true" />
                  <div>
                    <p className="text-sm font-medium text-slate-600">
                      {PLANT_STATUS_LABELS[status]}
                    </p>
                    <p className="text-2xl font-semibold text-slate-900">
                      {num(a.plantStatusCounts[status])}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <ListedPlantsNote listed={a.listedPlantCount} total={a.plantCount} />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {a.plants.map((p) => (
              <li key={p.plant_id}>
                <PlantCard plant={p} co2Label={plantCo2Label(a.inventory, p.plant_id)} />
              </li>
            ))}
          </ul>
          <Card className="p-4">
            <h2 className="mb-3 font-semibold text-slate-900">Plant Details</h2>
            <PlantTable plants={a.plants} />
          </Card>
        </div>
      )}
    </DataGate>
  );
}

function PlantCard({ plant, co2Label }: { plant: PlantSummary; co2Label: string | null }) {
  return (
    <Card className="h-full p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{plant.plant_name}</h2>
          <p className="text-sm text-slate-600">{plant.fuel_type}</p>
        </div>
        <PlantStatusBadge status={plant.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <Figure label="Output" value={num(plant.total_electricity)} unit="MWh" />
        <Figure
          label="CO2"
          value={num(plant.total_emissions)}
          unit={co2Label ? `tonnes, ${co2Label}` : 'tonnes'}
        />
        <Figure label={EFFICIENCY_NAMES.meanHourly} value={pct(plant.avg_efficiency)} />
        <Figure
          label={EFFICIENCY_NAMES.energyWeighted}
          value={energyWeightedText(plant.energy_weighted_efficiency)}
        />
      </dl>
    </Card>
  );
}

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">
        {value}
        {unit && <span className="block text-xs font-normal text-slate-500">{unit}</span>}
      </dd>
    </div>
  );
}
